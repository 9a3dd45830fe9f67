// sitemap.xml and robots.txt of the prerendered site.
import type { Business } from '../site/site-types.generated.ts';
import { absoluteUrl } from './jsonld.ts';
import { escapeHtml } from './head.ts';

export function sitemapXml(business: Business, paths: readonly string[], lastmod?: string): string {
  const urls = paths
    .map(
      (p) =>
        `  <url><loc>${escapeHtml(absoluteUrl(business, p))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(business: Business): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${business.siteUrl}/sitemap.xml\n`;
}
