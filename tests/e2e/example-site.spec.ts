// The second site, examples/landscaping/, built with SITE_DIR into its own folder and served
// by `vite preview` on its own port: it builds with no code change, every page passes axe
// (desktop size) and keeps one h1, every link and picture of its pages answers, none of
// the first business's words reach it, and the Nu HTML Checker finds no error in its HTML.
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './shared-page.ts';
import { axeOn } from './helpers.ts';
import { filesUnder } from './built-site.ts';
import { buildSite, previewSite } from './site-preview.ts';
import { runNu } from './nu-checker.ts';
import { parse } from 'yaml';
import type { SiteConfig } from '../../src/site/site-types.generated.ts';
import { flattenRoutes } from '../../src/site/routes.ts';

const SITE_DIR = 'examples/landscaping';
const port = Number(process.env.E2E_PORT ?? 4173) + 1050;
const origin = `http://127.0.0.1:${port}`;
const outDir = resolve(`.e2e/example-${port}`);
const env = { ...process.env, SITE_DIR, SITE_OUT_DIR: outDir, VITE_EMAILJS_ORIGIN: 'self', NO_COLOR: '1' };
// Read as written: the build below validates it (with its own public/).
const config = parse(readFileSync(join(SITE_DIR, 'site.yaml'), 'utf8')) as SiteConfig;
const routes = flattenRoutes(config.routes).map((r) => r.fullPath);
/** Words of the first site (site.yaml at the root) that must not show on another business's site. */
const FIRST_SITE = /Pelican|Covington|Northshore|\(985\)|pressure wash|soft wash|gutter|What can we clean/i;

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(outDir, { recursive: true, force: true });
  buildSite(env);
  server = await previewSite(env, port);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('every page of the example passes axe, keeps its outline, and shows none of the first site', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const links = new Set<string>();
  for (const route of routes) {
    const response = await page.goto(origin + route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('h1'), route).toHaveCount(1);
    expect(await page.content(), route).not.toMatch(FIRST_SITE);
    const violations = (await axeOn(page).analyze()).violations.map((v) => `${route} ${v.id}: ${v.help}`);
    expect(violations).toEqual([]);
    const found = await page
      .locator('a[href^="/"], img[src^="/"], link[rel="icon"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? ''));
    for (const url of found) links.add(url.split('#')[0]);
  }
  expect(await page.title()).toContain(config.business.company);
  // The link check: every address the pages point to on this site answers 200.
  const broken: string[] = [];
  for (const url of links) {
    const r = await page.request.get(origin + url, { maxRedirects: 0 });
    if (r.status() !== 200) broken.push(`${url}: ${r.status()}`);
  }
  expect(links.size).toBeGreaterThan(routes.length);
  expect(broken).toEqual([]);
});

test('the structured data describes the example business from its own settings', async ({ page }) => {
  await page.goto(origin + '/');
  const business = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) =>
      els
        .flatMap((e) => (JSON.parse(e.textContent ?? '{}') as { '@graph': Array<{ '@id'?: string }> })['@graph'])
        .find((d) => d['@id']?.endsWith('#business')),
    );
  expect(business).toMatchObject({
    '@type': 'LocalBusiness',
    name: config.business.company,
    address: { addressLocality: 'Bend', addressRegion: 'OR', addressCountry: 'US' },
  });
});

test('a carousel of one item a slide sets picture and words side by side on a desktop, stacked small on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(origin + '/');
  const card = page.locator('.carousel-slide.is-active .carousel-item-card');
  const picture = (await card.locator('.carousel-item-image').boundingBox())!;
  const words = (await card.locator('.carousel-item-body').boundingBox())!;
  expect(picture.x + picture.width).toBeLessThanOrEqual(words.x + 1); // beside, not above
  expect(picture.width).toBeLessThan(600);
  expect((await card.boundingBox())!.height).toBeLessThan(420);
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await card.locator('.carousel-item-image').boundingBox())!.width).toBeLessThan(120);
});

test('a table written in Markdown shows as a table, its links working', async ({ page }) => {
  await page.goto(origin + '/services');
  const table = page.getByRole('region', { name: 'Season, What we do' }).locator('table');
  await expect(table.locator('thead th')).toHaveText(['Season', 'What we do']);
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await expect(table.getByRole('link', { name: 'Lawn care' })).toHaveAttribute('href', '/services/lawn-care');
  await expect(page.locator('main')).not.toContainText('| ---');
});

test('the Nu HTML Checker finds no error in the example pages', () => {
  test.setTimeout(240_000);
  const pages = filesUnder(outDir).filter((f) => f.endsWith('.html'));
  expect(pages.length).toBe(routes.length + 1); // every route and the 404 page
  const errors = runNu(pages).map(
    (m) => `${m.url.slice(m.url.indexOf(outDir) + outDir.length)}:${m.lastLine} ${m.message}`,
  );
  expect(errors).toEqual([]);
  expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).toContain(config.business.siteUrl);
});
