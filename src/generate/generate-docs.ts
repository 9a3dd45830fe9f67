// Writes docs/blocks.md from schema/: every block type with its fields and a short YAML
// example. The schema is the source; a unit test fails when the file is stale.
import { resolve } from 'node:path';
import { stringify } from 'yaml';
import { blockTypeOf, readSchemaFiles, type JsonSchema } from '../schema/schema-files.ts';

export const docsFile = resolve(import.meta.dirname, '../../docs/blocks.md');

type Schema = JsonSchema;

const SHARED: Record<string, string> = {
  link: 'link',
  image: 'picture (src, alt, width, height)',
  markdown: 'formatted text (Markdown)',
  anchorId: 'anchor id',
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function refWords(ref: string): string {
  const shared = /common\.schema\.json#\/\$defs\/(\w+)$/.exec(ref)?.[1];
  if (shared && SHARED[shared]) return SHARED[shared];
  if (ref.endsWith('#/$defs/block')) return 'blocks';
  return ref;
}

/** The site schema's own definitions (`#/$defs/…`), for the settings' tables; none for blocks. */
export type LocalDefs = Record<string, Schema>;

/** The definition a `#/$defs/<name>` reference names (not the block union), or undefined. */
export const localDef = (s: Schema, defs: LocalDefs): Schema | undefined => {
  const name = typeof s.$ref === 'string' ? /^#\/\$defs\/(\w+)$/.exec(s.$ref)?.[1] : undefined;
  return name && name !== 'block' ? defs[name] : undefined;
};

function typeWords(s: Schema, defs: LocalDefs = {}): string {
  const local = localDef(s, defs);
  if (local) return typeWords(local, defs);
  if (s.$ref) return refWords(s.$ref);
  if (s.const !== undefined) return `\`${JSON.stringify(s.const)}\``;
  if (s.enum) return `one of ${s.enum.map((v: unknown) => `\`${String(v)}\``).join(', ')}`;
  switch (s.type) {
    case 'string':
      return 'text';
    case 'integer':
      return 'whole number';
    case 'number':
      return 'number';
    case 'boolean':
      return 'true or false';
    case 'array': {
      const item = typeWords(s.items ?? {}, defs);
      return `list of ${item === 'section' ? 'sections' : item}`;
    }
    case 'object':
      return 'section';
    default:
      return 'value';
  }
}

// The shared definitions, read once (not for every property of every block).
let commonDefs: Record<string, Schema> | undefined;

const sharedDescription = (s: Schema): string | undefined => {
  const shared = typeof s.$ref === 'string' ? /common\.schema\.json#\/\$defs\/(\w+)$/.exec(s.$ref)?.[1] : undefined;
  commonDefs ??= readSchemaFiles().find((f) => f.name === 'common.schema.json')?.schema.$defs as
    Record<string, Schema> | undefined;
  return shared ? commonDefs?.[shared]?.description : undefined;
};

/**
 * The table rows of a section's fields, and of the fields inside them (`logo.src`,
 * `columns[].links[].url`). A section that holds itself (a submenu of menu entries) is named,
 * not opened again.
 */
export function rows(s: Schema, prefix: string, out: string[], defs: LocalDefs = {}, open = new Set<Schema>()): void {
  const required = new Set<string>(s.required ?? []);
  for (const [key, prop] of Object.entries<Schema>(s.properties ?? {})) {
    if (key === 'type' && prefix === '') continue;
    const name = `${prefix}${key}`;
    const target = localDef(prop, defs) ?? prop;
    const description = prop.description ?? target.description ?? sharedDescription(prop) ?? '';
    out.push(
      `| \`${name}\` | ${required.has(key) ? 'yes' : ''} | ${cell(typeWords(prop, defs))} | ${cell(description)} |`,
    );
    const inner = target.type === 'array' ? (localDef(target.items ?? {}, defs) ?? target.items) : target;
    if (inner?.type === 'object' && inner.properties && !open.has(inner)) {
      open.add(inner);
      rows(inner, `${name}${target.type === 'array' ? '[]' : ''}.`, out, defs, open);
      open.delete(inner);
    }
  }
}

export function generateDocs(): string {
  const blocks = readSchemaFiles().filter((f) => f.name.startsWith('blocks/'));
  const out = [
    '<!-- Generated from schema/blocks/ by `npm run gen`. Do not edit: change the schema and run it again. -->',
    '# Block types',
    '',
    'A page of `site.yaml` is a list of blocks under `blocks:`. Each block starts with `- type:` and one of the',
    'types below; the table lists its other fields (a field marked "yes" is required). Run `npm run validate`',
    'after a change: it names the line of any mistake.',
    '',
    '- **link**: a page of this site (`/contact`, `services/faqs#drains`), a full `https://` address,',
    '  `tel:+15555550142` or `mailto:office@example.com`. Every link is checked.',
    '- **picture**: `src` (a file under `public/`, written from the site root, e.g. `/images/van.svg`), `alt`',
    '  (what it shows), and optionally `width` and `height`.',
    '- **formatted text (Markdown)**: paragraphs (a blank line between them), `**bold**`, `*italic*`,',
    '  `[links](/contact)`, lists (`- item`), headings (`## Heading`) and tables: a row of `| Service | Price |`,',
    '  then `| --- | ---: |` (`---:` aligns a column right), then one such row per line; on a phone a wide',
    '  table scrolls sideways in its own box. HTML is shown as text.',
    '- **business facts**: in any text, `{{company}}`, `{{phone}}` and `{{email}}` are filled in from `business:`,',
    '  and `{{phoneLink}}` is the tel: link of the phone (`[{{phone}}]({{phoneLink}})`). Write them instead of',
    '  copying the name, number or address; a value that starts with `{{` needs quotes. In formatted text the',
    '  phone number becomes a link that dials it, as an email address does.',
    '- **anchor id**: lower-case letters, digits and dashes; link to it as `/page#id`.',
    '',
    ...blocks.map((f) => `- [\`${blockTypeOf(f)}\`](#${blockTypeOf(f).toLowerCase()})`),
    '',
  ];
  for (const f of blocks) {
    const type = blockTypeOf(f);
    const s = f.schema as Schema;
    out.push(`## ${type}`, '', String(s.description ?? ''), '');
    if (s['x-showsPageHeading'] === true)
      out.push(
        "It shows the page's `heading` itself: first on a page, it takes the place of the page's heading band.",
        '',
      );
    if (typeof s['x-ownPageHeading'] === 'string')
      out.push(
        `Its \`${s['x-ownPageHeading']}\` is the page's main heading, so a page has one ${type} at most, and then no \`heading\` of its own.`,
        '',
      );
    const layout = s['x-pictureLayout'] as { largest?: number } | undefined;
    if (layout?.largest)
      out.push(
        `Its pictures show at most ${layout.largest} px wide: a photo at least that wide stays sharp (the build makes the smaller sizes).`,
        '',
      );
    const table: string[] = [];
    rows(s, '', table);
    if (table.length) out.push('| field | required | kind | what it is |', '|---|---|---|---|', ...table, '');
    const example = (s.examples as unknown[] | undefined)?.[0];
    if (example !== undefined) out.push('```yaml', stringify([example], { lineWidth: 0 }).trimEnd(), '```', '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
