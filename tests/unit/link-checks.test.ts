// Checks beyond the schema: links found through the schema, URL rules, anchors and files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { classifyUrl, resolveSitePath } from '../../src/validate/checks/url-checks.ts';
import { findShared, findSharedInBlocks } from '../../src/schema/schema-walk.ts';
import { readSchemaFiles } from '../../src/schema/schema-files.ts';
import { testSite } from '../support/test-site.ts';

const base = readFileSync('tests/fixtures/valid/site.yaml', 'utf8');
const problemsOf = (text: string) => loadSiteText('copy.yaml', text).problems;
const errorsOf = (text: string) => problemsOf(text).filter((p) => p.severity === 'error');
function edit(find: string, replace: string): { text: string; line: number } {
  const at = base.indexOf(find);
  if (at < 0) throw new Error(`no ${find}`);
  return {
    text: base.slice(0, at) + replace + base.slice(at + find.length),
    line: base.slice(0, at).split('\n').length,
  };
}

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

/** Whether a value fills a field that its schema declares as Markdown (nested blocks behind a $ref are not followed). */
function fillsMarkdown(schema: SchemaNode, value: unknown): boolean {
  if (Array.isArray(value)) return value.some((v) => fillsMarkdown(schema.items ?? {}, v));
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => {
    const prop = schema.properties?.[key];
    if (!prop) return false;
    return prop.$ref?.endsWith('$defs/markdown') ? typeof v === 'string' : fillsMarkdown(prop, v);
  });
}

describe('URL rules', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:x'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
  ])('refuses %j', (url) => {
    const v = classifyUrl(url);
    expect(v.kind).toBe('bad');
    expect(v.kind === 'bad' && v.message).toMatch(/could run code/);
  });

  it('accepts dialable tel: numbers and refuses others', () => {
    for (const ok of ['tel:+19855550142', 'tel:985-555-0142', 'tel:(985) 555.0142'])
      expect(classifyUrl(ok).kind, ok).toBe('tel');
    for (const bad of ['tel:', 'tel:call-us', 'tel:123', 'tel:+1985555014212345678'])
      expect(classifyUrl(bad).kind, bad).toBe('bad');
  });

  it('accepts mailto: addresses and refuses others', () => {
    expect(classifyUrl('mailto:office@pelicanexterior.example').kind).toBe('mailto');
    expect(classifyUrl('mailto:office@pelicanexterior.example?subject=Quote').kind).toBe('mailto');
    for (const bad of ['mailto:', 'mailto:office', 'mailto:a@b']) expect(classifyUrl(bad).kind, bad).toBe('bad');
  });

  it('allows only http(s) for other sites', () => {
    expect(classifyUrl('https://www.bbb.org/x').kind).toBe('external');
    for (const bad of ['ftp://x.example/a', 'file:///etc/passwd', '//evil.example/x', 'https://', 'chrome://settings'])
      expect(classifyUrl(bad).kind, bad).toBe('bad');
  });

  it('reads site paths from the site root', () => {
    expect(classifyUrl('residential/faqs#gutter-cleaning')).toEqual({
      kind: 'site',
      path: 'residential/faqs',
      anchor: 'gutter-cleaning',
    });
    expect(classifyUrl('#top')).toEqual({ kind: 'anchor', anchor: 'top' });
    expect(resolveSitePath('residential/faqs/')).toBe('/residential/faqs');
    expect(resolveSitePath('./why-use-us')).toBe('/why-use-us');
    expect(resolveSitePath('/')).toBe('/');
  });
});

describe('links are found through the schema', () => {
  it('finds menu links, block ids, FAQ group ids and Markdown (nested blocks too)', () => {
    const { config } = loadSiteText('copy.yaml', base);
    const found = findShared(config).map((f) => `${f.kind} ${f.path.join('/')}`);
    expect(found).toContain('link menu/1/submenu/1/url');
    expect(found).toContain('anchorId routes/0/blocks/0/id');
    expect(found).toContain('anchorId routes/2/children/0/blocks/0/groups/1/id');
    expect(found).toContain('markdown routes/2/children/0/blocks/0/groups/0/items/0/answer');
    expect(found).toContain('markdown routes/3/blocks/0/aside/0/text');
    expect(found).not.toContain('markdown routes/2/blocks/0/text'); // underConstruction text is plain text
  });

  it('walks the example of every block type in schema/blocks, and finds a value for every shared field it uses', () => {
    const checked = new Set<string>();
    for (const file of readSchemaFiles().filter((f) => f.name.startsWith('blocks/'))) {
      const examples = (file.schema.examples as unknown[] | undefined) ?? [];
      const found = findSharedInBlocks(examples);
      const text = JSON.stringify(file.schema);
      const example = JSON.stringify(examples);
      // A block whose example fills a link, image or Markdown field must show it here.
      const filled = {
        link: /"(\/|https?:|tel:|mailto:)[^"]*"/.test(example),
        image: /"src"/.test(example),
        markdown: examples.some((e) => fillsMarkdown(file.schema as SchemaNode, e)),
      };
      for (const kind of ['link', 'image', 'markdown'] as const) {
        if (!text.includes(`$defs/${kind}"`) || !filled[kind]) continue;
        expect(found.filter((f) => f.kind === kind).length, `${file.name} ${kind}`).toBeGreaterThan(0);
        checked.add(kind);
      }
    }
    // Each kind was checked on at least one block: the loop cannot pass by skipping them all.
    expect([...checked].sort()).toEqual(['image', 'link', 'markdown']);
  });
});

describe('internal links and anchors', () => {
  it('accepts the valid fixture without errors', () => {
    expect(errorsOf(base)).toEqual([]);
  });

  it('points at the exact line and column of a broken link inside Markdown, and suggests the closest page', () => {
    const { text, line } = edit('[why people choose us](why-use-us)', '[why people choose us](why-use-them)');
    const [e] = errorsOf(text);
    expect(e).toMatchObject({ line, column: text.split('\n')[line - 1].indexOf('](why-use-them') + 1 });
    expect(e.message).toBe(
      'The link in the text "why-use-them" goes to /why-use-them, which is not a page of this site. Did you mean why-use-us?',
    );
    expect(e.where).toBe('page / › block 1 (richText) › text');
    expect(e.fix).toMatch(/routes:/);
  });

  it('checks a #anchor of a link on its target page and lists the ids there', () => {
    const { text } = edit('url: residential/faqs#gutter-cleaning', 'url: /residential/faqs#windows');
    const [e] = errorsOf(text);
    expect(e.message).toBe(
      'The menu link "/residential/faqs#windows" goes to #windows on the page /residential/faqs, which has no section with that id.',
    );
    expect(e.fix).toBe(
      'Ids on /residential/faqs: gutter-cleaning, roof-washing. Or add "id: windows" to a block there.',
    );
  });

  it('finds block ids as anchors too, and a #link in the menu names no page', () => {
    expect(errorsOf(edit('url: /contact', 'url: /#welcome').text)).toEqual([]);
    const [e] = errorsOf(edit('url: /contact', 'url: "#welcome"').text);
    expect(e.message).toBe('The menu link "#welcome" names no page.');
  });

  it('refuses . and .. in a path, which the browser and the checker could read differently', () => {
    const [e] = errorsOf(edit('url: why-use-us', 'url: ../why-use-us').text);
    expect(e.message).toBe('The menu link "../why-use-us" uses . or .. in its path.');
    expect(e.fix).toBe('Write the path from the site root instead: /why-use-us.');
  });

  it('reports every problem with a file position, where and a fix', () => {
    const text = edit('    url: /contact', '    url: ftp://x.example')
      .text.replace('(tel:+19855550142)', '(tel:call)')
      .replace('/images/logo.svg', '/images/nope.svg');
    const errors = errorsOf(text);
    expect(errors).toHaveLength(3);
    for (const e of errors) {
      expect(e.line).toBeGreaterThan(1);
      expect(e.where).not.toBe('');
      expect(e.fix).toBeTruthy();
    }
  });

  it('warns (not errors) for a picture from another site', () => {
    const problems = problemsOf(edit('/images/logo.svg', 'https://cdn.example.com/logo.svg').text);
    const logo = problems.find((p) => p.where === 'business › logo › src');
    expect(logo?.severity).toBe('warning');
    expect(logo?.message).toMatch(/security policy/);
  });
});

describe('a child page moved out of its parent', () => {
  it("each link to it names the page that stands outside, and asks to indent it back under the parent's children:", () => {
    const site = readFileSync(testSite.file, 'utf8').split('\n');
    const start = site.indexOf('      - path: maintenance-plans');
    let end = start + 1;
    while (end < site.length && (site[end].trim() === '' || site[end].search(/\S/) > 6)) end++;
    const moved = [...site.slice(0, start), ...site.slice(start, end).map((l) => l.slice(4)), ...site.slice(end)];
    const errors = errorsOf(moved.join('\n')).filter((e) => e.message.includes('/residential/maintenance-plans'));
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) {
      expect(e.message).toMatch(
        new RegExp(
          `The page /maintenance-plans on line ${start + 1} has its name but stands outside /residential: was it meant to be under the children: of /residential\\?$`,
        ),
      );
      expect(e.fix).toMatch(
        /^Indent the lines of the page \/maintenance-plans \(from line \d+\) to line up with the other pages under children: of \/residential/,
      );
    }
  });

  it('a link to a page under another parent keeps "Did you mean": indenting cannot move a page there', () => {
    const text = readFileSync(testSite.file, 'utf8').replace(
      'link: /residential/roof-washing',
      'link: /commercial/roof-washing',
    );
    const errors = errorsOf(text).filter((e) => e.message.includes('/commercial/roof-washing'));
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) {
      expect(e.message).not.toMatch(/stands outside/);
      expect(e.message).toMatch(/Did you mean \/residential\/roof-washing\?/);
    }
  });
});
