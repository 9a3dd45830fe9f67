// The editor's saver: only the source of the values that changed is rewritten. Checked on
// today's site.yaml (the file the owner edits) and on small texts with comments.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editYaml, matchItems, prepareYaml } from '../../editor/shared/yaml-edit.ts';
import { testSite } from '../support/test-site.ts';

const site = readFileSync(testSite.file, 'utf8');
type Site = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const siteData = (): Site => parse(site) as Site;

/** The lines that differ: the old and the new lines between the common start and end. */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

describe('editYaml on site.yaml', () => {
  it('writes the file back byte for byte when nothing changed', () => {
    expect(editYaml(site, siteData())).toBe(site);
  });

  it('changes exactly one line for a new phone number', () => {
    const data = siteData();
    data.business.phone = '(985) 555-0199';
    const { removed, added } = lineDiff(site, editYaml(site, data));
    expect(removed).toEqual(['  phone: (985) 555-0142']);
    expect(added).toEqual(['  phone: (985) 555-0199']);
  });

  it('keeps the quotes of a quoted value and the comment above it', () => {
    const data = siteData();
    data.business.hours[0].opens = '07:30';
    const out = editYaml(site, data);
    expect(lineDiff(site, out)).toEqual({ removed: ['      opens: "08:00"'], added: ['      opens: "07:30"'] });
    expect(out).toContain(
      '  # Opening hours (shown in the footer and on /contact), postal code and map position.\n  hours:\n',
    );
  });

  it('rewrites a folded text as folded text, and nothing around it', () => {
    const data = siteData();
    data.business.description = `${data.business.description} Call us today.`;
    const out = editYaml(site, data);
    const { removed, added } = lineDiff(site, out);
    expect(out).toContain('  description: >-\n    Pressure washing, soft-wash house');
    expect(removed.length).toBeLessThanOrEqual(3);
    expect(added.length).toBeLessThanOrEqual(3);
    expect((parse(out) as Site).business.description).toBe(data.business.description);
    expect(out.split('\n').length).toBeGreaterThanOrEqual(site.split('\n').length);
  });

  it('reorders two blocks by moving their own lines', () => {
    const data = siteData();
    const blocks = data.routes[0].blocks;
    [blocks[0], blocks[1]] = [blocks[1], blocks[0]];
    const out = editYaml(site, data);
    expect(parse(out)).toEqual(data);
    // The same lines, in another order: nothing rewritten.
    expect(out.split('\n').sort()).toEqual(site.split('\n').sort());
    expect(out.indexOf('      - type: logoStrip')).toBeLessThan(out.indexOf('      - type: hero'));
  });

  it('removes a block by removing only its lines', () => {
    const data = siteData();
    data.routes[0].blocks.splice(1, 1); // the logo strip
    const out = editYaml(site, data);
    const { removed, added } = lineDiff(site, out);
    expect(added).toEqual([]);
    expect(removed[0]).toBe('      - type: logoStrip');
    expect(removed).toHaveLength(27); // type, label, badges: and six badges of four lines
    expect(parse(out)).toEqual(data);
  });

  it('adds a page with a heading, two blocks and a menu entry, leaving every other line alone', () => {
    const data = siteData();
    data.routes.push({
      path: 'gutter-guards',
      name: 'Gutter Guards',
      heading: 'Gutter guards',
      blocks: [
        { type: 'richText', text: 'Guards keep leaves out of your gutters.\n\nAsk us which fits your roof.' },
        { type: 'ctaButtons', buttons: [{ text: 'Get a quote', link: '/contact' }] },
      ],
    });
    data.menu.push({ title: 'Gutter Guards', url: '/gutter-guards' });
    const out = editYaml(site, data);
    expect(parse(out)).toEqual(data);
    const outLines = out.split('\n');
    // Every old line is still there, in order: only lines were added.
    let i = 0;
    for (const line of site.split('\n')) {
      while (i < outLines.length && outLines[i] !== line) i++;
      expect(i, `line ${JSON.stringify(line)} kept`).toBeLessThan(outLines.length);
      i++;
    }
    expect(outLines.length - site.split('\n').length).toBeLessThan(20);
    expect(out).toContain(
      '\n  - path: gutter-guards\n    name: Gutter Guards\n    heading: Gutter guards\n    blocks:\n      - type: richText\n        text: |-\n',
    );
  });

  it('adds a page under a page that had none, after its blocks', () => {
    const data = siteData();
    const parent = data.routes.find((r: { path: string }) => r.path === 'why-use-us');
    expect(parent.children).toBeUndefined();
    parent.children = [
      { path: 'our-method', heading: 'Our method', blocks: [{ type: 'richText', text: 'Soft wash first.' }] },
    ];
    const out = editYaml(site, data);
    expect(parse(out)).toEqual(data);
    const { removed, added } = lineDiff(site, out);
    expect(removed).toEqual([]);
    expect(added).toEqual([
      '    children:',
      '      - path: our-method',
      '        heading: Our method',
      '        blocks:',
      '          - type: richText',
      '            text: Soft wash first.',
    ]);
  });

  it('duplicates a block next to itself', () => {
    const data = siteData();
    const blocks = data.routes[0].blocks;
    blocks.splice(3, 0, structuredClone(blocks[3]));
    const out = editYaml(site, data);
    expect(parse(out)).toEqual(data);
    const { removed, added } = lineDiff(site, out);
    expect(removed).toEqual([]);
    // The copy is the block's own text (its folding and quoting), not a rewrite.
    expect(added.length).toBeGreaterThan(5);
    expect(site).toContain(added.join('\n'));
  });
});

describe('editYaml on small texts', () => {
  const text = [
    '# top comment',
    'a:',
    '  b: 1 # after b',
    '  # before c',
    '  c: plain words',
    '',
    '  list:',
    '    # first item',
    '    - x: 1',
    '      y: two # yy',
    '',
    '    # second item',
    '    - x: 3',
    '  flow: [1, 2]',
    '  quoted: "yes"',
    "  single: 'it is'",
    '  literal: |',
    '    line one',
    '    line two',
    'z: end',
    '',
  ].join('\n');
  const data = () => parse(text) as Site;

  it('keeps comments next to an edited value', () => {
    const d = data();
    d.a.b = 5;
    d.a.c = 'other words';
    const out = editYaml(text, d);
    expect(out).toBe(text.replace('b: 1 #', 'b: 5 #').replace('c: plain words', 'c: other words'));
  });

  it('keeps the quoting style of strings', () => {
    const d = data();
    d.a.quoted = 'no';
    d.a.single = 'it was';
    expect(editYaml(text, d)).toBe(text.replace('"yes"', '"no"').replace("'it is'", "'it was'"));
  });

  it('quotes a value that would not read back as text without quotes', () => {
    const d = data();
    d.a.c = 'key: value';
    const out = editYaml(text, d);
    expect((parse(out) as Site).a.c).toBe('key: value');
    expect(lineDiff(text, out).added).toEqual(['  c: "key: value"']);
  });

  it('rewrites a literal block as a literal block', () => {
    const d = data();
    d.a.literal = 'line one\nline 2\n';
    expect(editYaml(text, d)).toBe(text.replace('    line two', '    line 2'));
  });

  it('edits a value inside braces in place, quoting it when a comma would end it', () => {
    const t = 'logos:\n  - { src: /a.svg, alt: One, width: 240 }\n  - { src: /b.svg, alt: Two, width: 240 }\n';
    const d = parse(t) as Site;
    d.logos[1].alt = 'Two, and three';
    d.logos[0].width = 120;
    expect(editYaml(t, d)).toBe(
      t.replace('alt: Two', 'alt: "Two, and three"').replace('alt: One, width: 240', 'alt: One, width: 120'),
    );
    const d2 = parse(t) as Site;
    d2.logos[0].height = 120;
    expect(editYaml(t, d2)).toBe(t.replace('width: 240 }', 'width: 240, height: 120 }'));
    const d3 = parse(t) as Site;
    d3.logos.reverse();
    expect(editYaml(t, d3)).toBe(
      'logos:\n  - { src: /b.svg, alt: Two, width: 240 }\n  - { src: /a.svg, alt: One, width: 240 }\n',
    );
  });

  it('writes a flow list as a flow list', () => {
    const d = data();
    d.a.flow = [1, 2, 3];
    expect(editYaml(text, d)).toBe(text.replace('[1, 2]', '[1, 2, 3]'));
  });

  it('removes a key with the comment right above it, and adds one after its neighbour', () => {
    const d = data();
    delete d.a.c;
    const out = editYaml(text, d);
    expect(out).toBe(text.replace('  # before c\n  c: plain words\n', ''));
    const d2 = data();
    d2.a = { b: 1, added: 'new', ...d2.a };
    expect(editYaml(text, d2)).toBe(text.replace('  b: 1 # after b\n', '  b: 1 # after b\n  added: new\n'));
  });

  it('ignores the order of keys in the data (a form may send them in schema order)', () => {
    const d = data();
    const { z, a } = d;
    expect(editYaml(text, { z, a: Object.fromEntries(Object.entries(a).reverse()) })).toBe(text);
  });

  it('swaps list items with their comments, and keeps the blank line between them', () => {
    const d = data();
    d.a.list.reverse();
    const out = editYaml(text, d);
    expect(out).toContain(
      '  list:\n    # second item\n    - x: 3\n\n    # first item\n    - x: 1\n      y: two # yy\n  flow:',
    );
  });

  it('edits the first key of a list item on its dash line', () => {
    const d = data();
    delete d.a.list[0].x;
    expect(editYaml(text, d)).toContain('    - y: two # yy\n');
    const d2 = data();
    d2.a.list[1] = { w: 0, x: 3 };
    expect(editYaml(text, d2)).toContain('    - w: 0\n      x: 3\n');
  });

  it('turns an emptied list into [] and a new list into a block list', () => {
    const d = data();
    d.a.list = [];
    expect(editYaml(text, d)).toContain('  list: []\n  flow:');
    const d2 = data();
    d2.a.c = ['one', 'two'];
    expect(editYaml(text, d2)).toContain('  c:\n    - one\n    - two\n\n  list:');
  });
});

describe('matchItems', () => {
  it('pairs equal items, then edited ones by likeness, and finds moved ones', () => {
    const a = { type: 'hero', t: 1 };
    const b = { type: 'notice', t: 2 };
    const c = { type: 'richText', t: 3 };
    expect(matchItems([a, b, c], [a, c])).toEqual([0, 2]);
    expect(matchItems([a, b, c], [a, { ...b, t: 9 }, c])).toEqual([0, 1, 2]);
    expect(matchItems([a, b, c], [c, a, b])).toEqual([2, 0, 1]);
    expect(matchItems([a, b], [a, { type: 'new' }, b])).toEqual([0, undefined, 1]);
  });
});

describe('editYaml fuzz: single random edits of site.yaml', () => {
  // A small seeded generator, so a failure can be repeated.
  function rng(seed: number) {
    return () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
  }
  type Slot = { parent: any; key: string | number; value: unknown }; // eslint-disable-line @typescript-eslint/no-explicit-any
  function slots(value: unknown, out: Slot[] = [], parent?: unknown, key?: string | number): Slot[] {
    if (parent !== undefined) out.push({ parent, key: key!, value });
    if (Array.isArray(value)) value.forEach((v, i) => slots(v, out, value, i));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) slots(v, out, value, k);
    return out;
  }

  it(
    'reads back exactly the intended data after 100 random edits, and changes few lines for a scalar',
    { timeout: 180_000 },
    () => {
      const edit = prepareYaml(site);
      const random = rng(16);
      const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)];
      const kinds = [
        'scalar',
        'scalar',
        'remove-item',
        'duplicate-item',
        'swap-items',
        'add-key',
        'remove-key',
        'multiline',
      ] as const;
      let tried = 0;
      const original = siteData(); // parsed once: reading site.yaml takes longer than the edit
      for (let n = 0; n < 100; n++) {
        const data = structuredClone(original);
        const all = slots(data);
        const kind = pick([...kinds]);
        const scalars = all.filter((s) => typeof s.value !== 'object' || s.value === null);
        const lists = all.filter((s) => Array.isArray(s.value) && (s.value as unknown[]).length > 1);
        const maps = all.filter((s) => s.value && typeof s.value === 'object' && !Array.isArray(s.value));
        let scalarEdit = false;
        if (kind === 'scalar') {
          const s = pick(scalars);
          s.parent[s.key] =
            typeof s.value === 'number'
              ? s.value + 1
              : typeof s.value === 'string'
                ? `${s.value}, changed: ${n} [x]`
                : `changed ${n}`;
          scalarEdit = true;
        } else if (kind === 'multiline') {
          const s = pick(scalars.filter((x) => typeof x.value === 'string'));
          s.parent[s.key] = `first line ${n}\nsecond: line\n`;
        } else if (kind === 'remove-item') {
          const s = pick(lists);
          (s.value as unknown[]).splice(Math.floor(random() * (s.value as unknown[]).length), 1);
        } else if (kind === 'duplicate-item') {
          const s = pick(lists);
          const list = s.value as unknown[];
          const i = Math.floor(random() * list.length);
          list.splice(i, 0, structuredClone(list[i]));
        } else if (kind === 'swap-items') {
          const list = pick(lists).value as unknown[];
          const i = Math.floor(random() * (list.length - 1));
          [list[i], list[i + 1]] = [list[i + 1], list[i]];
        } else if (kind === 'add-key') {
          const map = pick(maps).value as Record<string, unknown>;
          map[`added${n}`] = pick(['text', 42, ['a', 'b'], { k: 'v', list: [1, { x: 'y' }] }]);
        } else {
          const map = pick(maps.filter((m) => Object.keys(m.value as object).length > 1)).value as Record<
            string,
            unknown
          >;
          Reflect.deleteProperty(map, pick(Object.keys(map)));
        }
        let out: string;
        try {
          out = edit(data);
        } catch (error) {
          throw new Error(`edit ${n} (${kind}): ${String(error)}`);
        }
        expect(parse(out), `edit ${n} (${kind})`).toEqual(data);
        if (scalarEdit) {
          const { removed, added } = lineDiff(site, out);
          // One line, or the lines of one folded text.
          expect(Math.max(removed.length, added.length), `edit ${n}`).toBeLessThanOrEqual(8);
        }
        tried++;
      }
      expect(tried).toBe(100);
    },
  );
});
