// The built site under its Content-Security-Policy: every page works with no policy
// violation, external links open safely, and Markdown shows as formatted text.
import { expect, test } from '@playwright/test';
import { collectConsole } from './helpers.ts';
import { siteRoutes } from './site-routes.ts';

test('every page loads and hydrates under the CSP with no violation and no console error', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const messages = collectConsole(page);
  for (const route of siteRoutes) {
    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /connect-src 'self' https:\/\/\S+/);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), route).toEqual([]);
  }
  expect(messages).toEqual([]);
});

test('a script injected into the page is refused by the policy', async ({ page }) => {
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 50));
    return (window as unknown as { injected?: boolean }).injected ?? false;
  });
  expect(ran).toBe(false);
});

test('links to other sites open in a new tab with rel="noopener noreferrer"', async ({ page }) => {
  let checked = 0;
  for (const route of siteRoutes) {
    await page.goto(route);
    for (const link of await page.locator('a[href^="http"]').all()) {
      const href = (await link.getAttribute('href')) ?? '';
      if (href.startsWith('http://127.0.0.1')) continue;
      await expect(link, `${route} ${href}`).toHaveAttribute('target', '_blank');
      await expect(link, `${route} ${href}`).toHaveAttribute('rel', /(?=.*noopener)(?=.*noreferrer)/);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(0);
});

test('Markdown text shows formatted, never as raw ** or [link](...) syntax', async ({ page }) => {
  for (const route of siteRoutes) {
    await page.goto(route);
    const text = await page.locator('main, #root').first().innerText();
    expect(text, route).not.toMatch(/\*\*\S|\]\((\/|https?:|tel:|mailto:)/);
  }
});
