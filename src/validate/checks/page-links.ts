// What a page's own blocks link to and say, read from site.yaml: the addresses of its link
// fields and of the links in its text, and how many characters of words it holds. The checks
// that a section page links to its pages and that no page is a dead end read them.
import { parseMarkdown } from '../../markdown/parse.ts';
import { markdownLinks } from '../../markdown/types.ts';
import type { FlatRoute } from '../../site/routes.ts';
import type { CheckContext } from './check-context.ts';
import { classifyUrl, resolveSitePath } from './url-checks.ts';

/** Where a link goes: a page's address (without #anchor), or the link itself when it leaves the site. */
function targetOf(url: string, here: string): string | undefined {
  const verdict = classifyUrl(url);
  if (verdict.kind === 'site') return resolveSitePath(verdict.path);
  if (verdict.kind === 'anchor') return here;
  return verdict.kind === 'bad' ? undefined : url;
}

/**
 * What the schema walk found in each page's own blocks, by the page's data path: made once per
 * check run (looking through everything found for each page took 640 ms at 1,000 pages, and
 * grows with the square of the pages).
 */
const foundByPage = new WeakMap<CheckContext['found'], Map<string, CheckContext['found']>>();
function foundOf(ctx: CheckContext, page: FlatRoute): CheckContext['found'] {
  let index = foundByPage.get(ctx.found);
  if (!index) {
    index = new Map();
    for (const f of ctx.found) {
      // A page's data path holds only routes, children and numbers: its blocks start at the first "blocks".
      const end = f.path[0] === 'routes' ? f.path.indexOf('blocks') : -1;
      if (end < 0) continue;
      const key = f.path.slice(0, end).join('/');
      const list = index.get(key);
      if (list) list.push(f);
      else index.set(key, [f]);
    }
    foundByPage.set(ctx.found, index);
  }
  return index.get(page.dataPath.join('/')) ?? [];
}

/**
 * The links of a Markdown text, each text parsed once per check run: the dead-end, section and
 * link checks all read them, and a large site repeats the same text on many pages.
 */
const linksByText = new WeakMap<CheckContext['found'], Map<string, string[]>>();
export function markdownLinksOf(ctx: Pick<CheckContext, 'found'>, text: string): string[] {
  let known = linksByText.get(ctx.found);
  if (!known) linksByText.set(ctx.found, (known = new Map()));
  let links = known.get(text);
  if (!links) known.set(text, (links = markdownLinks(parseMarkdown(text))));
  return links;
}

/** The addresses the page's blocks link to (menu, header and footer are not the page's own). */
export function pageLinks(ctx: CheckContext, page: FlatRoute): Set<string> {
  const out = new Set<string>();
  for (const f of foundOf(ctx, page)) {
    if (typeof f.value !== 'string') continue;
    const urls = f.kind === 'link' ? [f.value] : f.kind === 'markdown' ? markdownLinksOf(ctx, f.value) : [];
    for (const url of urls) {
      const target = targetOf(url, page.fullPath);
      if (target) out.add(target);
    }
  }
  return out;
}

/** Fields that hold no words a visitor reads. */
const NOT_WORDS = new Set(['type', 'id', 'src', 'url', 'href', 'icon', 'pathContains', 'variant', 'layout']);

/** How many characters of words the page's heading and blocks hold. */
export function pageTextLength(page: FlatRoute): number {
  let length = page.route.heading?.trim().length ?? 0;
  const walk = (value: unknown, key?: string): void => {
    if (typeof value === 'string') {
      if (!NOT_WORDS.has(key ?? '') && !/^(\/|#|https?:|mailto:|tel:)/.test(value)) length += value.trim().length;
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(page.route.blocks);
  return length;
}
