// Build time: a page's blocks as their components receive them, with every Markdown field
// (found through the schema) parsed into a MarkdownDoc. Used by src/render/server-site.ts.
import type { Block } from '../site/site-types.generated.ts';
import { findSharedInBlocks } from '../schema/schema-walk.ts';
import { parseMarkdown } from './parse.ts';
import type { ParsedBlock } from './types.ts';
import { setAt } from '../site/data-path.ts';
import { linkPhone, type PhoneLink } from './phone-links.ts';

/** `phone`: the business's number, which becomes a tel: link wherever text names it. */
export function parseBlocks(blocks: readonly Block[], phone?: PhoneLink): ParsedBlock[] {
  // setAt copies along the path: the blocks given are left as they are.
  let parsed: unknown = blocks;
  for (const f of findSharedInBlocks(blocks)) {
    if (f.kind !== 'markdown' || typeof f.value !== 'string') continue;
    const doc = parseMarkdown(f.value);
    parsed = setAt(parsed, f.path, phone ? linkPhone(doc, phone) : doc);
  }
  // Every Markdown field, as the schema says, now holds a MarkdownDoc.
  return parsed as ParsedBlock[];
}
