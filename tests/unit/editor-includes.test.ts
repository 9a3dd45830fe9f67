// The local editor opens a site whose pages are partly in files under pages/: it shows the whole
// site, each included page in its place; site.yaml's own edits keep its "page: pages/x.yaml"
// entries (editor/server/split-site.ts puts them back), and yaml-edit refuses, in plain words,
// a text that would drop one. The API's side: tests/integration/editor-page-files.test.ts.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkText, dataOfDoc } from '../../editor/server/problems.ts';
import { editYaml, YamlEditError } from '../../editor/shared/yaml-edit.ts';

const fixture = readFileSync('tests/fixtures/valid/site.yaml', 'utf8');
const WHY_START = fixture.indexOf('  - path: why-use-us');
const WHY_END = fixture.indexOf('  - path: residential');
const why = fixture.slice(WHY_START, WHY_END);
const whyFile = why
  .replace('  - path', '    path')
  .split('\n')
  .map((l) => l.slice(4))
  .join('\n');
const text = `${fixture.slice(0, WHY_START)}  # kept in its own file
  - page: pages/why-use-us.yaml
${fixture.slice(WHY_END)}`;

const dir = mkdtempSync(join(tmpdir(), 'editor-includes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'pages'));
writeFileSync(join(dir, 'site.yaml'), text);
writeFileSync(join(dir, 'pages/why-use-us.yaml'), whyFile);

describe('the editor and a site of many files', () => {
  it('checks the site with its included pages and shows the whole site, site.yaml as written kept apart', () => {
    const { result, problems } = checkText(join(dir, 'site.yaml'), text);
    expect(problems.filter((p) => p.severity === 'error' && !/public\//.test(p.message))).toEqual([]);
    const data = dataOfDoc(result) as { routes: unknown[] };
    expect(data.routes).not.toContainEqual({ page: 'pages/why-use-us.yaml' });
    expect(data.routes).toContainEqual(expect.objectContaining({ path: 'why-use-us', heading: 'Why Use Us' }));
    expect((result.source?.written as { routes: unknown[] }).routes).toContainEqual({ page: 'pages/why-use-us.yaml' });
  });

  it('saves a change elsewhere with the include entry and its comment kept', () => {
    const data = checkText(join(dir, 'site.yaml'), text).result.source?.written as { business: { company: string } };
    const out = editYaml(text, { ...data, business: { ...data.business, company: 'Pelican Two' } });
    expect(out).toContain('  # kept in its own file\n  - page: pages/why-use-us.yaml\n');
    expect(out).toContain('Pelican Two');
  });

  it('refuses a change that would drop an included page, naming the file', () => {
    const data = checkText(join(dir, 'site.yaml'), text).result.source?.written as { routes: unknown[] };
    const without = { ...data, routes: data.routes.filter((r) => !(r as { page?: string }).page) };
    expect(() => editYaml(text, without)).toThrow(YamlEditError);
    expect(() => editYaml(text, without)).toThrow(/pages\/why-use-us\.yaml .*text editor/);
  });
});
