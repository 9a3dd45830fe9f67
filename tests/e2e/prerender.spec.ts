// The prerendered static site (issue 5): every route as full HTML without JavaScript,
// islands that start without errors, SEO files and tags, structured data, 404 and no
// requests to other hosts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ownPageTest as test, cspViolations, test as tabTest } from './shared-page.ts';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { flattenRoutes } from '../../src/site/routes.ts';
import { pageTitle } from '../../src/site/title.ts';
import { builtDocument, filesUnder, freshBuild } from './built-site.ts';
import { oneRoutePerLayout } from './site-routes.ts';
import { collectConsole, PHONE } from './helpers.ts';
import { testSite } from '../support/test-site.ts';

// The site as the build sees it: {{company}} and the other business facts filled in.
const site = loadSiteFile(process.env.SITE_FILE ?? testSite.file).config!;
const { business } = site;
const routes = flattenRoutes(site.routes);
const hasFaq = (blocks: unknown): boolean =>
  Array.isArray(blocks) &&
  blocks.some((b: Record<string, unknown>) => b.type === 'faqAccordion' || hasFaq(b.main) || hasFaq(b.aside));

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  // One linked @graph per page (src/seo/jsonld.ts): its nodes.
  return texts.flatMap((t) => (JSON.parse(t) as { '@graph': Array<Record<string, unknown>> })['@graph']);
}

/** The page's social card: a 1200x630 PNG served at the og:image address, with alt texts. */
async function expectSocialCard(page: Page, path: string) {
  const url = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
  expect(url, path).toMatch(new RegExp(`^${business.siteUrl}/assets/social/[0-9a-f]+\\.png$`));
  await expect(page.locator('meta[name="twitter:image"]'), path).toHaveAttribute('content', url);
  await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[property="og:image:alt"]'), path).toHaveAttribute(
    'content',
    new RegExp(`^${business.company}: `),
  );
  await expect(page.locator('meta[name="twitter:image:alt"]'), path).toHaveAttribute(
    'content',
    new RegExp(`^${business.company}: `),
  );
  await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute(
    'content',
    new RegExp(`^${business.siteUrl}/`),
  );
  const response = await page.request.get(url.replace(business.siteUrl, ''));
  expect(response.headers()['content-type'], path).toBe('image/png');
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
}

/** The same social card read from a built page and the build's folder (no server, no browser). */
function expectSocialCardFile(meta: (selector: string) => string | null | undefined, dir: string) {
  const url = meta('meta[property="og:image"]')!;
  expect(url).toMatch(new RegExp(`^${business.siteUrl}/assets/social/[0-9a-f]+\\.png$`));
  expect(meta('meta[name="twitter:image"]')).toBe(url);
  expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(meta('meta[property="og:image:alt"]')).toMatch(new RegExp(`^${business.company}: `));
  expect(meta('meta[name="twitter:image:alt"]')).toMatch(new RegExp(`^${business.company}: `));
  expect(meta('meta[property="og:url"]')).toMatch(new RegExp(`^${business.siteUrl}/`));
  const png = readFileSync(join(dir, url.replace(business.siteUrl, '')));
  expect(png.toString('latin1', 1, 4)).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

// Without JavaScript a browser shows the HTML as built, so these checks read the built files
// (parsed by jsdom, which runs no script) instead of visiting each page in Chromium.
test.describe('with JavaScript disabled', () => {
  for (const { fullPath, route } of routes) {
    test(`${fullPath} arrives as a full page, with its social card`, () => {
      const dir = freshBuild();
      const document = builtDocument(fullPath);
      const text = (selector: string) => document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
      const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
      expect(document.title).toBe(pageTitle(business, [route.name]));
      const h1s = document.querySelectorAll('h1');
      expect(h1s).toHaveLength(1);
      if (route.heading) expect(text('h1')).toBe(route.heading);
      expect(text('main')!.length).toBeGreaterThan(40);
      expect(meta('meta[name="description"]')).toBe(route.description ?? business.description!);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(business.siteUrl + fullPath);
      expect(meta('meta[property="og:title"]')).toBe(pageTitle(business, [route.name]));
      expect(meta('meta[name="twitter:card"]')).toMatch(/summary/);
      // The header and footer come with the page too.
      expect(document.querySelectorAll('header nav a[href]').length).toBeGreaterThan(3);
      expect(text('body footer:not(main footer)')).toContain(business.company);
      expectSocialCardFile(meta, dir);

      // Links to other sites open in a new tab with rel="noopener noreferrer".
      const unsafe = [...document.querySelectorAll('a[href^="http"]')]
        .map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel') ?? '',
        }))
        .filter((l) => l.target !== '_blank' || !/(?=.*noopener)(?=.*noreferrer)/.test(l.rel));
      expect(unsafe).toEqual([]);
      // Nothing the page loads comes from another host (links to other sites are not loads).
      const loads = [...document.querySelectorAll('[src], [srcset], link[href]:not([rel=canonical])')]
        .flatMap((el) => [
          el.getAttribute('src'),
          el.getAttribute('href'),
          ...(el.getAttribute('srcset') ?? '').split(','),
        ])
        .map((url) => url?.trim().split(/\s+/)[0])
        .filter((url): url is string => Boolean(url));
      expect(loads.filter((url) => /^(https?:)?\/\//.test(url))).toEqual([]);
      // Markdown text shows formatted, never as raw ** or [link](...) syntax.
      expect(text('main')).not.toMatch(/\*\*\S|\]\((\/|https?:|tel:|mailto:)/);
    });
  }
});

test.describe('with JavaScript on', () => {
  // One visit per layout (the same islands and blocks in the same places) checks that its
  // islands start under the Content-Security-Policy, with nothing in the console and no
  // request to another host. The links and words of every route are checked above.
  for (const fullPath of oneRoutePerLayout) {
    tabTest(
      `${fullPath} wakes every island under the CSP, with no console message or request to other hosts`,
      async ({ page, baseURL }) => {
        const messages = collectConsole(page);
        const foreign: string[] = [];
        const origin = new URL(baseURL!).origin;
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(r.url());
        });
        await page.goto(fullPath);
        await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
          'content',
          /connect-src 'self' https:\/\/\S+/,
        );
        // Wake each island as a first focus inside it would (some are hidden at this size);
        // an island whose code cannot start on the server's HTML shows as a console error.
        const islands = page.locator('site-island');
        const count = await islands.count();
        await islands.evaluateAll((els) =>
          els.forEach((el) => el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))),
        );
        await expect(page.locator('site-island[data-awake="true"]')).toHaveCount(count);
        await page.waitForLoadState('networkidle');
        expect(messages).toEqual([]);
        expect(foreign).toEqual([]);
        expect(await cspViolations(page), 'CSP violations').toEqual([]);
      },
    );
  }
});

test('the site links to other sites, so the link check above has links to check', () => {
  const pages = filesUnder(freshBuild()).filter((f) => f.endsWith('.html'));
  expect(pages.filter((f) => /<a [^>]*href="https?:\/\/(?!127\.0\.0\.1)/.test(readFileSync(f, 'utf8')))).not.toEqual(
    [],
  );
});

test('the sitemap lists every route and robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // A page kept out of search engines (a town page under 80 words) is left out.
  expect(locs.sort()).toEqual(
    routes
      .filter((r) => !r.route.noindex)
      .map((r) => business.siteUrl + r.fullPath)
      .sort(),
  );
  expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${business.siteUrl}/sitemap.xml`);
});

test('the JSON-LD describes the business with its phone number', async ({ page }) => {
  await page.goto('/');
  const data = await jsonLd(page);
  const biz = data.find((d) => d['@type'] === 'HomeAndConstructionBusiness');
  expect(biz).toBeTruthy();
  expect(biz!.telephone).toBe('+19855550142');
  expect(biz!.name).toBe(business.company);
  expect(biz!.email).toBe(business.email);
  expect(biz!.foundingDate).toBe('1996');
  expect(biz!.priceRange).toBe(business.priceRange);
  expect((biz!.address as Record<string, string>).addressLocality).toBe('Covington');
  const towns = (biz!.areaServed as Array<{ name: string }>).map((p) => p.name);
  expect(towns).toEqual(business.areas!.map((a) => a.name));
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(false);
  // A service-area business: postal code, no street; map position, hours, raster pictures, reviews.
  expect(biz!.address).toEqual({
    '@type': 'PostalAddress',
    addressLocality: 'Covington',
    addressRegion: 'LA',
    postalCode: business.postalCode,
    addressCountry: 'US',
  });
  expect(biz!.geo).toEqual({ '@type': 'GeoCoordinates', ...business.geo });
  expect(biz!.openingHoursSpecification).toEqual(
    business.hours!.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
  );
  expect(biz!.sameAs).toEqual([business.reviews!.url]);
  for (const key of ['logo', 'image'] as const) {
    const url = String(biz![key]);
    expect(url).toMatch(new RegExp(`^${business.siteUrl}/assets/social/[0-9a-f]+\\.png$`));
    const png = await (await page.request.get(url.replace(business.siteUrl, ''))).body();
    expect(png.toString('latin1', 1, 4), key).toBe('PNG');
  }
});

tabTest('the not-found page has a 1200x630 PNG social card with alt texts too', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectSocialCard(page, '/no-such-page');
});

/** The JSON-LD of a built page. */
const builtJsonLd = (fullPath: string): Array<Record<string, unknown>> =>
  [...builtDocument(fullPath).querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (s) => (JSON.parse(s.textContent!) as { '@graph': Array<Record<string, unknown>> })['@graph'],
  );

test('nested pages carry breadcrumbs and FAQ pages their questions', () => {
  const nested = routes.find((r) => r.parents.length > 0)!;
  const crumbs = builtJsonLd(nested.fullPath).find((d) => d['@type'] === 'BreadcrumbList');
  const items = crumbs!.itemListElement as Array<{ position: number; item: string }>;
  expect(items.map((i) => i.item)).toEqual([
    `${business.siteUrl}/`,
    ...nested.parents.map((_, i) => business.siteUrl + routes.find((r) => r.route === nested.parents[i])!.fullPath),
    business.siteUrl + nested.fullPath,
  ]);
  // Each question shown is marked up once across the site, on a page that shows it.
  const marked: string[] = [];
  const shown = new Set<string>();
  for (const faqRoute of routes.filter((r) => hasFaq(r.route.blocks))) {
    const faq = builtJsonLd(faqRoute.fullPath).find((d) => d['@type'] === 'FAQPage');
    const questions = (faq?.mainEntity ?? []) as Array<{ name: string; acceptedAnswer: { text: string } }>;
    const onPage = [...builtDocument(faqRoute.fullPath).querySelectorAll('.faq-accordion-block .accordion-button')].map(
      (q) => q.textContent!.replace(/\s+/g, ' ').trim(),
    );
    onPage.forEach((q) => shown.add(q));
    for (const q of questions) {
      expect(onPage, faqRoute.fullPath).toContain(q.name);
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
      marked.push(q.name);
    }
  }
  expect(marked.length).toBeGreaterThan(20);
  expect(marked.filter((q, i) => marked.indexOf(q) !== i)).toEqual([]);
  expect([...shown].filter((q) => !marked.includes(q))).toEqual([]);
});

test('an unknown address gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const html = await (await page.request.get('/missing-page', { headers: { 'Accept-Encoding': 'gzip' } })).text();
  expect(html).toContain('Page not found');
});

test('pages are served compressed, as a CDN would', async ({ request }) => {
  const response = await request.get('/residential/faqs', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('the phone menu opens on the first press with no script but the page script', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The page script and the home page's own parts (logo strip, review stars), no island.
  expect(scripts.filter((s) => /\.client-[^/]+\.js$/.test(s))).toEqual([]);
  const atLoad = scripts.length;
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  // The page script opened it; the only code asked for since is the open menu's keyboard and
  // submenu part (phone-menu-open), which the first open asks for and does not wait for.
  expect(scripts.slice(atLoad).filter((s) => !/\/phone-menu-open-[^/]+\.js$/.test(s))).toEqual([]);
});
