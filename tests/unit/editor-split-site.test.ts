// The whole site the editor's forms edit, split back into its files (editor/server/split-site.ts)
// for the two other kinds of include: a list of pages in one file (children: pages/x.yaml) and a
// folder of pages, one file each (children: pages/x/). A page added to or removed from a list file
// is that file's change; a folder's pages are edited in their own files, and a page added to or
// removed from a folder is refused in words (it would need a file made or removed).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkText, dataOfDoc } from '../../editor/server/problems.ts';
import { pageFilesOf } from '../../editor/server/page-files.ts';
import { splitSite, SplitRefused } from '../../editor/server/split-site.ts';

type Page = { path: string; heading: string; children?: Page[] };
const fixture = readFileSync('tests/fixtures/valid/site.yaml', 'utf8');
const page = (path: string, indent: string) =>
  `${indent}- path: ${path}\n${indent}  name: ${path}\n${indent}  heading: About ${path}\n${indent}  blocks:\n${indent}    - type: richText\n${indent}      text: All about ${path}.\n`;
const dir = mkdtempSync(join(tmpdir(), 'editor-split-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'pages/towns'), { recursive: true });
writeFileSync(join(dir, 'pages/faqs.yaml'), `# the questions\n${page('gutters', '')}${page('roofs', '')}`);
writeFileSync(
  join(dir, 'pages/towns/a.yaml'),
  page('covington', '').replace('- path', '  path').replace(/^ {2}/gm, ''),
);
writeFileSync(join(dir, 'pages/towns/b.yaml'), page('mandeville', '').replace(/^- /, '').replace(/^ {2}/gm, ''));
const text = fixture.replace(
  '\nroutes:\n',
  `\nroutes:\n  - path: questions\n    name: Questions\n    heading: Questions\n    blocks: []\n    children: pages/faqs.yaml\n  - path: towns\n    name: Towns\n    heading: Towns\n    blocks: []\n    children: pages/towns/\n`,
);
writeFileSync(join(dir, 'site.yaml'), text);

function site() {
  const { result } = checkText(join(dir, 'site.yaml'), text);
  const files = pageFilesOf(join(dir, 'site.yaml'), result);
  const data = dataOfDoc(result) as { routes: Page[] };
  const split = (next: unknown) => splitSite(result.source?.written, data, next, files);
  return { data, files, split };
}
const routeOf = (data: { routes: Page[] }, path: string) => data.routes.find((r) => r.path === path)!;

describe('splitting the whole site back into its files', () => {
  it('reads the list and the folder in place, and says where each file is', () => {
    const { data, split } = site();
    expect(routeOf(data, 'questions').children!.map((p) => p.path)).toEqual(['gutters', 'roofs']);
    expect(routeOf(data, 'towns').children!.map((p) => p.path)).toEqual(['covington', 'mandeville']);
    const i = data.routes.findIndex((r) => r.path === 'towns');
    const { entries, pages, site: written } = split(data);
    expect(pages.size).toBe(0);
    expect((written as { routes: { children?: unknown }[] }).routes.map((r) => r.children).slice(0, 2)).toEqual([
      'pages/faqs.yaml',
      'pages/towns/',
    ]);
    expect(entries).toContainEqual({ path: ['routes', i - 1, 'children'], file: 'pages/faqs.yaml', kind: 'list' });
    expect(entries).toContainEqual({ path: ['routes', i, 'children'], file: 'pages/towns/', kind: 'folder' });
    expect(entries).toContainEqual({ path: ['routes', i, 'children', 1], file: 'pages/towns/b.yaml', kind: 'page' });
  });

  it('puts a page added to, or removed from, a list file into that file', () => {
    const { data, split } = site();
    const next = structuredClone(data);
    const faqs = routeOf(next, 'questions').children!;
    faqs.splice(0, 1);
    faqs.push({ path: 'decks', heading: 'Decks' });
    const { pages, site: written } = split(next);
    expect([...pages.keys()]).toEqual(['pages/faqs.yaml']);
    expect((pages.get('pages/faqs.yaml')!.data as Page[]).map((p) => p.path)).toEqual(['roofs', 'decks']);
    expect(JSON.stringify(written)).not.toContain('decks');
  });

  it("edits a folder's page in its own file, and refuses a page added to the folder, in words", () => {
    const { data, split } = site();
    const edited = structuredClone(data);
    routeOf(edited, 'towns').children![1].heading = 'Mandeville, on the lake';
    const { pages } = split(edited);
    expect([...pages.keys()]).toEqual(['pages/towns/b.yaml']);
    expect((pages.get('pages/towns/b.yaml')!.data as Page).heading).toBe('Mandeville, on the lake');
    const added = structuredClone(data);
    routeOf(added, 'towns').children!.push({ path: 'slidell', heading: 'Slidell' });
    expect(() => split(added)).toThrow(SplitRefused);
    expect(() => split(added)).toThrow(/pages under pages\/towns\/ are one file each.*text editor/);
  });
});
