// Writes docs/settings.md from schema/site.schema.json: every section of site.yaml outside the
// pages' blocks (business, menu, header, footer, trust, notFound, emailjs, routes), with the
// fields of each and what they hold. The schema is the source; a unit test fails when the file
// is stale. docs/blocks.md covers the blocks.
import { resolve } from 'node:path';
import { readSchemaFiles, type JsonSchema } from '../schema/schema-files.ts';
import { localDef, rows, type LocalDefs } from './generate-docs.ts';

export const settingsDocsFile = resolve(import.meta.dirname, '../../docs/settings.md');

export function generateSettingsDocs(): string {
  const site = readSchemaFiles().find((f) => f.name === 'site.schema.json')?.schema as JsonSchema;
  const defs = (site.$defs ?? {}) as LocalDefs;
  const required = new Set<string>(site.required ?? []);
  const sections = Object.entries<JsonSchema>(site.properties ?? {});
  const out = [
    '<!-- Generated from schema/site.schema.json by `npm run gen`. Do not edit: change the schema and run it again. -->',
    '# Site settings',
    '',
    '`site.yaml` holds the whole site: the sections below, then the pages under `routes:`, each a list of',
    'blocks ([docs/blocks.md](blocks.md)). A field marked "yes" is required; `a.b` is the field `b` inside',
    '`a`, and `a[].b` the field `b` of each entry of the list `a`. Kinds (link, picture, formatted text,',
    'business facts such as `{{company}}`) are explained at the top of docs/blocks.md. Run',
    '`npm run validate` after a change: it names the line of any mistake.',
    '',
    'The first line of `site.yaml` points editors (VS Code with the YAML extension) at the schema, so they',
    'complete and check fields as you type. Write the path from the folder of the site file to',
    '`schema/site.schema.json` in this repository, e.g. for a site in `examples/landscaping/`:',
    '',
    '```yaml',
    '# yaml-language-server: $schema=../../schema/site.schema.json',
    '```',
    '',
    ...sections.map(([key]) => `- [\`${key}\`](#${key.toLowerCase()})${required.has(key) ? ' (required)' : ''}`),
    '',
  ];
  for (const [key, prop] of sections) {
    const section = localDef(prop, defs) ?? prop;
    const list = section.type === 'array';
    const fields = list ? (localDef(section.items ?? {}, defs) ?? section.items) : section;
    out.push(`## ${key}`, '');
    for (const text of new Set([prop.description, section.description, list ? fields?.description : undefined]))
      if (text) out.push(String(text), '');
    if (list) out.push(`A list: each entry starts with \`-\` and has these fields.`, '');
    const table: string[] = [];
    if (fields) rows(fields, list ? `${key}[].` : `${key}.`, table, defs, new Set([fields]));
    if (table.length) out.push('| field | required | kind | what it is |', '|---|---|---|---|', ...table, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
