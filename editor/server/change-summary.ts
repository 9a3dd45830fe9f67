// What changed between two versions of the site's data, in words an owner recognises, for the
// message of a published version: "Our Team: new heading; Home: moved “FAQ” above “Reviews”".
// Pages are named by their name (or heading), blocks by their heading (or their type's title),
// fields by the labels the editor's form shows (the schema's titles). Pure: no files.
import { isDeepStrictEqual } from 'node:util';
import { fieldTitle } from '../shared/bundle-schema.ts';
import { formSchemas, type FormSchemas } from '../shared/form-schema.ts';
import { joinAddress } from '../shared/site-pages.ts';

type Json = unknown;
type Obj = Record<string, Json>;
const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: Json): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
/**
 * A name on one line, as every name in a commit message must be: control characters (NUL,
 * the separators \x1e and \x1f) and line breaks (which could add trailers such as
 * "Signed-off-by:") become one space.
 */
export const oneLine = (raw: string): string => raw.replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();

/** A heading or title in quotes, on one line and short: it goes into a commit message. */
const quoted = (raw: string) => {
  const s = oneLine(raw);
  return `“${s.length > 40 ? `${s.slice(0, 37)}...` : s}”`;
};

export interface Labels {
  /** The label of a field of the object at a schema pointer, e.g. #/$defs/route or #/properties/business. */
  field(pointer: string, key: string): string;
  blockField(type: string, key: string): string;
  /** The label of a top-level part of site.yaml (business, menu...). */
  section(key: string): string;
  blockType(type: string): string;
}

export function labelsFrom(bundle: Record<string, unknown>): Labels {
  const schemas: FormSchemas = formSchemas(bundle);
  const titleOf = (props: Json, key: string): string => {
    const prop = isObj(props) ? props[key] : undefined;
    return isObj(prop) && typeof prop.title === 'string' ? prop.title : fieldTitle(key);
  };
  const rootProps = bundle.properties;
  return {
    field: (pointer, key) => titleOf(schemas.part(pointer).properties, key),
    blockField: (type, key) => titleOf(schemas.rawBlock(type)?.properties, key),
    section: (key) => titleOf(rootProps, key),
    blockType: (type) => schemas.blockTypes.find((t) => t.type === type)?.title ?? fieldTitle(type),
  };
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The fields of two objects that differ: "new heading", "removed description". */
function fieldChanges(before: Obj, after: Obj, label: (key: string) => string, skip: string[] = []): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !skip.includes(k));
  return keys
    .filter((k) => !isDeepStrictEqual(before[k], after[k]))
    .map((k) => (after[k] === undefined ? `removed ${lower(label(k))}` : `new ${lower(label(k))}`));
}

/** Joins "new a", "new b" into "new a, b". */
function joinFields(changes: string[]): string {
  const news = changes.filter((c) => c.startsWith('new ')).map((c) => c.slice(4));
  const rest = changes.filter((c) => !c.startsWith('new '));
  return [...(news.length ? [`new ${news.join(', ')}`] : []), ...rest].join(', ');
}

/**
 * Longest common subsequence of two lists of ids: the blocks that kept their order. On a tie the
 * block that went up is the one that moved ("moved FAQ above Reviews", not "Reviews to the end").
 */
function keptInOrder(a: number[], b: number[]): Set<number> {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const kept = new Set<number>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i++;
      j++;
    } else if (table[i + 1][j] > table[i][j + 1]) i++;
    else j++;
  }
  return kept;
}

function blockChanges(beforeList: Json, afterList: Json, labels: Labels): string[] {
  const before = Array.isArray(beforeList) ? beforeList.map((b) => (isObj(b) ? b : {})) : [];
  const after = Array.isArray(afterList) ? afterList.map((b) => (isObj(b) ? b : {})) : [];
  const name = (b: Obj) => {
    const own = text(b.heading) ?? text(b.title);
    return own ? quoted(own) : oneLine(labels.blockType(String(b.type)));
  };
  const identity = (b: Obj) => `${String(b.type)}|${text(b.id) ?? text(b.heading) ?? text(b.title) ?? ''}`;
  // Each block of `after` gets the index of the block of `before` it is (or -1 for a new one):
  // the same type and heading first, then the first unmatched block of the same type (an edited heading).
  const taken = new Set<number>();
  const match = after.map((b) => {
    const i = before.findIndex((o, k) => !taken.has(k) && identity(o) === identity(b));
    if (i >= 0) taken.add(i);
    return i;
  });
  match.forEach((m, j) => {
    if (m >= 0) return;
    const i = before.findIndex((o, k) => !taken.has(k) && o.type === after[j].type);
    if (i >= 0) {
      taken.add(i);
      match[j] = i;
    }
  });
  const out: string[] = [];
  before.forEach((b, i) => !taken.has(i) && out.push(`removed ${name(b)}`));
  const common = match.filter((m) => m >= 0);
  const kept = keptInOrder(
    before.map((_, i) => i).filter((i) => taken.has(i)),
    common,
  );
  after.forEach((b, j) => {
    const m = match[j];
    if (m < 0) {
      out.push(`added ${name(b)}`);
      return;
    }
    if (!kept.has(m)) {
      const next = after.slice(j + 1).find((_, k) => match[j + 1 + k] >= 0);
      out.push(next ? `moved ${name(b)} above ${name(next)}` : `moved ${name(b)} to the end`);
    }
    if (!isDeepStrictEqual(before[m], b)) {
      const fields = fieldChanges(before[m], b, (k) => labels.blockField(String(b.type), k));
      out.push(`edited ${name(b)} (${joinFields(fields).replace(/^new /, '')})`);
    }
  });
  return out;
}

interface PageEntry {
  address: string;
  route: Obj;
}

function pages(routes: Json, parent = ''): PageEntry[] {
  if (!Array.isArray(routes)) return [];
  return routes.filter(isObj).flatMap((route) => {
    const address = joinAddress(parent, String(route.path ?? ''));
    return [{ address, route }, ...pages(route.children, address)];
  });
}

const pageName = (p: PageEntry) => oneLine(text(p.route.name) ?? text(p.route.heading) ?? p.address);
const addressOf = (p: PageEntry) => oneLine(p.address);

function pageChanges(before: Json, after: Json, labels: Labels): string[] {
  const old = new Map(pages(before).map((p) => [p.address, p]));
  const now = pages(after);
  const out: string[] = [];
  for (const page of now) {
    const was = old.get(page.address);
    if (!was) {
      out.push(`new page ${pageName(page)} (${addressOf(page)})`);
      continue;
    }
    const parts = [
      joinFields(
        fieldChanges(was.route, page.route, (k) => labels.field('#/$defs/route', k), ['blocks', 'children', 'path']),
      ),
      ...blockChanges(was.route.blocks, page.route.blocks, labels),
    ].filter(Boolean);
    if (parts.length) out.push(`${pageName(page)}: ${parts.join(', ')}`);
  }
  const addresses = new Set(now.map((p) => p.address));
  for (const page of old.values())
    if (!addresses.has(page.address)) out.push(`removed page ${pageName(page)} (${addressOf(page)})`);
  return out;
}

function menuTitles(items: Json, into: string[] = []): string[] {
  if (Array.isArray(items))
    for (const item of items.filter(isObj)) {
      if (typeof item.title === 'string') into.push(item.title);
      menuTitles(item.submenu, into);
    }
  return into;
}

function sectionChange(key: string, before: Json, after: Json, labels: Labels): string {
  const label = labels.section(key);
  if (before === undefined) return `${label}: added`;
  if (after === undefined) return `${label}: removed`;
  if (key === 'menu') {
    const was = menuTitles(before);
    const now = menuTitles(after);
    const parts = [
      ...now.filter((t) => !was.includes(t)).map((t) => `added ${quoted(t)}`),
      ...was.filter((t) => !now.includes(t)).map((t) => `removed ${quoted(t)}`),
    ];
    return `${label}: ${parts.length ? parts.join(', ') : 'changed links or order'}`;
  }
  if (isObj(before) && isObj(after)) {
    return `${label}: ${joinFields(fieldChanges(before, after, (k) => labels.field(`#/properties/${key}`, k)))}`;
  }
  return `${label}: changed`;
}

/** Every change from `before` to `after`, one phrase each, in the order of the file. */
export function describeChanges(before: Json, after: Json, labels: Labels): string[] {
  const was = isObj(before) ? before : {};
  const now = isObj(after) ? after : {};
  const out: string[] = [];
  for (const key of [...new Set([...Object.keys(was), ...Object.keys(now)])]) {
    if (isDeepStrictEqual(was[key], now[key])) continue;
    if (key === 'routes') out.push(...pageChanges(was.routes, now.routes, labels));
    else out.push(sectionChange(key, was[key], now[key], labels));
  }
  return out;
}

const SUBJECT_MAX = 100;

/** A commit message: the changes on the first line (as many as fit), then every change on its own line. */
export function commitMessage(changes: readonly string[], fallback: string): string {
  if (!changes.length) return fallback;
  // Every phrase on one line, whatever names it holds (a field or type name from the file too).
  const first = changes.map(oneLine).map((c) => c.charAt(0).toUpperCase() + c.slice(1));
  let subject = first[0];
  let shown = 1;
  while (shown < first.length && `${subject}; ${first[shown]}`.length <= SUBJECT_MAX) subject += `; ${first[shown++]}`;
  if (shown === first.length) return subject;
  const more = first.length - shown;
  return `${subject}; and ${more} more change${more === 1 ? '' : 's'}\n\n${first.map((c) => `- ${c}`).join('\n')}`;
}
