// Reads the JSON Schema files of schema/ (Node only). One place knows where they are.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const schemaDir = resolve(import.meta.dirname, '../../schema');

/** The JSON Schema keywords this project's schema files use; others pass as unknown. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  examples?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
  [keyword: string]: unknown;
}

/**
 * The keywords of this project's own that the schema files use, for ajv's strict mode. All
 * are annotations: they validate nothing.
 * - patternErrorMessage: what yaml-language-server shows when a pattern fails (our own
 *   messages come from the URL classifier, schema-errors.ts);
 * - x-showsPageHeading: true on a block type that shows the page's heading itself, in place of
 *   the plain page band (read by `npm run gen`, src/generate/generate-blocks.ts);
 * - x-ownPageHeading: the field of a block type that is the page's main heading (the hero's
 *   title), so a page holds one such block and no heading of its own (read by `npm run gen`);
 * - x-pictureLayout: on a block type that shows pictures, how wide it shows them
 *   ({ sizes, widths, largest }, see src/pictures/layouts.ts; read by `npm run gen`).
 */
export const SCHEMA_KEYWORDS = [
  { keyword: 'patternErrorMessage', schemaType: 'string' },
  { keyword: 'x-showsPageHeading', schemaType: 'boolean' },
  { keyword: 'x-ownPageHeading', schemaType: 'string' },
  { keyword: 'x-pictureLayout', schemaType: 'object' },
] as const;

export interface SchemaFile {
  /** Path relative to schema/, e.g. blocks/hero.schema.json */
  name: string;
  /** file:// URL used as the schema's $id, so relative $refs resolve as an editor resolves them. */
  id: string;
  schema: Record<string, unknown>;
}

function read(name: string): SchemaFile {
  const file = join(schemaDir, name);
  const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return { name, id: pathToFileURL(file).href, schema };
}

/** Every schema file: site.schema.json first, then common, then one per block type (sorted). */
export function readSchemaFiles(): SchemaFile[] {
  const blocks = readdirSync(join(schemaDir, 'blocks'))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => read(`blocks/${f}`));
  return [read('site.schema.json'), read('common.schema.json'), ...blocks];
}

/** The block type a block schema file declares with properties.type.const. */
export function blockTypeOf(file: SchemaFile): string {
  const props = file.schema.properties as Record<string, { const?: string }> | undefined;
  const type = props?.type?.const;
  if (typeof type !== 'string') throw new Error(`${file.name} has no properties.type.const`);
  return type;
}

/**
 * The schema file a $ref points into, and the JSON pointer inside it. File parts resolve
 * relative to the referring file, as an editor resolves them.
 */
export function refTarget(
  ref: string,
  from: SchemaFile,
  byName: ReadonlyMap<string, SchemaFile>,
): { file: SchemaFile; pointer: string } {
  const [filePart, pointer = ''] = ref.split('#');
  if (!filePart) return { file: from, pointer };
  const base = from.name.includes('/') ? from.name.slice(0, from.name.lastIndexOf('/') + 1) : '';
  const name = new URL(filePart, `x:/${base}`).pathname.slice(1);
  const file = byName.get(name);
  if (!file) throw new Error(`${from.name}: $ref ${ref} names no schema file`);
  return { file, pointer };
}
