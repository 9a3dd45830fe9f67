// sitemap.xml and robots.txt of the prerendered site.
import type { Business } from '../site/site-types.generated.ts';
import { absoluteUrl } from './jsonld.ts';
import { escapeHtml } from './head.ts';

/** The sitemap of the pages given; `lastmod` gives each page's date by its address (or one date for all). */
export function sitemapXml(
  business: Business,
  paths: readonly string[],
  lastmod?: string | ReadonlyMap<string, string>,
): string {
  const dateOf = (p: string) => (typeof lastmod === 'string' ? lastmod : lastmod?.get(p));
  const urls = paths
    .map((p) => {
      const date = dateOf(p);
      return `  <url><loc>${escapeHtml(absoluteUrl(business, p))}</loc>${date ? `<lastmod>${escapeHtml(date)}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(business: Business): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${business.siteUrl}/sitemap.xml\n`;
}
