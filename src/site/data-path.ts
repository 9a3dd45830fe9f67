// Reading and replacing values of the site's data by their path (['routes', 2, 'blocks', 0]),
// without changing the objects the editor's history still holds.

export type DataPath = readonly (string | number)[];
type Json = unknown;

const isRecord = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getAt(data: Json, path: DataPath): Json {
  let value = data;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') value = value[key];
    else if (isRecord(value) && typeof key === 'string') value = value[key];
    else return undefined;
  }
  return value;
}

/** A copy of `data` with the value at `path` replaced; `undefined` removes a map key. */
export function setAt<T>(data: T, path: DataPath, value: Json): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const current = data as Json;
  if (typeof key === 'number') {
    const list = Array.isArray(current) ? [...current] : [];
    list[key] = setAt(list[key], rest, value);
    return list as T;
  }
  const map: Record<string, Json> = isRecord(current) ? current : {};
  const next = setAt(map[key], rest, value);
  if (next !== undefined) return { ...map, [key]: next } as T;
  const { [key]: _removed, ...others } = map;
  return others as T;
}

/** Updates the list at `path` with `change` (a copy of it is passed). */
export function updateList<T>(data: T, path: DataPath, change: (list: Json[]) => Json[]): T {
  const list = getAt(data, path);
  return setAt(data, path, change(Array.isArray(list) ? [...list] : []));
}

export function samePath(a: DataPath, b: DataPath): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

export function startsWith(path: DataPath, prefix: DataPath): boolean {
  return prefix.length <= path.length && prefix.every((k, i) => k === path[i]);
}
