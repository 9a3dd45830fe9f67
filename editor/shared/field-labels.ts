// Field labels for the editor's words: the schema's title of the field at a data path (the same
// labels the forms show, "Call text" rather than callText), and a whole path in words:
// "page /our-team › block 2 (Reasons) › Heading". Pure: works on the bundled schema
// (bundle-schema.ts), in the browser and on the dev server.

import { joinPath } from '../../src/site/routes.ts';
import { fieldTitle } from './bundle-schema.ts';
import type { DataPath } from '../../src/site/data-path.ts';

type Json = unknown;
type Schema = Record<string, Json>;

const isObj = (v: Json): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value a JSON pointer (#/$defs/x) names in the bundle. */
export function pointer(bundle: Schema, ref: string): Json {
  let v: Json = bundle;
  for (const p of ref.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const key = p.replace(/~1/g, '/').replace(/~0/g, '~');
    v = isObj(v) ? v[key] : Array.isArray(v) ? v[Number(key)] : undefined;
  }
  return v;
}

/** The schema with its $refs followed; the referring schema's own words (its title) win. */
export function resolve(bundle: Schema, node: Json): Schema {
  let n = node;
  for (let i = 0; i < 10 && isObj(n) && typeof n.$ref === 'string'; i++) {
    const { $ref, ...rest } = n;
    const target = pointer(bundle, $ref as string);
    n = { ...(isObj(target) ? target : {}), ...rest };
  }
  return isObj(n) ? n : {};
}

/** The schema of the value at `seg` inside `schema`, whose value is `value` (a block's type picks its branch). */
function child(bundle: Schema, schema: Schema, value: Json, seg: string | number): Schema | undefined {
  const branches = ['oneOf', 'anyOf', 'allOf'].flatMap((k) =>
    Array.isArray(schema[k]) ? (schema[k] as Json[]).map((b) => resolve(bundle, b)) : [],
  );
  const type = isObj(value) ? value.type : undefined;
  const typed = branches.filter((b) => {
    const t = isObj(b.properties) ? resolve(bundle, b.properties.type) : {};
    return typeof type === 'string' && t.const === type;
  });
  for (const s of [...typed, schema, ...branches]) {
    if (typeof seg === 'number' && s.items !== undefined) return resolve(bundle, s.items);
    if (typeof seg === 'string' && isObj(s.properties) && s.properties[seg] !== undefined)
      return resolve(bundle, s.properties[seg]);
  }
  return undefined;
}

const at = (value: Json, seg: string | number): Json =>
  Array.isArray(value) ? value[Number(seg)] : isObj(value) ? value[String(seg)] : undefined;

/** The schemas along `path` in `data`, one per segment (undefined where the schema has no such field). */
function schemasAlong(bundle: Schema, data: Json, path: DataPath): (Schema | undefined)[] {
  const out: (Schema | undefined)[] = [];
  let schema: Schema | undefined = resolve(bundle, bundle);
  let value = data;
  for (const seg of path) {
    schema = schema && child(bundle, schema, value, seg);
    value = at(value, seg);
    out.push(schema);
  }
  return out;
}

/** The label of the field at `path` (its schema title), or undefined when the schema has none. */
export function fieldLabel(bundle: Schema, data: Json, path: DataPath): string | undefined {
  const title = schemasAlong(bundle, data, path).at(-1)?.title;
  return typeof title === 'string' ? title : undefined;
}

/** A block type's name as the editor lists it ("Rich text"). */
function blockTitle(bundle: Schema, type: Json): string | undefined {
  const choices = resolve(bundle, pointer(bundle, '#/$defs/block/properties/type'));
  const list = (choices.anyOf ?? choices.oneOf ?? []) as Json[];
  const choice = list.find((c) => isObj(c) && c.const === type);
  if (!isObj(choice)) return undefined;
  return typeof choice.title === 'string' ? choice.title : fieldTitle(String(type));
}

const LISTS = ['routes', 'children', 'menu', 'submenu', 'blocks'];

/** The path in words, with field labels: "page /faqs › block 1 (Rich text) › Heading". */
export function pathInWords(bundle: Schema, data: Json, path: DataPath): string {
  const schemas = schemasAlong(bundle, data, path);
  const words: string[] = [];
  let value = data;
  let pageBase = '';
  path.forEach((seg, i) => {
    value = at(value, seg);
    const list = path[i - 1];
    if (typeof seg === 'number') {
      if (list === 'routes' || list === 'children') {
        const own = isObj(value) && typeof value.path === 'string' ? value.path : undefined;
        if (own !== undefined) pageBase = joinPath(pageBase, own);
        words.push(own !== undefined ? `page ${pageBase}` : `page ${seg + 1}`);
      } else if (list === 'menu' || list === 'submenu') {
        words.push(
          isObj(value) && typeof value.title === 'string' ? `menu entry "${value.title}"` : `menu entry ${seg + 1}`,
        );
      } else if (list === 'blocks') {
        const title = isObj(value) ? blockTitle(bundle, value.type) : undefined;
        words.push(`block ${seg + 1}${title ? ` (${title})` : ''}`);
      } else words.push(`item ${seg + 1}`);
    } else if (!LISTS.includes(seg) || i === path.length - 1) {
      const title = schemas[i]?.title;
      words.push(typeof title === 'string' ? title : seg);
    }
  });
  return words.join(' › ') || 'the whole site';
}

/** A message with the field's key in quotes ("callText") replaced by its label ("Call text"). */
export function withFieldLabel(bundle: Schema, data: Json, path: DataPath, message: string): string {
  const key = path.at(-1);
  if (typeof key !== 'string') return message;
  const label = fieldLabel(bundle, data, path);
  return label ? message.split(`"${key}"`).join(`"${label}"`) : message;
}
