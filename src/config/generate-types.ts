// Turns the JSON Schema files into TypeScript declarations. The schema is the source;
// the generated file is checked for staleness by a unit test.
import { resolve } from 'node:path';
import { readSchemaFiles, refTarget, type JsonSchema, type SchemaFile } from './schema-files.ts';

export const typesFile = resolve(import.meta.dirname, 'site-types.generated.ts');

type Schema = JsonSchema;

function pascal(key: string): string {
  return key.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase());
}

function doc(description: unknown, indent: string): string {
  if (typeof description !== 'string' || !description) return '';
  return `${indent}/** ${description.replace(/\*\//g, '*\\/')} */\n`;
}

/**
 * Markdown fields are text in site.yaml but a parsed tree in the browser (src/markdown/).
 * Every type that holds Markdown, directly or through another type, takes a parameter
 * `M = Markdown`: `Block` is the site.yaml shape, `Block<MarkdownDoc>` what a page receives.
 */
const MARKDOWN = 'Markdown';

export function generateTypes(): string {
  const files = readSchemaFiles();
  const byName = new Map(files.map((f) => [f.name, f]));
  const out: string[] = [];
  /** Names of the types that take the Markdown parameter (found by a first pass). */
  let parametric = new Set<string>();
  /** Names referred to by the declaration being generated. */
  let deps = new Set<string>();

  /** The TypeScript name a $ref points at. */
  function refName(ref: string, from: SchemaFile): string {
    const name = targetName(ref, from);
    deps.add(name);
    if (name === MARKDOWN) return 'M';
    return parametric.has(name) ? `${name}<M>` : name;
  }
  function targetName(ref: string, from: SchemaFile): string {
    const { file, pointer } = refTarget(ref, from, byName);
    if (!pointer) return String(file.schema.title);
    const key = pointer.replace(/^\/\$defs\//, '');
    const def = (file.schema.$defs as Record<string, Schema> | undefined)?.[key];
    if (!def) throw new Error(`${from.name}: $ref ${ref} names no definition`);
    return def.title ?? pascal(key);
  }

  function typeOf(s: Schema, from: SchemaFile, indent: string): string {
    if (s.$ref) return refName(s.$ref, from);
    if (s.const !== undefined) return JSON.stringify(s.const);
    if (s.enum) return s.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
    if (s.oneOf || (s.anyOf && !s.properties)) {
      return (s.oneOf ?? s.anyOf ?? []).map((b: Schema) => typeOf(b, from, indent)).join(' | ');
    }
    switch (s.type) {
      case 'string': return 'string';
      case 'integer':
      case 'number': return 'number';
      case 'boolean': return 'boolean';
      case 'array': {
        const item = typeOf(s.items ?? {}, from, indent);
        return /[|&]/.test(item) ? `Array<${item}>` : `${item}[]`;
      }
      case 'object': return objectType(s, from, indent);
      default: return 'unknown';
    }
  }

  function objectType(s: Schema, from: SchemaFile, indent: string): string {
    const required = new Set<string>(s.required ?? []);
    const inner = `${indent}  `;
    const lines = Object.entries<Schema>(s.properties ?? {}).map(
      ([key, prop]) =>
        `${doc(prop.description, inner)}${inner}${key}${required.has(key) ? '' : '?'}: ${typeOf(prop, from, inner)};`,
    );
    return `{\n${lines.join('\n')}\n${indent}}`;
  }

  const declarations: Array<[string, Schema, SchemaFile]> = [];
  for (const file of files) {
    for (const [key, def] of Object.entries<Schema>((file.schema.$defs ?? {}) as Record<string, Schema>)) declarations.push([def.title ?? pascal(key), def, file]);
    if (file.schema.type) declarations.push([String(file.schema.title), file.schema, file]);
  }
  // First pass: which declarations refer to which; then every type that reaches Markdown.
  const refersTo = new Map<string, Set<string>>();
  for (const [name, s, from] of declarations) {
    deps = new Set();
    typeOf(s, from, '');
    refersTo.set(name, deps);
  }
  const reaches = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, refs] of refersTo) {
      if (!reaches.has(name) && [...refs].some((r) => r === MARKDOWN || reaches.has(r))) {
        reaches.add(name);
        grew = true;
      }
    }
  }
  parametric = reaches;
  for (const [name, s, from] of declarations) {
    const body = typeOf(s, from, '');
    const head = doc(s.description, '');
    const decl = parametric.has(name) ? `${name}<M = ${MARKDOWN}>` : name;
    out.push(body.startsWith('{') ? `${head}export interface ${decl} ${body}\n` : `${head}export type ${decl} = ${body};\n`);
  }
  return [
    '// Generated from schema/ by `npm run gen`. Do not edit: change the schema and run it again.',
    '/* eslint-disable */',
    '',
    ...out,
  ].join('\n');
}
