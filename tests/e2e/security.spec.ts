// The built site under its Content-Security-Policy: every page works with no policy
// violation, external links open safely, and Markdown shows as formatted text. One visit
// per route checks all three.
import { expect, test } from '@playwright/test';
import { collectConsole } from './helpers.ts';
import { siteRoutes } from './site-routes.ts';

type CspWindow = Window & { cspViolations: string[] };

test('every page hydrates under the CSP with no violation or console error, opens other sites safely and shows Markdown formatted', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    (window as unknown as CspWindow).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as CspWindow).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const messages = collectConsole(page);
  let externalLinks = 0;
  for (const route of siteRoutes) {
    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /connect-src 'self' https:\/\/\S+/);
    expect(await page.evaluate(() => (window as unknown as CspWindow).cspViolations), route).toEqual([]);

    // Links to other sites open in a new tab with rel="noopener noreferrer".
    const links = await page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])').evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') ?? '' })),
    );
    const unsafe = links.filter((l) => l.target !== '_blank' || !/(?=.*noopener)(?=.*noreferrer)/.test(l.rel));
    expect(unsafe, route).toEqual([]);
    externalLinks += links.length;

    // Markdown text shows formatted, never as raw ** or [link](...) syntax.
    const text = await page.locator('main, #root').first().innerText();
    expect(text, route).not.toMatch(/\*\*\S|\]\((\/|https?:|tel:|mailto:)/);
  }
  expect(externalLinks, 'links to other sites checked').toBeGreaterThan(0);
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
