// A site of many files: pages and branches of the page tree taken from files under pages/.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { formatProblem } from '../../src/validate/problem.ts';
import { testSite } from '../support/test-site.ts';

const fixture = readFileSync('tests/fixtures/valid/site.yaml', 'utf8');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A site folder holding site.yaml and the given files. */
function site(siteYaml: string, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'includes-'));
  made.push(dir);
  writeFileSync(join(dir, 'site.yaml'), siteYaml);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const load = (dir: string) => loadSiteFile(join(dir, 'site.yaml'), undefined, { publicDir: testSite.publicDir });
const errors = (dir: string) => load(dir).problems.filter((p) => p.severity === 'error');

// The why-use-us page of the fixture, as written there, and moved to a file of its own.
const WHY = `  - path: why-use-us
    name: Why Use Us
    heading: Why Use Us
    blocks:
      - type: richText
        text: Call [(985) 555-0142](tel:+19855550142) or [write to us](mailto:office@pelicanexterior.example).
`;
const unindent = (text: string, by: number) =>
  text
    .split('\n')
    .map((l) => l.slice(by))
    .join('\n');
const WHY_FILE = unindent(WHY.replace('  - path', '    path'), 4);

describe('a site of many files', () => {
  it('the fixture holds the page this test moves', () => {
    expect(fixture).toContain(WHY);
  });

  it('a page moved into its own file changes nothing in the site', () => {
    const whole = load(site(fixture));
    const split = load(
      site(fixture.replace(WHY, '  - page: pages/why-use-us.yaml\n'), { 'pages/why-use-us.yaml': WHY_FILE }),
    );
    expect(split.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(whole.config).toBeDefined();
    expect(split.config).toEqual(whole.config);
  });

  it('children: takes every page of a folder, by file name, and a list from a file', () => {
    const whole = load(site(fixture));
    const dir = site(
      fixture.replace(WHY, `${WHY}  - path: more\n    heading: More\n    blocks: []\n    children: pages/more/\n`),
      {
        'pages/more/b.yaml': 'path: b\nheading: B\nblocks: []\n',
        'pages/more/a.yaml': 'path: a\nheading: A\nblocks: []\n',
        'pages/more/notes.txt': 'not a page',
      },
    );
    const got = load(dir);
    expect(got.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const more = got.config!.routes.find((r) => r.path === 'more')!;
    expect(more.children!.map((r) => r.path)).toEqual(['a', 'b']);
    expect(got.config!.routes.length).toBe(whole.config!.routes.length + 1);
    const list = load(
      site(
        fixture.replace(
          WHY,
          `${WHY}  - path: more\n    heading: More\n    blocks: []\n    children: pages/more.yaml\n`,
        ),
        {
          'pages/more.yaml': '- path: a\n  heading: A\n  blocks: []\n- page: pages/b.yaml\n',
          'pages/b.yaml': 'path: b\nheading: B\nblocks: []\n',
        },
      ),
    );
    expect(list.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(list.config!.routes.find((r) => r.path === 'more')!.children!.map((r) => r.path)).toEqual(['a', 'b']);
  });

  it('a mistake in an included file is reported at its own line and column', () => {
    const dir = site(fixture.replace(WHY, '  - page: pages/why-use-us.yaml\n'), {
      'pages/why-use-us.yaml': WHY_FILE.replace('heading: Why Use Us', 'heading: Why Use Us\nheadnig: typo'),
    });
    const [first, ...rest] = errors(dir);
    expect(rest).toEqual([]);
    expect(formatProblem(first)).toMatch(/pages\/why-use-us\.yaml:4:1 error:/);
    expect(first.message).toMatch(/headnig/);
  });

  it('lists the problems of site.yaml first, then those of each included file in order', () => {
    const dir = site(
      fixture
        .replace(WHY, '  - page: pages/b.yaml\n  - page: pages/a.yaml\n')
        .replace('heading: Residential\n', 'heading: Residential\n    headnig: x\n'),
      {
        'pages/a.yaml': 'path: a\nheading: A\nheadnig: y\nblocks: []\n',
        'pages/b.yaml': 'path: b\nheadnig: z\nheading: B\nblocks: []\n',
      },
    );
    expect(errors(dir).map((p) => `${p.file.replace(/.*\/(pages\/|site\.yaml)/, '$1')}:${p.line}`)).toEqual([
      expect.stringMatching(/^site\.yaml:\d+$/),
      'pages/a.yaml:3',
      'pages/b.yaml:2',
    ]);
  });

  it('a YAML syntax error in an included file names that file', () => {
    const dir = site(fixture.replace(WHY, '  - page: pages/why-use-us.yaml\n'), {
      'pages/why-use-us.yaml': WHY_FILE.replace('name: Why Use Us', 'name: "Why Use Us'),
    });
    const [first] = errors(dir);
    expect(first.file).toMatch(/pages\/why-use-us\.yaml$/);
    expect(first.line).toBeGreaterThanOrEqual(2);
    expect(first.message).toMatch(/quote|indented/);
  });

  it('a link check in an included file points into that file', () => {
    const dir = site(fixture.replace(WHY, '  - page: pages/why-use-us.yaml\n'), {
      'pages/why-use-us.yaml': WHY_FILE.replace(
        '[write to us](mailto:office@pelicanexterior.example)',
        '[see](/no-such-page)',
      ),
    });
    const found = errors(dir);
    expect(found.length).toBe(1);
    expect(found[0].file).toMatch(/pages\/why-use-us\.yaml$/);
    expect(found[0].line).toBe(6);
  });

  const refused = (include: string, files: Record<string, string> = {}, setup?: (dir: string) => void) => {
    const dir = site(fixture.replace(WHY, `  - page: ${include}\n`), files);
    setup?.(dir);
    const found = errors(dir);
    expect(found.length).toBe(1);
    expect(found[0].file).toMatch(/site\.yaml$/);
    expect(found[0].line).toBe(fixture.split('\n').findIndex((l) => l.includes('path: why-use-us')) + 1);
    return found[0].message;
  };

  it('refuses a missing file, a path out of the folder, an absolute path, and a file not under pages/', () => {
    expect(refused('pages/nothing.yaml')).toMatch(/pages\/nothing\.yaml does not exist/);
    expect(refused('pages/../../../etc/passwd.yaml')).toMatch(/goes up out of its folder/);
    expect(refused('/etc/hosts.yaml')).toMatch(/not a path inside the site's folder/);
    expect(refused('site.yaml')).toMatch(/not under pages\//);
  });

  it('refuses a symlink that leads out of the site folder, without reading it', () => {
    const outside = site('secret: 1\n');
    const message = refused('pages/out.yaml', {}, (dir) => {
      mkdirSync(join(dir, 'pages'));
      symlinkSync(join(outside, 'site.yaml'), join(dir, 'pages/out.yaml'));
    });
    expect(message).toMatch(/symlink to a place outside the site's folder/);
  });

  it('refuses a symlink out of the site folder inside a folder of pages', () => {
    const outside = site('path: secret\nheading: Secret\nblocks: []\n');
    const dir = site(
      fixture.replace(WHY, `${WHY}  - path: more\n    heading: More\n    blocks: []\n    children: pages/more/\n`),
      {
        'pages/more/a.yaml': 'path: a\nheading: A\nblocks: []\n',
      },
    );
    symlinkSync(join(outside, 'site.yaml'), join(dir, 'pages/more/b.yaml'));
    const found = errors(dir);
    expect(found.map((p) => p.message)).toEqual([
      "pages/more/b.yaml is a symlink to a place outside the site's folder, which is never read.",
    ]);
  });

  it('refuses a cycle and names the files in it', () => {
    const dir = site(fixture.replace(WHY, '  - page: pages/a.yaml\n'), {
      'pages/a.yaml': 'path: a\nheading: A\nblocks: []\nchildren: pages/b.yaml\n',
      'pages/b.yaml': '- page: pages/a.yaml\n',
    });
    const found = errors(dir);
    expect(found.length).toBe(1);
    expect(found[0].file).toMatch(/pages\/b\.yaml$/);
    expect(found[0].message).toMatch(/includes itself, through pages\/a\.yaml → pages\/b\.yaml → pages\/a\.yaml/);
  });

  it('keeps the 2 MB cap and the alias limit for each included file', () => {
    const big = WHY_FILE + `# ${'x'.repeat(2.1 * 1024 * 1024)}\n`;
    expect(refused('pages/big.yaml', { 'pages/big.yaml': big })).toMatch(/2\.1 MB; a site file may be at most 2 MB/);
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++)
      bomb.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [*${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}, *${String.fromCharCode(96 + i)}]`,
      );
    const dir = site(fixture.replace(WHY, '  - page: pages/bomb.yaml\n'), {
      'pages/bomb.yaml': `${bomb.join('\n')}\n`,
    });
    const found = errors(dir);
    expect(found[0].file).toMatch(/pages\/bomb\.yaml$/);
    expect(found[0].message).toMatch(/repeats YAML aliases/);
  });

  it('reads a site of 10,000 included pages', () => {
    const files: Record<string, string> = {};
    const list: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      files[`pages/many/p${String(i).padStart(5, '0')}.yaml`] = `path: p${i}\nheading: Page ${i}\nblocks: []\n`;
    }
    list.push('  - path: many\n    heading: Many\n    blocks: []\n    children: pages/many/\n');
    const dir = site(fixture.replace(WHY, WHY + list.join('')), files);
    const got = load(dir);
    expect(got.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(got.config!.routes.find((r) => r.path === 'many')!.children!.length).toBe(10_000);
  }, 120_000);
});
