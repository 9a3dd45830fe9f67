// A YAML text read as lines, for the explanations of mistakes that stop the parser: how far a
// line is indented, which lines are free text of a block (text: |), and where a line sits in
// the site, in the words every other problem uses ("business › reviews", "page /contact ›
// block 2 (richText)"), found from the indentation alone, since the file does not parse.
import { describePath } from './describe-path.ts';
import type { PathSegment } from '../site/data-path.ts';

export const indentOf = (line: string): number => line.search(/[^ ]|$/);
export const isContent = (line: string): boolean => line.trim() !== '' && !line.trimStart().startsWith('#');
const isEntry = (line: string) => /^\s*- /.test(line) || /^\s*-$/.test(line);

/** Block scalars (text: |) hold free text: their lines are never YAML structure. */
export function structureLines(lines: readonly string[]): boolean[] {
  const structural = lines.map(() => true);
  for (let i = 0; i < lines.length; i++) {
    if (!/:\s*[|>][-+0-9]*\s*(#.*)?$/.test(lines[i])) continue;
    const own = indentOf(lines[i]);
    let j = i + 1;
    for (; j < lines.length; j++) {
      if (lines[j].trim() === '') {
        structural[j] = false;
        continue;
      }
      if (indentOf(lines[j]) <= own) break;
      structural[j] = false;
    }
    i = j - 1;
  }
  return structural;
}

/** The key and plain value of a `key: value` or `- key: value` line. */
function keyValue(line: string): { key: string; value: string } | undefined {
  const m = /^\s*(?:- )?([\w-]+):(?:\s+(.*?))?\s*(?:\s#.*)?$/.exec(line);
  if (!m) return undefined;
  return { key: m[1], value: (m[2] ?? '').replace(/^(["'])(.*)\1$/, '$2') };
}

/**
 * Where line `i` (0-based) sits in the site, in words: the keys and entries that hold it,
 * outermost first, as describePath names them. An empty string for a line at the top level.
 */
export function whereAt(lines: readonly string[], i: number): string {
  const structural = structureLines(lines);
  // The lines that hold line i, innermost first: each indented less than the one it holds.
  const chain = [i];
  for (let j = i - 1, limit = indentOf(lines[i]); j >= 0 && limit > 0; j--) {
    if (!structural[j] || !isContent(lines[j])) continue;
    const ind = indentOf(lines[j]);
    // A list may sit at the same indentation as the key that holds it ("routes:" then "- path: /").
    const holdsList = ind === limit && isEntry(lines[chain[0]]) && !isEntry(lines[j]) && /:\s*$/.test(lines[j]);
    if (ind < limit || holdsList) {
      chain.unshift(j);
      limit = ind;
    }
  }
  // A skeleton of the data on the way to line i: enough for describePath to name pages, menu
  // entries and blocks (their path, title and type) and to number list entries.
  const root: Record<string, unknown> = {};
  const path: PathSegment[] = [];
  let node: unknown = root;
  chain.forEach((j, n) => {
    if (isEntry(lines[j])) {
      const holder = n > 0 ? chain[n - 1] : -1;
      let index = 0;
      for (let k = holder + 1; k < j; k++)
        if (structural[k] && indentOf(lines[k]) === indentOf(lines[j]) && isEntry(lines[k])) index++;
      const fields: Record<string, string> = {};
      for (let k = j; k < lines.length; k++) {
        if (k > j && structural[k] && isContent(lines[k]) && indentOf(lines[k]) <= indentOf(lines[j])) break;
        const kv = k === j || indentOf(lines[k]) === indentOf(lines[j]) + 2 ? keyValue(lines[k]) : undefined;
        if (kv && structural[k]) fields[kv.key] ??= kv.value;
      }
      const list = Array.isArray(node) ? node : [];
      list[index] = fields;
      path.push(index);
      node = fields;
      return;
    }
    const kv = keyValue(lines[j]);
    if (!kv || typeof node !== 'object' || node === null || Array.isArray(node)) return;
    const next = chain[n + 1];
    const child = next !== undefined && isEntry(lines[next]) ? [] : {};
    (node as Record<string, unknown>)[kv.key] = child;
    path.push(kv.key);
    node = child;
  });
  return describePath(root, path);
}
