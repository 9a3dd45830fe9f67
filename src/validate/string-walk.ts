// Every text value of the site data, with its path: what the fact tokens and the copy
// warnings read.
import type { PathSegment } from '../site/data-path.ts';

export function eachString(
  data: unknown,
  visit: (value: string, path: PathSegment[]) => void,
  path: PathSegment[] = [],
): void {
  if (typeof data === 'string') visit(data, path);
  else if (Array.isArray(data)) data.forEach((item, i) => eachString(item, visit, [...path, i]));
  else if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) eachString(value, visit, [...path, key]);
  }
}

/** A copy of the data with every text value replaced by `map(value, path)`. */
export function mapStrings<T>(
  data: T,
  map: (value: string, path: PathSegment[]) => string,
  path: PathSegment[] = [],
): T {
  if (typeof data === 'string') return map(data, path) as T;
  if (Array.isArray(data)) return data.map((item, i) => mapStrings(item, map, [...path, i])) as T;
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, mapStrings(value, map, [...path, key])]),
    ) as T;
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
