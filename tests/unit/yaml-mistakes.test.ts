// The usual YAML mistakes, made in the real site.yaml: each gives one error, in the owner's
// words, on the line of the mistake, saying what to change. (The same cases, on a small
// file, are in tests/fixtures/invalid/.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { parseYaml } from '../../src/validate/yaml-source.ts';
import { testSite } from '../support/test-site.ts';

const site = readFileSync(testSite.file, 'utf8').split('\n');
const at = (text: string) => {
  const i = site.indexOf(text);
  if (i < 0) throw new Error(`site.yaml has no line ${text}`);
  return i;
};
const JARGON = /mapping|sequence|scalar|implicit|compact|flow|alias|token/i;

function errorsAfter(edit: (lines: string[]) => void) {
  const lines = [...site];
  edit(lines);
  const started = performance.now();
  const { problems } = loadSiteText('site.yaml', lines.join('\n'));
  const ms = performance.now() - started;
  return { errors: problems.filter((p) => p.severity === 'error'), ms };
}

const heading = at('        heading: Reasons to choose {{company}}');
const line = heading + 1; // 1-based line of that heading
const snippet = [
  '  - path: gutter-guards',
  '    name: Gutter Guards',
  '    heading: Gutter Guards',
  '    blocks:',
  '      - type: richText',
  '        text: |',
  '          We install gutter guards.',
];

const cases: Array<[string, (l: string[]) => void, number, RegExp, RegExp]> = [
  [
    'a field indented one space too far',
    (l) => {
      l[heading + 1] = ` ${l[heading + 1]}`;
    },
    line + 1,
    new RegExp(
      `^Line ${line + 1} is indented one space more than the lines around it\\. Line it up with \`heading:\` on line ${line}\\.$`,
    ),
    /^Remove one space from the start of line/,
  ],
  [
    'a field 2 spaces short',
    (l) => {
      l[heading + 1] = l[heading + 1]!.slice(2);
    },
    line + 1,
    /^Line \d+ is indented 2 spaces less than the lines around it\. Line it up with `heading:`/,
    /^Add 2 spaces at the start of line/,
  ],
  [
    'a block moved 2 spaces left',
    (l) => {
      for (let i = heading - 1; i < heading + 5; i++) l[i] = l[i]!.slice(2);
    },
    line - 1,
    /^Lines \d+–\d+ are indented 2 spaces less than the lines around them\. Line up line \d+ with `- type:`/,
    /^Add 2 spaces at the start of lines/,
  ],
  [
    'a missing ": " after a key',
    (l) => {
      l[heading] = '        heading Reasons to choose {{company}}';
    },
    line,
    /^Line \d+ has no colon after "heading"\.$/,
    /heading: Reasons to choose \{\{company\}\}$/,
  ],
  [
    '-type: with no space after the dash',
    (l) => {
      l[heading - 1] = '      -type: richText';
    },
    line - 1,
    /no space after the dash/,
    /- type: richText$/,
  ],
  [
    'a tab',
    (l) => {
      l[heading] = `\t${l[heading]!.slice(1)}`;
    },
    line,
    /is indented with a tab/,
    /8 spaces before `heading:`/,
  ],
  [
    'a value that starts with @',
    (l) => {
      l[heading] = '        heading: @home we wash';
    },
    line,
    /starts with @/,
    /heading: "@home we wash"/,
  ],
  [
    'a value that starts with a backquote',
    (l) => {
      l[heading] = '        heading: `Soft` washing';
    },
    line,
    /starts with `/,
    /heading: "`Soft` washing"/,
  ],
  [
    'a value that starts with {{company}} unquoted',
    (l) => {
      l[heading] = '        heading: {{company}} washes';
    },
    line,
    /starts with \{/,
    /heading: "\{\{company\}\} washes"/,
  ],
  [
    "the README's page pasted inside children:",
    (l) => {
      l.splice(at('    children:') + 1, 0, ...snippet);
    },
    at('    children:') + 2,
    /^Lines \d+–\d+ are not inside `children:` on line \d+/,
    /^Add 4 spaces at the start of lines \d+–\d+, so `- path:` lines up with `- path:` on line \d+\.$/,
  ],
  [
    "a page's children: two spaces too far, under a block's last field",
    (l) => {
      l[at('    children:')] = '      children:';
    },
    at('    children:') + 1,
    // Lined up with the page's own blocks:, as every other page's children: is, not with the field above it.
    new RegExp(
      `indented 2 spaces more than the lines around it\\. Line it up with \`blocks:\` on line ${site.lastIndexOf('    blocks:', at('    children:')) + 1}\\.$`,
    ),
    /^Remove 2 spaces from the start of line \d+\.$/,
  ],
  ...[2, 3, 4].map((short): (typeof cases)[number] => [
    `a child page's "- path:" line ${short} spaces too far left`,
    (l) => {
      l[at('      - path: gutter-cleaning')] = `${' '.repeat(6 - short)}- path: gutter-cleaning`;
    },
    at('      - path: gutter-cleaning') + 1,
    // Lined up with the other pages under children:, not read as a page of its own.
    new RegExp(
      `indented ${short} spaces less than the lines around it\\. Line it up with \`- path:\` on line ${site.lastIndexOf('      - path: window-cleaning', at('      - path: gutter-cleaning')) + 1}\\.$`,
    ),
    new RegExp(`^Add ${short} spaces at the start of line \\d+\\.$`),
  ]),
  ...(
    [
      [
        'a child page moved 2 spaces left as a whole',
        '      - path: gutter-cleaning',
        '      - path: pressure-washing',
      ],
      ['the last child page moved 2 spaces left as a whole', '      - path: maintenance-plans', '  - path: commercial'],
      [
        'the first child page moved 2 spaces left as a whole',
        '      - path: window-cleaning',
        '      - path: gutter-cleaning',
      ],
    ] as const
  ).map(([name, first, next]): (typeof cases)[number] => {
    // The page's lines, up to the last one before the next page.
    const from = at(first);
    let to = at(next) - 1;
    while (site[to]!.trim() === '') to--;
    // The page before, under the same children: (0 for the first).
    const children = site.lastIndexOf('    children:', from);
    const above = site.findLastIndex((l, j) => j > children && j < from && l.startsWith('      - path: ')) + 1;
    return [
      name,
      (l) => {
        for (let j = from; j <= to; j++) l[j] = l[j]!.slice(2);
      },
      from + 1,
      // Still one of the pages under children:, lined up with the others: not moved out to the
      // top level, where it would stop being a child page (and the fix would name other pages
      // too). The first page has none before it: it lines up with the page after it, which is
      // where YAML stumbles, and which is not told to move.
      new RegExp(
        above > 0
          ? `^Lines ${from + 1}–${to + 1} are indented 2 spaces less than the lines around them\\. Line up line ${from + 1} with \`- path:\` on line ${above}\\.$`
          : `^Lines ${from + 1}–${to + 1} are indented 2 spaces less than the entries after them\\. Line up line ${from + 1} with \`- path:\` on line ${at(next) + 1}\\.$`,
      ),
      new RegExp(`^Add 2 spaces at the start of lines ${from + 1}–${to + 1}\\.$`),
    ];
  }),
];

describe('YAML mistakes in plain words', () => {
  it.each(cases)('%s: one error, on its line, saying what to change', (_, edit, expectedLine, message, fix) => {
    const { errors, ms } = errorsAfter(edit);
    expect(errors).toHaveLength(1);
    const [e] = errors;
    expect(e!.line).toBe(expectedLine);
    expect(e!.message).toMatch(message);
    expect(e!.fix).toMatch(fix);
    expect(`${e!.message} ${e!.fix}`).not.toMatch(JARGON);
    // The repair search reads the file again a few dozen times at most; a generous bound, for a busy machine.
    expect(ms).toBeLessThan(10_000);
  });
});

describe('mistakes once explained wrongly', () => {
  const soft = at('        heading: Reasons to choose {{company}}');

  it('a single alias with no anchor: named as such at its line, not as an alias bomb', () => {
    const { errors } = errorsAfter((l) => {
      l[soft] = '        heading: *popular';
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      line: soft + 1,
      message: `The alias \`*popular\` on line ${soft + 1} names no anchor: no value before it is marked \`&popular\`.`,
      where: expect.stringMatching(/^page \/ › block \d+ \(richText\) › heading$/),
    });
    expect(errors[0]!.fix).toContain('heading: "*popular"');
    expect(`${errors[0]!.message} ${errors[0]!.fix}`).not.toMatch(/never end|bomb/);
  });

  it('an alias names the anchor before it: one whose anchor comes only later is named, one after it reads', () => {
    const late = parseYaml('x.yaml', 'a: *later\nb: &later 1\n');
    expect(late.problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'The alias `*later` on line 1 names no anchor: no value before it is marked `&later`.'],
    ]);
    const early = parseYaml('x.yaml', 'b: &early [1, &inner 2]\na: *early\nc: *inner\n');
    expect(early.problems).toEqual([]);
    expect(early.data).toEqual({ b: [1, 2], a: [1, 2], c: 2 });
  });

  it('a top-level key written twice: both lines, and never a fix that moves it into a text block', () => {
    const menu = at('menu:');
    const { errors } = errorsAfter((l) => {
      l.push('menu:', '  - title: Home', '    url: /');
    });
    expect(errors).toHaveLength(1);
    const [e] = errors;
    expect(e!.message).toBe(`\`menu\` appears twice, at lines ${menu + 1} and ${site.length + 1}; remove one.`);
    expect(e!.line).toBe(site.length + 1);
    expect(e!.fix).not.toMatch(/(Add|Remove) \d+ spaces|one space/);
  });

  it('a colon in an unquoted title: put the text in quotes, on its line', () => {
    const { errors } = errorsAfter((l) => {
      l[soft] = '        heading: Soft washing: what it is';
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: soft + 1, column: 18 });
    expect(errors[0]!.message).toMatch(new RegExp(`^The text on line ${soft + 1} holds a colon followed by a space`));
    expect(errors[0]!.fix).toBe('Put the text in quotes: heading: "Soft washing: what it is"');
    expect(`${errors[0]!.message} ${errors[0]!.fix}`).not.toMatch(JARGON);
  });

  it.each([
    [1, '  email: Écrivez : office@example.com', 'email: "Écrivez : office@example.com"'],
    [2, '    label: Avis : Google', 'label: "Avis : Google"'],
  ])(
    'two unquoted texts with a colon, %i line(s) apart (French puts a space before it): one error naming both',
    (apart, second, quoted) => {
      const location = at('  location: Covington, LA');
      const other = apart === 1 ? location - 1 : location + 2;
      expect(site[other]!.trim().split(':')[0]).toBe(second.trim().split(':')[0]);
      const { errors } = errorsAfter((l) => {
        l[location] = '  location: Lyon : 4e arrondissement';
        l[other] = second;
      });
      const [a, b] = [Math.min(location, other), Math.max(location, other)];
      const fixes = {
        [location]: `location: "Lyon : 4e arrondissement" (line ${location + 1})`,
        [other]: `${quoted} (line ${other + 1})`,
      };
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        line: a + 1,
        message: `The texts on lines ${a + 1} and ${b + 1} hold a colon followed by a space, so each reads as the start of another field.`,
        fix: `Put each text in quotes: ${fixes[a]}; ${fixes[b]}`,
      });
      expect(`${errors[0]!.message} ${errors[0]!.fix}`).not.toMatch(JARGON);
    },
  );

  it.each([
    ['a field of business: indented one space too far', '  location: Covington, LA', ' ', 'business › location'],
    ['a field of business › reviews 2 spaces short', '    label: Reviews', '-2', 'business › reviews › label'],
    [
      'a heading of a block of the home page',
      '        heading: Reasons to choose {{company}}',
      ' ',
      /^page \/ › block \d+ \(richText\) › heading$/,
    ],
  ])('%s: says where it is, not "the top of the file"', (_, text, change, where) => {
    const i = at(text);
    const { errors } = errorsAfter((l) => {
      l[i] = change === ' ' ? ` ${text}` : text.slice(2);
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]!.line).toBe(i + 1);
    expect(errors[0]!.where).toMatch(where);
  });
});
