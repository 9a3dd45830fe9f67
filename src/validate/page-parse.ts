// The parse of one file under pages/ (src/validate/includes.ts), through the parse cache
// (parse-cache.ts). A file parsed before with no problem at all gives its kept data, its line
// starts and an outline of its YAML tree (lazy-tree.ts): the checks after the parse find every
// position in it (pages/x.yaml:14:5) without parsing it again; anything the outline does not hold
// (a comment, a scalar's value or style) parses the file then, by the very parse it would have had.
// A file with any problem is never kept: it is parsed every time, its messages made afresh.
import { LineCounter, type Node } from 'yaml';
import type { Problem } from './problem.ts';
import { parseYaml, type FileText } from './yaml-source.ts';
import { cacheSettings, entryKey, keepParse, keptParse } from './parse-cache.ts';
import { lazyTree, outlineOf } from './lazy-tree.ts';

/** How the page files were had, since the process started: kept, parsed, parsed later for a look inside. */
export const pageParses = { kept: 0, parsed: 0, parsedLater: 0 };

export interface PageParse {
  data: unknown;
  /** The file's root node; undefined when the file did not parse. */
  node: Node | undefined;
  file: FileText;
  problems: Problem[];
}

/** The file `name` (its name in messages) of `text`, read from `bytes`. */
export function parsePageFile(
  name: string,
  text: string,
  bytes: Uint8Array,
  keep: (data: unknown) => boolean,
): PageParse {
  const settings = cacheSettings();
  const key = settings && entryKey(bytes);
  const kept = key ? keptParse(key, settings) : undefined;
  if (kept) {
    pageParses.kept++;
    let parsed: Node | undefined;
    const parse = () => {
      if (!parsed) pageParses.parsedLater++;
      return (parsed ??= parseYaml(name, text).source.doc.contents as Node);
    };
    let lines: LineCounter | undefined;
    const file: FileText = {
      file: name,
      text,
      get lines() {
        if (!lines) {
          lines = new LineCounter();
          lines.lineStarts = Array.from(kept.lineStarts);
        }
        return lines;
      },
    };
    return { data: kept.data, node: lazyTree(kept.outline, text, parse), file, problems: [] };
  }
  pageParses.parsed++;
  const parsed = parseYaml(name, text);
  const node = (parsed.source.doc.contents ?? undefined) as Node | undefined;
  const data = parsed.data;
  if (key && !parsed.problems.length && data && typeof data === 'object' && keep(data)) {
    const outline = outlineOf(node, text);
    if (outline) keepParse(key, { data, outline, lineStarts: parsed.source.lines.lineStarts }, settings);
  }
  return { data, node, file: { file: name, text, lines: parsed.source.lines }, problems: parsed.problems };
}
