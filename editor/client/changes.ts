// The owner's unsaved edits as operations: each a value at a data path, before and after.
// When site.yaml changed on disk meanwhile, the operations are replayed onto the new file:
// an edit applies where the file still holds the value it started from; where the file
// changed the same value too, both values are kept for the owner to choose from.
import { getAt, setAt, type DataPath } from '../../src/site/data-path.ts';
import type { History } from './history.ts';

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Change {
  path: DataPath;
  /** The value the edit started from (undefined: the field was added). */
  before: Json;
  /** The value after the edit (undefined: the field was removed). */
  after: Json;
}

export interface Conflict {
  path: DataPath;
  /** The value both sides started from. */
  base: Json;
  /** The owner's value. */
  mine: Json;
  /** The value in the file now (undefined: the file no longer has it). */
  theirs: Json;
}

export interface Merge {
  /** The file's data with every edit that could apply. */
  data: Json;
  applied: Change[];
  /** Edits the file already had (the same change on both sides). */
  same: Change[];
  conflicts: Conflict[];
}

export function sameValue(a: Json, b: Json): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    return (
      keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length &&
      keys.every((k) => sameValue(a[k], b[k]))
    );
  }
  return false;
}

/** The edits that turn `base` into `now`: fields one by one; a list whose length changed as a whole. */
export function changesBetween(base: Json, now: Json, path: DataPath = []): Change[] {
  if (sameValue(base, now)) return [];
  if (isRecord(base) && isRecord(now)) {
    const keys = [...new Set([...Object.keys(base), ...Object.keys(now)])];
    return keys.flatMap((k) => changesBetween(base[k], now[k], [...path, k]));
  }
  if (Array.isArray(base) && Array.isArray(now) && base.length === now.length)
    return base.flatMap((v, i) => changesBetween(v, now[i], [...path, i]));
  return [{ path, before: base, after: now }];
}

/** What names a list item when its place moved: a page's path, a menu entry's title, an id. */
const identity = (item: Json): string | undefined => {
  if (!isRecord(item)) return undefined;
  for (const k of ['path', 'id', 'title', 'question', 'name'])
    if (typeof item[k] === 'string') return `${k}:${item[k] as string}`;
  return undefined;
};

/** The places in `list` of the items `is` picks. */
const placesOf = (list: Json[], is: (v: Json) => boolean) => list.flatMap((v, j) => (is(v) ? [j] : []));

/**
 * The place in `theirs` of what `path` named in `base` (list items may have moved), if it can be
 * told. An item is found by its whole value, else by its identity (path, id, title...), but only
 * when that names one item on both sides: with two team members called "Mike", a Mike renamed or
 * removed on disk cannot be told from the other, so the edit is a conflict, never applied to the
 * wrong one.
 */
function locate(base: Json, theirs: Json, path: DataPath): DataPath | undefined {
  const out: (string | number)[] = [];
  let b = base;
  let t = theirs;
  for (const seg of path) {
    if (typeof seg === 'number' && Array.isArray(b) && Array.isArray(t)) {
      const was = b[seg];
      let i = seg;
      if (!sameValue(t[seg], was)) {
        const same = placesOf(t, (v) => sameValue(v, was));
        const id = identity(was);
        const named = id ? placesOf(t, (v) => identity(v) === id) : [];
        const ambiguous = !!id && (placesOf(b, (v) => identity(v) === id).length > 1 || named.length > 1);
        if (same.length === 1 && placesOf(b, (v) => sameValue(v, was)).length === 1) i = same[0];
        else if (ambiguous) return undefined;
        else if (named.length === 1) i = named[0];
        else if (t.length !== b.length) return undefined;
      }
      out.push(i);
      b = was;
      t = t[i];
    } else {
      out.push(seg);
      b = getAt(b, [seg]);
      t = getAt(t, [seg]);
    }
  }
  return out;
}

/** Replays `changes` (made to `base`) onto `theirs`, the file as it is now. */
export function replay(base: Json, theirs: Json, changes: readonly Change[]): Merge {
  let data = theirs;
  const merge: Merge = { data, applied: [], same: [], conflicts: [] };
  for (const change of changes) {
    const path = locate(base, theirs, change.path);
    const current = path ? getAt(theirs, path) : undefined;
    if (path && sameValue(current, change.after)) merge.same.push({ ...change, path });
    else if (path && sameValue(current, change.before)) {
      data = setAt(data, path, change.after);
      merge.applied.push({ ...change, path });
    } else
      merge.conflicts.push({ path: path ?? change.path, base: change.before, mine: change.after, theirs: current });
  }
  merge.data = data;
  return merge;
}

/**
 * The undo history moved onto a file changed on disk: every step keeps its edits (replayed onto
 * the new file like the present), so no undo or redo ever brings back a state without the other
 * change. `present` is the merge of the newest step.
 */
export function rebaseHistory<T>(h: History<T>, base: unknown, theirs: T, present: T): History<T> {
  const onto = (state: T) => replay(base, theirs, changesBetween(base, state)).data as T;
  return { past: h.past.map(onto), present, future: h.future.map(onto) };
}
