// The relative links and #anchors of Markdown files, and whether they lead somewhere: a file or
// folder of this repository and, for an anchor, a heading of the Markdown file it names (GitHub's
// ids: lower case, punctuation dropped, each space a dash, a repeated heading numbered -1, -2, …).
// Links inside code are not links; addresses of the site's own pages (/contact) and other
// websites are not checked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { marked, type Token, type Tokens } from 'marked';

export const root = resolve(import.meta.dirname, '../..');

export function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The words of a heading as GitHub shows them: code, emphasis and link text, without their marks. */
function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => {
      if ('tokens' in t && t.tokens && t.type !== 'codespan') return plainText(t.tokens);
      return 'text' in t ? String(t.text) : '';
    })
    .join('');
}

/** GitHub's id for a heading (github-slugger). */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  marked.walkTokens(marked.lexer(markdown), (t) => {
    if (t.type !== 'heading') return;
    const base = slug(plainText((t as Tokens.Heading).tokens));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    ids.add(n ? `${base}-${n}` : base);
  });
  return ids;
}

export function linksOf(markdown: string): string[] {
  const links: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (t) => {
    if (t.type === 'link' || t.type === 'image') links.push((t as Tokens.Link).href);
  });
  return links;
}

/** What is wrong with each relative link of one file: an empty list when all resolve. */
export function brokenLinks(file: string, markdown = readFileSync(file, 'utf8')): string[] {
  const broken: string[] = [];
  for (const href of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.includes('{{')) continue;
    const [path = '', anchor] = href.split('#', 2);
    const target = path ? resolve(dirname(file), decodeURI(path)) : file;
    if (path && !existsSync(target)) {
      broken.push(`${href}: no file ${relative(root, target)}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!target.endsWith('.md')) {
      broken.push(`${href}: an anchor in a file that is not Markdown`);
      continue;
    }
    if (!headingIds(path ? readFileSync(target, 'utf8') : markdown).has(anchor))
      broken.push(`${href}: no heading #${anchor} in ${relative(root, target)}`);
  }
  return broken;
}
