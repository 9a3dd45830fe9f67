// How alike two generated pages' own words are: four-word shingles, the towns' (and services')
// own names set aside as one token, compared as shared over all (Jaccard). The doorway guard
// warns above MAX_LIKENESS (area-checks.ts, service-town-checks.ts).
import { wordsOf } from '../../site/area-pages.ts';

/** Pages more alike than this (shared shingles over all shingles of the two) are warned about. */
export const MAX_LIKENESS = 0.8;
const SHINGLE = 4;

/** The word shingles of a text, each of `names` written as one token. */
export function shinglesOf(text: string, names: readonly string[]): Set<string> {
  for (const name of names) if (name) text = text.split(name).join(' TOWN ');
  const words = wordsOf(text).map((w) => w.toLowerCase());
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= words.length; i++) out.add(words.slice(i, i + SHINGLE).join(' '));
  if (!out.size && words.length) out.add(words.join(' '));
  return out;
}

/** How alike two sets of shingles are: shared over all (Jaccard), 0 to 1. */
export function likeness(x: Set<string>, y: Set<string>): number {
  if (!x.size || !y.size) return 0;
  // Above MAX_LIKENESS only when the smaller set is at least that share of the larger.
  if (Math.min(x.size, y.size) / Math.max(x.size, y.size) <= MAX_LIKENESS) return 0;
  let shared = 0;
  for (const s of x) if (y.has(s)) shared++;
  return shared / (x.size + y.size - shared);
}

/** The pairs of `items` more alike than MAX_LIKENESS, each with how alike (0 to 1). */
export function alikePairs<T>(items: readonly { item: T; shingles: Set<string> }[]): [T, T, number][] {
  const out: [T, T, number][] = [];
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) {
      const alike = likeness(items[i].shingles, items[j].shingles);
      if (alike > MAX_LIKENESS) out.push([items[i].item, items[j].item, alike]);
    }
  return out;
}
