// The prerendered static site (issue 5): every route as full HTML without JavaScript,
// hydration without warnings, SEO files and tags, structured data, 404 and no
// requests to other hosts.
import { expect, test, type Page } from '@playwright/test';
import { loadSiteFile } from '../../src/config/load-site.ts';
import { flattenRoutes } from '../../src/config/routes.ts';
import { pageTitle } from '../../src/config/title.ts';
import { collectConsole, PHONE } from './helpers.ts';

// The site as the build sees it: {{company}} and the other business facts filled in.
const site = loadSiteFile(process.env.SITE_FILE ?? 'site.yaml').config!;
const { business } = site;
const routes = flattenRoutes(site.routes);
const hasFaq = (blocks: unknown): boolean =>
  Array.isArray(blocks) &&
  blocks.some((b: Record<string, unknown>) => b.type === 'faqAccordion' || hasFaq(b.main) || hasFaq(b.aside));

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { fullPath, route } of routes) {
    test(`${fullPath} arrives as a full page`, async ({ page }) => {
      const response = await page.goto(fullPath);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(pageTitle(business, [route.name]));
      const main = page.locator('main');
      if (route.heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      expect((await main.innerText()).trim().length).toBeGreaterThan(40);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description ?? business.description!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', business.siteUrl + fullPath);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', pageTitle(business, [route.name]));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
      // The header and footer come with the page too.
      await expect(page.getByRole('contentinfo')).toContainText(business.company);
    });
  }
});

test.describe('with JavaScript on', () => {
  for (const { fullPath } of routes) {
    test(`${fullPath} hydrates without console messages or requests to other hosts`, async ({ page, baseURL }) => {
      const messages = collectConsole(page);
      const foreign: string[] = [];
      const origin = new URL(baseURL!).origin;
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(r.url());
      });
      await page.goto(fullPath);
      await page.waitForLoadState('networkidle');
      // A hydrated page navigates inside the app: a value set on window survives.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
      await page.waitForLoadState('networkidle');
      expect(messages).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }
});

test('the sitemap lists every route and robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(routes.map((r) => business.siteUrl + r.fullPath).sort());
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
  expect(towns).toEqual(business.areaServed);
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(false);
});

test('nested pages carry breadcrumbs and FAQ pages their questions', async ({ page }) => {
  const nested = routes.find((r) => r.parents.length > 0)!;
  await page.goto(nested.fullPath);
  const crumbs = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList');
  const items = crumbs!.itemListElement as Array<{ position: number; item: string }>;
  expect(items.map((i) => i.item)).toEqual([
    `${business.siteUrl}/`,
    ...nested.parents.map((_, i) => business.siteUrl + routes.find((r) => r.route === nested.parents[i])!.fullPath),
    business.siteUrl + nested.fullPath,
  ]);
  for (const faqRoute of routes.filter((r) => hasFaq(r.route.blocks))) {
    await page.goto(faqRoute.fullPath);
    const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage');
    const questions = (faq?.mainEntity ?? []) as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.length, faqRoute.fullPath).toBeGreaterThan(0);
    // The first question on the page is the first question of the structured data.
    await expect(page.getByText(questions[0]!.name, { exact: true }).first()).toBeVisible();
    expect(questions[0]!.acceptedAnswer.text.length).toBeGreaterThan(10);
  }
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

test('the phone menu panel loads on demand and still opens on the first press', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((u) => u.includes('MobilePanel'))).toBe(false);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});
