// Build time only (Node): Markdown text of site.yaml → MarkdownDoc. Uses marked's lexer
// and keeps only the safe subset: paragraphs, headings, lists, tables, bold, italic and links.
// Anything else (raw HTML, code, images, quotes) becomes plain text, so it shows and never runs.
import { decodeHTMLStrict } from 'entities/decode';
import { marked, type Token, type Tokens } from 'marked';
import type { MarkdownDoc, MarkdownInline, MarkdownListItem, MarkdownNode } from './types.ts';

/** Adjacent text nodes merged, empty ones dropped. */
function merge(list: MarkdownInline[]): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  for (const n of list) {
    const last = out[out.length - 1];
    if (n.type === 'text' && !n.text) continue;
    if (n.type === 'text' && last?.type === 'text') last.text += n.text;
    else out.push(n);
  }
  return out;
}

function inline(tokens: Token[] | undefined): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  for (const t of tokens ?? []) {
    switch (t.type) {
      case 'strong':
      case 'em':
        out.push({ type: t.type, children: inline((t as Tokens.Strong).tokens) });
        break;
      case 'del':
        out.push(...inline((t as Tokens.Del).tokens));
        break;
      case 'link':
        out.push({ type: 'link', href: (t as Tokens.Link).href, children: inline((t as Tokens.Link).tokens) });
        break;
      case 'text':
        if ('tokens' in t && t.tokens?.length) out.push(...inline(t.tokens));
        else out.push({ type: 'text', text: decodeHTMLStrict((t as Tokens.Text).text) });
        break;
      case 'escape':
      case 'codespan':
        out.push({ type: 'text', text: (t as Tokens.Escape).text });
        break;
      case 'br':
        out.push({ type: 'text', text: '\n' });
        break;
      default:
        // html, images and anything unknown: exactly what was typed, shown as text.
        out.push({ type: 'text', text: t.raw });
    }
  }
  return merge(out);
}

function blocks(tokens: Token[]): MarkdownNode[] {
  const out: MarkdownNode[] = [];
  for (const t of tokens) {
    switch (t.type) {
      case 'space':
      case 'hr':
        break;
      case 'heading': {
        const level = Math.min(6, Math.max(2, (t as Tokens.Heading).depth)) as 2 | 3 | 4 | 5 | 6;
        out.push({ type: 'heading', level, children: inline((t as Tokens.Heading).tokens) });
        break;
      }
      case 'paragraph':
        out.push({ type: 'paragraph', children: inline((t as Tokens.Paragraph).tokens) });
        break;
      case 'text':
        // loose text inside list items
        out.push({ type: 'paragraph', children: inline('tokens' in t && t.tokens ? t.tokens : [t]) });
        break;
      case 'list': {
        const list = t as Tokens.List;
        const items: MarkdownListItem[] = list.items.map((item) => ({
          type: 'listItem',
          children: blocks(item.tokens),
        }));
        out.push({ type: 'list', ordered: list.ordered, items });
        break;
      }
      case 'table': {
        const table = t as Tokens.Table;
        out.push({
          type: 'table',
          align: table.align,
          head: table.header.map((cell) => inline(cell.tokens)),
          rows: table.rows.map((row) => row.map((cell) => inline(cell.tokens))),
        });
        break;
      }
      case 'blockquote':
        out.push(...blocks((t as Tokens.Blockquote).tokens));
        break;
      default:
        // code blocks and raw HTML blocks: the typed text, as a paragraph of text.
        out.push({ type: 'paragraph', children: [{ type: 'text', text: t.raw.trim() }] });
    }
  }
  return out;
}

export function parseMarkdown(text: string): MarkdownDoc {
  return { type: 'markdown', children: blocks(marked.lexer(text, { gfm: true })) };
}
