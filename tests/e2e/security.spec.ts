// The Content-Security-Policy refuses a script injected into a page. That every page works
// under the policy with no violation, opens other sites safely and shows Markdown formatted is
// checked in the same visit as its islands (prerender.spec.ts, "with JavaScript on").
import { expect, test } from '@playwright/test';

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
