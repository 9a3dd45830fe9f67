// Walks site data alongside its JSON Schema and reports every value whose schema is one
// of the shared shapes of common.schema.json: links, images, Markdown and anchor ids.
// Checks find links through the schema, not by field name, so a new block type that uses
// `$ref: ../common.schema.json#/$defs/link` is checked without any change here. Node only.
import { readSchemaFiles, refTarget, type SchemaFile } from './schema-files.ts';
import type { PathSegment } from '../site/data-path.ts';

export type SharedKind = 'link' | 'image' | 'markdown' | 'anchorId';
const KINDS: readonly string[] = ['link', 'image', 'markdown', 'anchorId'];

export interface Found {
  kind: SharedKind;
  path: PathSegment[];
  value: unknown;
}

type Schema = Record<string, unknown> | boolean;
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Index {
  byName: Map<string, SchemaFile>;
  site: SchemaFile;
  /** Each $ref resolved once: a walk of a whole site meets the same few thousands of times. */
  refs: Map<string, ReturnType<typeof resolveRef>>;
}
let index: Index | undefined;
function schemaIndex(): Index {
  if (!index) {
    const files = readSchemaFiles();
    index = { byName: new Map(files.map((f) => [f.name, f])), site: files[0], refs: new Map() };
  }
  return index;
}

/** The schema a $ref points at, and the file it lives in. */
function resolveRef(ref: string, from: SchemaFile): { schema: Schema; file: SchemaFile; kind?: SharedKind } {
  const { file, pointer } = refTarget(ref, from, schemaIndex().byName);
  let schema: unknown = file.schema;
  for (const part of pointer.split('/').filter(Boolean))
    schema = (schema as Obj)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (schema === undefined) throw new Error(`${from.name}: $ref ${ref} names nothing`);
  const m = /^\/\$defs\/(\w+)$/.exec(pointer);
  const kind = file.name === 'common.schema.json' && m && KINDS.includes(m[1]) ? (m[1] as SharedKind) : undefined;
  return { schema: schema as Schema, file, kind };
}

function resolved(ref: string, from: SchemaFile): ReturnType<typeof resolveRef> {
  const { refs } = schemaIndex();
  const key = `${from.name}#${ref}`;
  let target = refs.get(key);
  if (!target) refs.set(key, (target = resolveRef(ref, from)));
  return target;
}

function walk(data: unknown, schema: Schema, file: SchemaFile, path: PathSegment[], out: Found[]): void {
  if (typeof schema === 'boolean' || data === undefined) return;
  if (typeof schema.$ref === 'string') {
    const target = resolved(schema.$ref, file);
    if (target.kind) out.push({ kind: target.kind, path, value: data });
    else walk(data, target.schema, target.file, path, out);
  }
  if (Array.isArray(schema.oneOf)) {
    // A discriminated union (blocks): follow the branch whose type matches.
    const prop = isObj(schema.discriminator) ? String(schema.discriminator.propertyName) : undefined;
    for (const branch of schema.oneOf as Schema[]) {
      if (prop && isObj(data) && isObj(branch) && typeof branch.$ref === 'string') {
        const target = resolved(branch.$ref, file);
        const tag = isObj(target.schema)
          ? ((target.schema.properties as Obj | undefined)?.[prop] as Obj | undefined)?.const
          : undefined;
        if (tag !== data[prop]) continue;
      }
      walk(data, branch, file, path, out);
      if (prop) break;
    }
  }
  for (const key of ['anyOf', 'allOf'] as const) {
    if (Array.isArray(schema[key])) for (const branch of schema[key] as Schema[]) walk(data, branch, file, path, out);
  }
  if (isObj(data) && isObj(schema.properties)) {
    for (const [key, sub] of Object.entries(schema.properties as Record<string, Schema>)) {
      if (key in data) walk(data[key], sub, file, [...path, key], out);
    }
  }
  if (Array.isArray(data) && schema.items !== undefined) {
    data.forEach((item, i) => walk(item, schema.items as Schema, file, [...path, i], out));
  }
}

/** Every link, image, Markdown text and anchor id of a whole site file, in file order. */
export function findShared(config: unknown): Found[] {
  const { site } = schemaIndex();
  const out: Found[] = [];
  walk(config, site.schema, site, [], out);
  return out;
}

/** The same for a list of blocks (paths start at the list). */
export function findSharedInBlocks(blocks: readonly unknown[]): Found[] {
  const { site } = schemaIndex();
  const out: Found[] = [];
  walk(blocks, { type: 'array', items: { $ref: '#/$defs/block' } }, site, [], out);
  return out;
}

/** Forget the cached schema (tests that change schema files). */
export function resetSchemaWalk(): void {
  index = undefined;
}
