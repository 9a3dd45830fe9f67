// The bundled schema (GET /__admin/api/schema) made ready for the form library: the part for
// one item, with the shared $defs beside it. Defaults are taken out, so the form never writes
// a value the owner did not type; an anyOf that only says which fields are required (the
// menu's "url or submenu") is left to the server's check instead of becoming a chooser.

import { fieldTitle } from './bundle-schema.ts';
import { pointer, resolve } from './field-labels.ts';

type Json = unknown;
export type Schema = Record<string, Json>;

const isRecord = (v: Json): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A branch that only requires fields: { required: [...] } or { properties: { x: true } }. */
function constraintOnly(branch: Json): boolean {
  if (!isRecord(branch)) return false;
  return Object.entries(branch).every(([k, v]) => {
    if (k === 'required' || k === 'type') return true;
    if (k === 'properties') return isRecord(v) && Object.values(v).every((p) => p === true);
    return false;
  });
}

export function forForm(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(forForm);
  if (!isRecord(schema)) return schema;
  // (Field labels come with the bundle: editor/shared/bundle-schema.ts.) Formatted text gets a text area (the form's "markdown" widget).
  const out: Schema = schema.$ref === '#/$defs/markdown' ? { format: 'markdown' } : {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'default' || k === '$comment') continue;
    if ((k === 'anyOf' || k === 'oneOf') && Array.isArray(v) && v.length > 0 && v.every(constraintOnly)) continue;
    if (k === 'properties' || k === '$defs')
      out[k] = isRecord(v) ? Object.fromEntries(Object.entries(v).map(([n, s]) => [n, forForm(s)])) : v;
    else out[k] = forForm(v);
  }
  return out;
}

export interface FormSchemas {
  /** The schema of an item (e.g. the business settings) with the shared $defs beside it. */
  part(pointer: string): Schema;
  blockTypes: { type: string; title: string; description: string }[];
  blockSchema(type: string): Schema | undefined;
  /** The definition of a block type with its fields' references followed (for its required fields). */
  rawBlock(type: string): Schema | undefined;
}

export function formSchemas(bundle: Schema): FormSchemas {
  const prepared = forForm(bundle) as Schema;
  const defs = (prepared.$defs ?? {}) as Schema;
  const withDefs = (s: Json): Schema => ({ ...(isRecord(s) ? s : {}), $defs: defs });
  const typeProp = resolve(bundle, pointer(bundle, '#/$defs/block/properties/type'));
  const choices = (typeProp.anyOf ?? typeProp.oneOf ?? []) as Schema[];
  const blockTypes = choices
    .filter((c) => typeof c.const === 'string')
    .map((c) => {
      const raw = resolve(bundle, { $ref: `#/$defs/${c.const as string}Block` });
      return {
        type: c.const as string,
        title: typeof c.title === 'string' ? c.title : fieldTitle(c.const as string),
        description: String(c.description ?? raw.description ?? ''),
      };
    });
  return {
    part: (ref) => withDefs(resolve(prepared, { $ref: ref })),
    blockTypes,
    blockSchema: (type) => {
      const def = defs[`${type}Block`];
      if (!isRecord(def)) return undefined;
      // The block's own name and help show in its header and the "New block" chooser.
      const { title: _t, description: _d, ...rest } = def;
      return withDefs(rest);
    },
    rawBlock: (type) => {
      const raw = pointer(bundle, `#/$defs/${type}Block`);
      if (!isRecord(raw)) return undefined;
      const props = isRecord(raw.properties) ? raw.properties : {};
      return { ...raw, properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, resolve(bundle, v)])) };
    },
  };
}
