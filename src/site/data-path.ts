// A place in the site's data, as a path of keys and list positions (['routes', 2, 'blocks', 0]),
// and reading and replacing the value there. The validator reports problems at such paths, the
// schema walk finds fields by them, and the editor edits the data through them. Replacing never
// changes the objects given: it returns a copy along the path (the editor's undo history keeps
// the old ones).

/** A key of a map, or a position in a list (from 0). */
export type PathSegment = string | number;
export type DataPath = readonly PathSegment[];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at `path`, or undefined when there is none (a number only indexes a list, a string only a map). */
export function getAt(data: unknown, path: DataPath): unknown {
  let value = data;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') value = value[key];
    else if (isRecord(value) && typeof key === 'string') value = value[key];
    else return undefined;
  }
  return value;
}

/** A copy of `data` with the value at `path` replaced; `undefined` removes a map key. */
export function setAt<T>(data: T, path: DataPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const current: unknown = data;
  if (typeof key === 'number') {
    const list = Array.isArray(current) ? [...current] : [];
    list[key] = setAt(list[key], rest, value);
    return list as T;
  }
  const map: Record<string, unknown> = isRecord(current) ? current : {};
  const next = setAt(map[key], rest, value);
  if (next !== undefined) return { ...map, [key]: next } as T;
  const { [key]: _removed, ...others } = map;
  return others as T;
}

/**
 * A copy of `data` with the value at each path replaced, copying each object or list along the
 * paths once (setAt for each path would copy the shared part of the paths again each time).
 * Every path must lead through existing objects and lists; `data` is left as it is.
 */
export function setAll<T>(data: T, changes: ReadonlyArray<{ path: DataPath; value: unknown }>): T {
  if (!changes.length) return data;
  const copies = new Set<unknown>();
  const copyOf = (v: unknown): Record<PathSegment, unknown> => {
    const copy = Array.isArray(v) ? [...(v as unknown[])] : { ...(v as object) };
    copies.add(copy);
    return copy as Record<PathSegment, unknown>;
  };
  const root = copyOf(data);
  for (const { path, value } of changes) {
    if (!path.length) throw new Error('setAll: an empty path replaces the whole value');
    let node = root;
    for (const key of path.slice(0, -1)) {
      if (!copies.has(node[key])) node[key] = copyOf(node[key]);
      node = node[key] as Record<PathSegment, unknown>;
    }
    node[path[path.length - 1]] = value;
  }
  return root as T;
}

/** Updates the list at `path` with `change` (a copy of it is passed). */
export function updateList<T>(data: T, path: DataPath, change: (list: unknown[]) => unknown[]): T {
  const list = getAt(data, path);
  return setAt(data, path, change(Array.isArray(list) ? [...list] : []));
}

export function samePath(a: DataPath, b: DataPath): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

export function startsWith(path: DataPath, prefix: DataPath): boolean {
  return prefix.length <= path.length && prefix.every((k, i) => k === path[i]);
}
