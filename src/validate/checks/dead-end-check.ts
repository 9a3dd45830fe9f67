// No page is a dead end: a page with hardly any words and no link onward leaves a visitor with
// nothing to read and nowhere to go. The home page and a page that ends on purpose (one with
// the contact form) are let be.
import type { CheckContext } from './check-context.ts';
import { pageLinks, pageTextLength } from './page-links.ts';

/** Fewer characters of words than this is hardly a page (a paragraph is about 300). */
export const MIN_CONTENT = 300;

export function deadEndCheck(ctx: CheckContext): void {
  for (const page of ctx.flat) {
    const blocks = page.route.blocks ?? [];
    if (page.fullPath === '/' || blocks.some((b) => b.type === 'contactForm')) continue;
    const length = pageTextLength(page);
    const onward = [...pageLinks(ctx, page)].filter((target) => target !== page.fullPath);
    if (length >= MIN_CONTENT || onward.length) continue;
    ctx.report(
      [...page.dataPath, blocks.length ? 'blocks' : 'path'],
      `The page ${page.fullPath} is a dead end: only ${length} characters of content, and no link onward.`,
      `Say more on it (a richText block of what the page offers, at least ${MIN_CONTENT} characters), or add a link onward, e.g. a ctaButtons block to /contact or a link to its section page.`,
      'warning',
    );
  }
}
