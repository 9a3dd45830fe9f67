// The office's editor on a phone (390 × 844, touch), served by a real office from its built app
// with no dev server, under the office's strict policy: a signed-in editor of one of two sites
// changes the phone number, sees it in the preview, and publishes; the site's real bare
// repository has the commit. The spec starts its own office and needs nothing of the built site.
import { test, expect } from '@playwright/test';
import { startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { gitIn, makeGitSite, type GitSite } from '../support/git-site.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial' });

let office: TestOffice;
let sites: GitSite[];
let cookie: string;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  sites = [makeGitSite(), makeGitSite()];
  office = await startTestOffice({
    sites: sites.map((site, i) => ({
      name: ['alpha', 'beta'][i],
      repo: site.remote,
      branch: 'main',
      origin: `https://${['alpha', 'beta'][i]}.example`,
    })),
  });
  const { id } = await addPerson(office.office.db, { email: 'ann@example.com', site: 'alpha', role: 'editor' });
  ({ cookie } = await createSession(office.office, id));
});
test.afterAll(async () => {
  await office?.stop();
  for (const site of sites ?? []) site.cleanup();
});

test('on a phone an editor changes the phone number in the office, previews it and publishes it', async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  await page.context().addCookies([{ name, value, url: office.url }]);

  await page.goto(`${office.url}/s/alpha/admin/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 120_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The bar and the tabs leave the phone's screen to the form (they took about 250 px with the preview's bar).
  const tabs = (await page.getByRole('navigation', { name: 'Editor' }).boundingBox())!;
  expect(tabs.y + tabs.height).toBeLessThanOrEqual(120);
  // Undo, Redo and History are in the bar's Menu, which opens under the office's policy.
  const bar = page.getByRole('banner');
  await bar.getByRole('button', { name: 'Menu', exact: true }).tap();
  await expect(bar.getByRole('button', { name: 'History', exact: true })).toBeVisible();
  await bar.getByRole('button', { name: 'Menu', exact: true }).tap();
  await expect(bar.getByRole('button', { name: 'History', exact: true })).toBeHidden();

  const phone = page.getByRole('textbox', { name: /^phone\*?$/i });
  await phone.tap();
  await phone.fill('(985) 555-0199');
  await page.getByRole('button', { name: 'Preview', exact: true }).tap();
  const frame = page.frameLocator('.admin-preview iframe');
  await expect(frame.getByRole('link', { name: /555-0199/ }).first()).toBeVisible({ timeout: 120_000 });
  // A link in the preview to another page of the site opens that page's preview, in the editor:
  // never the office's own address of it (its "not found" page).
  const link = frame.locator('main a[href^="/"]:not([href="/"]):not([href*="#"])').first();
  const to = (await link.getAttribute('href'))!.replace(/(.)\/$/, '$1');
  await link.tap();
  await expect(page.getByRole('heading', { level: 2, name: `Preview of ${to}` })).toBeVisible({ timeout: 60_000 });
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(frame.getByText(/not found/i)).toHaveCount(0);
  expect(page.url()).toBe(`${office.url}/s/alpha/admin/`);

  await page.getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(page.getByText('All saved')).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole('button', { name: /^Publish/ })
    .first()
    .tap();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByRole('button', { name: 'Publish now' }).tap();
  await expect(dialog.getByRole('status').filter({ hasText: /^Published: / })).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: 'test-results/office-editor/published-390.png' });

  expect(gitIn(sites[0].remote, 'show', 'main:site.yaml')).toContain('phone: (985) 555-0199');
  expect(gitIn(sites[1].remote, 'show', 'main:site.yaml')).not.toContain('555-0199');
  expect(problems).toEqual([]);
});
