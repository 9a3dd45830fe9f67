// Build time: a page's blocks as their components receive them, with every Markdown field
// (found through the schema) parsed into a MarkdownDoc. Used by src/render/server-site.ts.
import type { Block } from '../site/site-types.generated.ts';
import { findSharedInBlocks } from '../schema/schema-walk.ts';
import { parseMarkdown } from './parse.ts';
import type { ParsedBlock } from './types.ts';
import { setAt } from '../site/data-path.ts';

export function parseBlocks(blocks: readonly Block[]): ParsedBlock[] {
  // setAt copies along the path: the blocks given are left as they are.
  let parsed: unknown = blocks;
  for (const f of findSharedInBlocks(blocks)) {
    if (f.kind === 'markdown' && typeof f.value === 'string') parsed = setAt(parsed, f.path, parseMarkdown(f.value));
  }
  // Every Markdown field, as the schema says, now holds a MarkdownDoc.
  return parsed as ParsedBlock[];
}
