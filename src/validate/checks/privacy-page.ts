// The site's privacy page, found by its address, name or heading, and every word it holds:
// what the checks of what a privacy page must say (texts, the office) read.
import type { FlatRoute } from '../../site/routes.ts';

const PRIVACY = /privacy|confidentialit|datenschutz|privacidad/i;

export function privacyPages(flat: readonly FlatRoute[]): FlatRoute[] {
  return flat.filter((r) => PRIVACY.test(`${r.fullPath} ${r.route.name ?? ''} ${r.route.heading ?? ''}`));
}

/** Every string a page holds, joined (its words, as written in site.yaml). */
export function wordsOf(page: FlatRoute): string {
  const out: string[] = [page.route.heading ?? ''];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(page.route.blocks);
  return out.join('\n');
}
