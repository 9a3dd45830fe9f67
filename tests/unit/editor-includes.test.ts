// The local editor opens and saves a site whose pages are partly in files under pages/: it edits
// site.yaml as written (the "page: pages/x.yaml" entries stay), and refuses, in plain words, a
// change that would drop or replace an included page, since it does not edit those files yet.
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
  it('checks the site with its included pages and shows site.yaml as written', () => {
    const { result, problems } = checkText(join(dir, 'site.yaml'), text);
    expect(problems.filter((p) => p.severity === 'error' && !/public\//.test(p.message))).toEqual([]);
    const data = dataOfDoc(result) as { routes: unknown[] };
    expect(data.routes).toContainEqual({ page: 'pages/why-use-us.yaml' });
  });

  it('saves a change elsewhere with the include entry and its comment kept', () => {
    const data = dataOfDoc(checkText(join(dir, 'site.yaml'), text).result) as { business: { company: string } };
    const out = editYaml(text, { ...data, business: { ...data.business, company: 'Pelican Two' } });
    expect(out).toContain('  # kept in its own file\n  - page: pages/why-use-us.yaml\n');
    expect(out).toContain('Pelican Two');
  });

  it('refuses a change that would drop an included page, naming the file', () => {
    const data = dataOfDoc(checkText(join(dir, 'site.yaml'), text).result) as { routes: unknown[] };
    const without = { ...data, routes: data.routes.filter((r) => !(r as { page?: string }).page) };
    expect(() => editYaml(text, without)).toThrow(YamlEditError);
    expect(() => editYaml(text, without)).toThrow(/pages\/why-use-us\.yaml .*text editor/);
  });
});
