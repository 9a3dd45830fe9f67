// The files for search engines: sitemap.xml (every page) and robots.txt (where it is).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Business } from '../../src/site/site-types.generated.ts';
import { robotsTxt, sitemapXml } from '../../src/seo/sitemap.ts';

export function writeCrawlerFiles(
  outDir: string,
  business: Business,
  paths: readonly string[],
  lastmod?: ReadonlyMap<string, string>,
): void {
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(business, paths, lastmod));
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(business));
}
