// Build time: a page's blocks as their components receive them, with every Markdown field
// (found through the schema) parsed into a MarkdownDoc. Used by src/render/server-site.ts.
import type { Block } from '../site/site-types.generated.ts';
import { findSharedInBlocks } from '../schema/schema-walk.ts';
import type { PathSegment } from '../validate/yaml-source.ts';
import { parseMarkdown } from './parse.ts';
import type { ParsedBlock } from './types.ts';

function setAt(root: unknown, path: PathSegment[], value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) node = node[seg] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
}

export function parseBlocks(blocks: readonly Block[]): ParsedBlock[] {
  const copy = structuredClone(blocks) as unknown[];
  for (const f of findSharedInBlocks(copy)) {
    if (f.kind === 'markdown' && typeof f.value === 'string') setAt(copy, f.path, parseMarkdown(f.value));
  }
  // Every Markdown field, as the schema says, now holds a MarkdownDoc.
  return copy as ParsedBlock[];
}
