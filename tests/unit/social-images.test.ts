import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteData, type PageRoute } from '../../src/site/site-data.ts';
import type { SiteConfig } from '../../src/site/site-types.generated.ts';
import { SOCIAL_DIR, socialImages } from '../../vite/social-images.ts';
import { pngSize } from '../../vite/social-card.ts';
import { testSite } from '../support/test-site.ts';

const dir = mkdtempSync(join(tmpdir(), 'social-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const route = (fullPath: string, heading?: string, name?: string) =>
  ({ id: 'x', path: 'x', fullPath, heading, name }) as PageRoute;
// The real business settings with three pages.
const site = {
  ...siteData(parse(readFileSync(testSite.file, 'utf8')) as SiteConfig),
  routes: [
    route('/', 'Home'),
    route('/residential/gutter-polishing', 'Gutter Polishing'),
    route('/careers', undefined, 'Careers'),
  ],
};

describe('the build pictures', () => {
  it('give each heading its own card, the home and not-found pages the site card, and a PNG logo', async () => {
    const opts = { outDir: join(dir, 'out'), publicDir: testSite.publicDir, cacheDir: join(dir, 'cache') };
    const images = await socialImages(site, opts);
    const home = await images.cardFor(route('/'));
    const missing = await images.cardFor();
    const polishing = await images.cardFor(route('/residential/gutter-polishing', 'Gutter Polishing'));
    const named = await images.cardFor(route('/careers', undefined, 'Careers'));
    expect(missing).toEqual(home);
    expect(new Set([home.url, polishing.url, named.url]).size).toBe(3);
    expect(polishing.alt).toBe('Pelican Exterior Cleaning: Gutter Polishing. Pressure Washing In Covington LA');
    expect(named.alt).toMatch(/: Careers\./);
    for (const url of [home.url, polishing.url, images.business.logo]) {
      expect(url).toMatch(new RegExp(`^${site.business.siteUrl}/${SOCIAL_DIR}/[0-9a-f]{20}\\.png$`));
      expect(existsSync(join(opts.outDir, url.slice(site.business.siteUrl.length)))).toBe(true);
    }
    expect(pngSize(readFileSync(join(opts.outDir, polishing.url.slice(site.business.siteUrl.length))))).toEqual({
      width: 1200,
      height: 630,
    });
    expect(pngSize(readFileSync(join(opts.outDir, images.business.logo.slice(site.business.siteUrl.length))))).toEqual({
      width: 660,
      height: 168,
    });
    expect(images.business.image).toBe(home.url);
    expect(images.cache.made).toBe(4); // site card, logo, two page cards (rendered up front)
    // A page the site did not list up front still gets its card.
    const extra = await images.cardFor(route('/extra', 'Extra Page'));
    expect(pngSize(readFileSync(join(opts.outDir, extra.url.slice(site.business.siteUrl.length))))).toEqual({
      width: 1200,
      height: 630,
    });
    expect(images.cache.made).toBe(5);

    // A second build into a new folder renders nothing: every picture comes from the cache.
    const again = await socialImages(site, { ...opts, outDir: join(dir, 'out2') });
    expect((await again.cardFor(route('/residential/gutter-polishing', 'Gutter Polishing'))).url).toBe(polishing.url);
    expect(again.cache.made).toBe(0);
    expect(readdirSync(join(dir, 'out2', SOCIAL_DIR)).sort()).toEqual(
      [home.url, polishing.url, again.business.logo].map((u) => u.split('/').pop()).sort(),
    );
  }, 60_000);
});
