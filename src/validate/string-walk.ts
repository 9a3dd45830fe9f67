// Every text value of the site data, with its path: what the fact tokens and the copy
// warnings read.
import type { PathSegment } from '../site/data-path.ts';

/**
 * Calls `visit` for every text value, with its path. The path is one array for the whole walk,
 * changed as it goes (a new array for every value was a third of the walk's time on a site of
 * 10,000 pages): read it during the call, copy it to keep it.
 */
export function eachString(
  data: unknown,
  visit: (value: string, path: readonly PathSegment[]) => void,
  path: PathSegment[] = [],
): void {
  if (typeof data === 'string') visit(data, path);
  else if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      path.push(i);
      eachString(data[i], visit, path);
      path.pop();
    }
  } else if (typeof data === 'object' && data !== null) {
    for (const key of Object.keys(data)) {
      path.push(key);
      eachString((data as Record<string, unknown>)[key], visit, path);
      path.pop();
    }
  }
}

/**
 * The data with every text value replaced by `map(value, path)`: a copy of each object or list
 * in which a value changed, the same object where none did. The path is shared as eachString's.
 */
export function mapStrings<T>(
  data: T,
  map: (value: string, path: readonly PathSegment[]) => string,
  path: PathSegment[] = [],
): T {
  if (typeof data === 'string') return map(data, path) as T;
  if (Array.isArray(data)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < data.length; i++) {
      path.push(i);
      const next = mapStrings(data[i], map, path);
      path.pop();
      if (next !== data[i]) (out ??= [...data])[i] = next;
    }
    return (out ?? data) as T;
  }
  if (typeof data === 'object' && data !== null) {
    let out: Record<string, unknown> | undefined;
    const record = data as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      path.push(key);
      const next = mapStrings(record[key], map, path);
      path.pop();
      if (next !== record[key]) (out ??= { ...record })[key] = next;
    }
    return (out ?? data) as T;
  }
  return data;
}

/** The business facts themselves: the fields the tokens stand for. */
export const FACT_FIELDS = [
  ['business', 'company'],
  ['business', 'phone'],
  ['business', 'email'],
] as const;

export function isFactField(path: readonly PathSegment[]): boolean {
  return FACT_FIELDS.some((f) => path.length === 2 && f[0] === path[0] && f[1] === path[1]);
}
