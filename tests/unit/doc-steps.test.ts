// The "Add a page" steps of docs/developer.md work on the real site.yaml, and a broken link in the
// new page is reported at its exact line, with the page it meant; the example of "Reading an error"
// in docs/owner.md is what validate prints.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { formatProblem } from '../../src/validate/problem.ts';
import { testSite } from '../support/test-site.ts';

const developer = readFileSync('docs/developer.md', 'utf8');
const owner = readFileSync('docs/owner.md', 'utf8');
const site = readFileSync(testSite.file, 'utf8');
const section = developer.split('## Add a page\n')[1].split('\n## ')[0];
const snippet = /```yaml\n([\s\S]*?)```/
  .exec(section)![1]
  .replace(/^ {3}/gm, '')
  .replace(/ +#.*$/gm, '');

function addPage(text: string): { text: string } {
  const lines = text.split('\n');
  const routes = lines.indexOf('routes:');
  lines.splice(routes + 1, 0, ...snippet.trimEnd().split('\n'));
  const menu = lines.indexOf('menu:');
  lines.splice(menu + 1, 0, '  - title: Gutter Guards', '    url: gutter-guards');
  return { text: lines.join('\n') };
}

describe('docs/developer.md: Add a page', () => {
  it('has three steps', () => {
    expect(section.match(/^\d\. /gm)).toEqual(['1. ', '2. ', '3. ']);
  });

  it('the steps give a valid site with the new page in the menu', () => {
    const { config, problems } = loadSiteText('site.yaml', addPage(site).text);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(config?.routes.some((r) => r.path === 'gutter-guards')).toBe(true);
    expect(config?.menu[0]).toEqual({ title: 'Gutter Guards', url: 'gutter-guards' });
  });

  it('a broken link in the new page names its line, column and the page it meant', () => {
    const text = addPage(site).text.replace('[Ask for a quote](/contact)', '[Ask for a quote](/contacts)');
    const line = text.split('\n').findIndex((l) => l.includes('(/contacts)')) + 1;
    const errors = loadSiteText('site.yaml', text).problems.filter((p) => p.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(formatProblem(errors[0])).toBe(
      [
        `site.yaml:${line}:${text.split('\n')[line - 1].indexOf('](/contacts') + 1} error: The link in the text "/contacts" goes to /contacts, which is not a page of this site. Did you mean /contact?`,
        '  at page /gutter-guards › block 1 (richText) › text',
        '  fix: Write /contact, or the path of another page listed under routes:.',
      ].join('\n'),
    );
  });
});

describe('docs/developer.md: Add a page under another page', () => {
  const nested = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)][1]![1]!
    .replace(/^ {3}/gm, '')
    .replace(/ +#.*$/gm, '')
    .trimEnd()
    .split('\n');

  function addNested(menuUrl: string): string {
    const lines = site.split('\n');
    // The snippet starts with the parent's children: line; put its pages under /residential's.
    const children = lines.indexOf('    children:', lines.indexOf('  - path: residential'));
    expect(nested[0]).toBe('    children:');
    lines.splice(children + 1, 0, ...nested.slice(1));
    lines.splice(lines.indexOf('menu:') + 1, 0, '  - title: Gutter Guards', `    url: ${menuUrl}`);
    return lines.join('\n');
  }

  it('the nested snippet, pasted at its own indentation, gives /residential/gutter-guards', () => {
    const { config, problems } = loadSiteText('site.yaml', addNested('residential/gutter-guards'));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const residential = config!.routes.find((r) => r.path === 'residential')!;
    expect(residential.children!.some((c) => c.path === 'gutter-guards')).toBe(true);
  });

  it('a menu url written as if the page were at the top suggests the nested path', () => {
    const errors = loadSiteText('site.yaml', addNested('gutter-guards')).problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => e.message)).toEqual([
      'The menu link "gutter-guards" goes to /gutter-guards, which is not a page of this site. Did you mean residential/gutter-guards?',
    ]);
  });

  it('the example of "Reading an error" (docs/owner.md) is what validate prints for that mistake', () => {
    const reading = owner.split('## Reading an error\n')[1]!;
    const example = /```\n(site\.yaml:\d+:\d+ error: The menu link[^\n]*)\n {2}at ([^\n]*)\n {2}fix: ([^\n]*)/.exec(
      reading,
    )!;
    const lines = site.split('\n');
    const i = lines.indexOf('        url: faqs');
    lines[i] = '        url: residential-faqs';
    const [e] = loadSiteText('site.yaml', lines.join('\n')).problems.filter((p) => p.severity === 'error');
    expect(formatProblem(e!)).toBe(
      `${example[1]!.replace(/:\d+:\d+ /, `:${i + 1}:14 `)}\n  at ${example[2]}\n  fix: ${example[3]}`,
    );
  });
});
