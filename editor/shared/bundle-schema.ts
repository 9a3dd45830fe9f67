// Bundles the schema files into ONE draft 2020-12 document whose $refs are all local
// (#/$defs/...), for form libraries (rjsf resolves only local references) and ajv's Ajv2020
// class in the browser. site.schema.json is the root; the shared shapes of common.schema.json
// keep their names (#/$defs/link); each block file becomes #/$defs/<type>Block, and its own
// $defs (if any) #/$defs/<type>Block.<name>. A field without a title gets its name in words as
// its form label (the schema files leave field titles out: the type generator would turn each
// into a named type). Pure: the caller reads the files.

export interface NamedSchema {
  /** Path relative to schema/, e.g. blocks/hero.schema.json */
  name: string;
  schema: Record<string, unknown>;
}

type Json = unknown;
const isObj = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The name a file's root gets under $defs, and the prefix of its own $defs. */
function defName(file: string): { root: string | undefined; prefix: string } {
  if (file === 'site.schema.json') return { root: undefined, prefix: '' };
  if (file === 'common.schema.json') return { root: undefined, prefix: '' };
  const m = /^blocks\/([\w-]+)\.schema\.json$/.exec(file);
  if (!m) throw new Error(`bundleSchema: no place for ${file}`);
  return { root: `${m[1]}Block`, prefix: `${m[1]}Block.` };
}

/** The file a relative reference names, from the folder of `from`. */
function resolveFile(ref: string, from: string): string {
  const base = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  return new URL(ref, `x:/${base}`).pathname.slice(1);
}

function localRef(ref: string, from: string, names: ReadonlySet<string>): string {
  const [filePart, pointer = ''] = ref.split('#');
  const file = filePart ? resolveFile(filePart, from) : from;
  if (!names.has(file)) throw new Error(`bundleSchema: ${from} refers to ${ref}, which names no schema file`);
  const { root, prefix } = defName(file);
  if (pointer === '' || pointer === '/') {
    if (!root) return '#';
    return `#/$defs/${root}`;
  }
  const m = /^\/\$defs\/([^/]+)(.*)$/.exec(pointer);
  if (!m) {
    if (!root) return `#${pointer}`;
    return `#/$defs/${root}${pointer}`;
  }
  return `#/$defs/${prefix}${m[1]}${m[2]}`;
}

/** Field names in words, where they say more than the name split at its capitals. */
const FIELD_WORDS: Record<string, string> = {
  id: 'Anchor id',
  url: 'Link',
  src: 'Picture file',
  alt: 'Alt text (what the picture shows)',
  siteUrl: 'Site address',
  emailjs: 'Email delivery (EmailJS)',
};

/** A field's label for forms: its own title, else its name in words (highlightedText: Highlighted text). */
export function fieldTitle(name: string): string {
  if (FIELD_WORDS[name]) return FIELD_WORDS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A title written as a type name for the type generator (TownPage, MenuItem) in words for the
 * form, where it heads each item of a list (Town page, Menu item); other titles as written.
 */
const inWords = (title: string) => (/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$/.test(title) ? fieldTitle(title) : title);

function withTitle(name: string, schema: Json): Json {
  return isObj(schema) && typeof schema.title !== 'string' ? { title: fieldTitle(name), ...schema } : schema;
}

function rewrite(value: Json, from: string, names: ReadonlySet<string>): Json {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, from, names));
  if (!isObj(value)) return value;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$ref' && typeof v === 'string') out[k] = localRef(v, from, names);
    else if (k === '$id' || k === '$schema') continue;
    else if (k === 'properties' && isObj(v))
      out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, withTitle(n, rewrite(s, from, names))]));
    else if (k === '$defs' || k === 'patternProperties')
      out[k] = isObj(v) ? Object.fromEntries(Object.entries(v).map(([n, s]) => [n, rewrite(s, from, names)])) : v;
    else if (k === 'title' && typeof v === 'string') out[k] = inWords(v);
    else out[k] = rewrite(v, from, names);
  }
  return out;
}

export function bundleSchema(files: readonly NamedSchema[]): Record<string, unknown> {
  const names = new Set(files.map((f) => f.name));
  const site = files.find((f) => f.name === 'site.schema.json');
  if (!site) throw new Error('bundleSchema: site.schema.json is missing');
  const defs: Record<string, Json> = {};
  const add = (name: string, schema: Json, from: string) => {
    if (name in defs) throw new Error(`bundleSchema: two definitions named ${name} (${from})`);
    defs[name] = schema;
  };
  let root: Record<string, Json> = {};
  for (const f of files) {
    const body = rewrite(f.schema, f.name, names) as Record<string, Json>;
    const { $defs, ...rest } = body;
    const { root: rootName, prefix } = defName(f.name);
    if (isObj($defs)) for (const [n, s] of Object.entries($defs)) add(`${prefix}${n}`, s, f.name);
    if (f === site) root = rest;
    else if (rootName) add(rootName, rest, f.name);
  }
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...root, $defs: defs };
}
