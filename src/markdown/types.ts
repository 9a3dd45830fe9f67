// The parsed form of a Markdown field (common.schema.json#/$defs/markdown), as a page
// receives it. site.yaml holds Markdown text; the build turns it into this small tree
// (src/markdown/parse.ts), so no Markdown parser ships to the browser.
import type { Block } from '../site/site-types.generated.ts';

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: MarkdownInline[] }
  | { type: 'em'; children: MarkdownInline[] }
  | { type: 'link'; href: string; children: MarkdownInline[] };

export interface MarkdownListItem {
  type: 'listItem';
  children: MarkdownNode[];
}

/** A table written with pipes: a header row, then rows of cells, each cell inline text. */
export interface MarkdownTable {
  type: 'table';
  align: Array<'left' | 'center' | 'right' | null>;
  head: MarkdownInline[][];
  rows: MarkdownInline[][][];
}

export type MarkdownNode =
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'heading'; level: 2 | 3 | 4 | 5 | 6; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; items: MarkdownListItem[] }
  | MarkdownTable;

/** Every run of inline text of a node, in reading order (a table's cells, row by row). */
export function inlineRuns(node: MarkdownNode): MarkdownInline[][] {
  if (node.type === 'list') return [];
  if (node.type === 'table') return [...node.head, ...node.rows.flat()];
  return [node.children];
}

export interface MarkdownDoc {
  type: 'markdown';
  children: MarkdownNode[];
}

/** A block as a page receives it: Markdown fields parsed. */
export type ParsedBlock = Block<MarkdownDoc>;

/** Every link of a parsed document, in order. */
export function markdownLinks(doc: MarkdownDoc): string[] {
  const out: string[] = [];
  const inline = (list: MarkdownInline[]) => {
    for (const n of list) {
      if (n.type === 'link') out.push(n.href);
      if (n.type !== 'text') inline(n.children);
    }
  };
  const nodes = (list: MarkdownNode[]) => {
    for (const n of list) {
      if (n.type === 'list') n.items.forEach((i) => nodes(i.children));
      else inlineRuns(n).forEach(inline);
    }
  };
  nodes(doc.children);
  return out;
}

/** The words of a run of inline text: links keep their words, formatting goes. */
export function inlineText(list: MarkdownInline[]): string {
  return list.map((n) => (n.type === 'text' ? n.text : inlineText(n.children))).join('');
}

/** The words of a parsed document as one line: links keep their words, formatting goes. */
export function markdownText(doc: MarkdownDoc): string {
  const words: string[] = [];
  const nodes = (list: MarkdownNode[]) => {
    for (const n of list) {
      if (n.type === 'list') n.items.forEach((i) => nodes(i.children));
      else for (const run of inlineRuns(n)) words.push(inlineText(run), ' ');
    }
  };
  nodes(doc.children);
  return words.join('').replace(/\s+/g, ' ').trim();
}
