// Turns schema/ into TypeScript declarations with json-schema-to-typescript: the types of the
// site after loading (site-types.generated.ts), where the loader (ajv useDefaults) has filled in
// every field that has a `default`, so that field is required (as Starlight's z.output). Only
// the loaded site reaches code; site.yaml as written is described by the schema itself.
// The schema files are bundled into one schema first (every $ref points into its $defs),
// and a last pass adds what the library cannot express: the Markdown parameter (markdown-param.ts).
import { resolve } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { blockTypeOf, readSchemaFiles, refTarget, type SchemaFile } from '../schema/schema-files.ts';
import { addMarkdownParameter, MARKDOWN_PLACEHOLDER } from './markdown-param.ts';

export const typesFile = resolve(import.meta.dirname, '../site/site-types.generated.ts');

type Schema = Record<string, unknown>;

const pascal = (key: string) => key.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The type name of a schema file or of one of its $defs (its title, else its key). A block
 * type's is made from its type (ctaButtons: CtaButtonsBlock): its title is its name in words,
 * for the editor ("Call-to-action buttons").
 */
function nameOf(file: SchemaFile, pointer: string): string {
  if (!pointer)
    return file.name.startsWith('blocks/') ? `${pascal(blockTypeOf(file))}Block` : String(file.schema.title);
  const key = pointer.replace(/^\/\$defs\//, '');
  const def = (file.schema.$defs as Record<string, Schema> | undefined)?.[key];
  if (!def) throw new Error(`${file.name}: no definition at ${pointer}`);
  return typeof def.title === 'string' ? def.title : pascal(key);
}

/**
 * One schema holding every file: each $ref becomes the name of its type (a Markdown field
 * the placeholder). A property with a default is required.
 */
function bundle(): JSONSchema {
  const files = readSchemaFiles();
  const byName = new Map(files.map((f) => [f.name, f]));
  const rewrite = (node: unknown, from: SchemaFile): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, from));
    if (typeof node !== 'object' || node === null) return node;
    const s = node as Schema;
    if (typeof s.$ref === 'string') {
      const { file, pointer } = refTarget(s.$ref, from, byName);
      const name = nameOf(file, pointer);
      // By name, so a field's own description does not make a copy of the type (Link1, Link2…).
      return { tsType: name === 'Markdown' ? MARKDOWN_PLACEHOLDER : name, description: s.description };
    }
    const out: Schema = {};
    for (const [key, value] of Object.entries(s)) {
      if (key === 'examples' || key === '$schema' || key === '$comment') continue;
      // "a link, a submenu or both" (MenuItem): a rule of the validator, not of the type.
      if (key === 'anyOf' && s.properties) continue;
      out[key] =
        key === 'properties' || key === '$defs'
          ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, rewrite(v, from)]))
          : rewrite(value, from);
    }
    if (out.properties) {
      const defaulted = Object.entries(out.properties as Record<string, Schema>)
        .filter(([, p]) => typeof p === 'object' && p !== null && 'default' in p)
        .map(([k]) => k);
      if (defaulted.length)
        out.required = [...new Set([...((out.required as string[] | undefined) ?? []), ...defaulted])];
    }
    return out;
  };
  const defs: Record<string, unknown> = {};
  for (const file of files) {
    for (const key of Object.keys((file.schema.$defs ?? {}) as Schema)) {
      const def = rewrite((file.schema.$defs as Schema)[key], file) as Schema;
      defs[nameOf(file, `/$defs/${key}`)] = { ...def, title: nameOf(file, `/$defs/${key}`) };
    }
    if (file.name.startsWith('blocks/'))
      defs[nameOf(file, '')] = { ...(rewrite(file.schema, file) as Schema), title: nameOf(file, '') };
  }
  // The block list: a union of the block types (its `type` property only repeats their consts).
  const block = defs.Block as Schema;
  defs.Block = { title: block.title, description: block.description, oneOf: block.oneOf };
  const { $defs: _, ...root } = rewrite(files[0].schema, files[0]) as Schema;
  return { ...root, $defs: defs } as JSONSchema;
}

const BANNER = (what: string) =>
  `// Generated from schema/ by \`npm run gen\`. Do not edit: change the schema and run it again.\n// ${what}\n/* eslint-disable */`;

/** The types of the loaded site (defaults filled in). */
export async function generateTypes(): Promise<string> {
  const ts = await compile(bundle(), 'SiteConfig', {
    bannerComment: BANNER(
      'The site after loading: every field with a default in the schema is filled in (src/validate/load-site.ts).',
    ),
    additionalProperties: false,
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    strictIndexSignatures: true,
    ignoreMinAndMaxItems: true,
    style: { printWidth: 120, singleQuote: true },
  });
  return addMarkdownParameter(
    ts.replace(
      /\n \*\n \* This interface was referenced by `SiteConfig`'s JSON-Schema\n \* via the `definition` "\w+"\./g,
      '',
    ),
  );
}
