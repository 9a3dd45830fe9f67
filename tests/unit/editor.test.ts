// The editor, driven as an editor does: the real yaml-language-server from npm (pinned to
// 1.25, which runs on Node 20) over stdio, with the modeline of site.yaml pointing it at
// schema/. Completion after `- type: ` offers every block type with its description, then
// that block's fields; links that can never work are underlined while typing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTypeOf, readSchemaFiles } from '../../src/schema/schema-files.ts';
import { YamlLanguageServer } from '../support/lsp-client.ts';
import { testSite } from '../support/test-site.ts';

const file = testSite.file;
const site = readFileSync(file, 'utf8');
const blockFiles = readSchemaFiles().filter((f) => f.name.startsWith('blocks/'));
const server = new YamlLanguageServer();

beforeAll(() => server.start(process.cwd()), 60_000);
afterAll(() => server.stop());

/** site.yaml with `insert` put before the line `before`; returns the text and the 0-based line of the first inserted line. */
function insertBefore(before: string, insert: string[]): { text: string; line: number } {
  const lines = site.split('\n');
  const line = lines.indexOf(before);
  if (line < 0) throw new Error(`site.yaml has no line ${before}`);
  lines.splice(line, 0, ...insert);
  return { text: lines.join('\n'), line };
}
const docOf = (item: { documentation?: string | { value: string } }) =>
  typeof item.documentation === 'string' ? item.documentation : (item.documentation?.value ?? '');

describe('yaml-language-server with the schema of site.yaml', () => {
  it('finds no problem in the shipped site.yaml', async () => {
    expect(await server.open(file, site)).toEqual([]);
  }, 60_000);

  it('offers every block type, with its description, after `- type: ` in a new block', async () => {
    const { text, line } = insertBefore('      - type: richText', ['      - type: ']);
    await server.open(file, text);
    const items = await server.complete(file, line, '      - type: '.length);
    const types = blockFiles.map(blockTypeOf).sort();
    expect(items.map((i) => i.label).sort()).toEqual(types);
    for (const f of blockFiles) {
      const item = items.find((i) => i.label === blockTypeOf(f))!;
      expect(docOf(item), item.label).toBe(f.schema.description);
    }
  }, 60_000);

  it('once a type is chosen, offers the fields of that block', async () => {
    const { text, line } = insertBefore('      - type: richText', ['      - type: hero', '        ']);
    await server.open(file, text);
    const labels = (await server.complete(file, line + 1, 8)).map((i) => i.label);
    const hero = blockFiles.find((f) => blockTypeOf(f) === 'hero')!;
    for (const field of Object.keys(hero.schema.properties as object).filter((k) => k !== 'type'))
      expect(labels).toContain(field);
    expect(labels).not.toContain('groups'); // a field of faqAccordion, not of hero
  }, 60_000);

  it.each([
    ['javascript:alert(1)', true],
    ['JAVASCRIPT:alert(1)', true],
    ['tel:call-us', true],
    ['mailto:office', true],
    ['ftp://files.example.com/list.pdf', true],
    ['//evil.example', true],
    ['HTTPS://www.example.com/', true],
    ['TEL:+19855550142', true],
    ['https://www.example.com/', false],
    ['tel:+19855550142', false],
    ['residential/faqs#gutter-cleaning', false],
  ])(
    'a menu link %s is underlined while typing: %s',
    async (url, underlined) => {
      const lines = site.split('\n');
      const line = lines.indexOf('    url: /');
      lines[line] = `    url: "${url}"`;
      const diagnostics = await server.open(file, lines.join('\n'));
      const here = diagnostics.filter((d) => d.range.start.line === line);
      if (underlined) {
        expect(here.map((d) => d.message)).toEqual([
          expect.stringMatching(/^This link cannot work: use a page of this site/),
        ]);
      } else {
        expect(here).toEqual([]);
      }
    },
    60_000,
  );
});
