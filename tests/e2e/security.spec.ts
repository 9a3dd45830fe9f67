// The Content-Security-Policy refuses a script injected into a page. That every page works
// under the policy with no violation, opens other sites safely and shows Markdown formatted is
// checked in the same visit as its islands (prerender.spec.ts, "with JavaScript on"). The
// preview server sends the headers of the deployed site.
import { expect } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';

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

test('npm run preview sends the headers of the deployed site and never serves the host files', async ({ request }) => {
  const reply = await request.get('/contact');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
    .exec(await reply.text())?.[1]
    .replace(/&#39;/g, "'");
  expect(meta).toBeTruthy();
  expect(reply.headers()['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
  expect(reply.headers()['x-frame-options']).toBe('DENY');
  expect(reply.headers()['x-content-type-options']).toBe('nosniff');
  for (const path of ['/_headers', '/nginx.conf']) {
    const hidden = await request.get(path);
    expect(hidden.status(), path).toBe(404);
    expect(await hidden.text(), path).not.toMatch(/add_header|Content-Security-Policy:/);
  }
});
