// The editor checks the site at each pause in typing: what a check learns from a file of
// public/ is kept, and the file is read again only when its size or time changes.
import { statSync, type Stats } from 'node:fs';

/** A cache of what `read` makes of each file, keyed by the file's size and time. */
export function fileFactsCache<T>(read: (file: string, stat: Stats) => T): (file: string) => T {
  const known = new Map<string, { stamp: string; facts: T }>();
  return (file) => {
    const stat = statSync(file);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const cached = known.get(file);
    if (cached?.stamp === stamp) return cached.facts;
    const facts = read(file, stat);
    known.set(file, { stamp, facts });
    return facts;
  };
}
