// The editor on a phone (390 × 844, touch): one column at a time, chosen by the Pages, Edit and
// Preview tabs under a bar of one row (the site's name, Save, Publish, and a Menu with Undo, Redo
// and History); a field edited, a block added and moved by tapping, the preview opened full
// screen; every control the owner taps at least 44 px high and wide enough to hit.
import { readFileSync } from 'node:fs';
import { devices, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { ownPageTest as test } from './shared-page.ts';
import { startEditorServer, type EditorServer } from './admin-server.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 1300;
let server: EditorServer;

test.describe.configure({ mode: 'serial' });
test.use({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startEditorServer(port);
});
test.afterAll(() => server?.stop());

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Editor' }).getByRole('button', { name, exact: true });

/** The controls on screen smaller than 44 × 44 px (a label's whole row counts for its checkbox). */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        if (!r.width || !r.height || r.bottom < 0 || r.top > innerHeight) return false;
        const target = e.closest('.form-check') ?? e;
        const t = target.getBoundingClientRect();
        return t.height < 44 || t.width < 44;
      })
      .map((e) => `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim()}"`),
  );

test('on a phone the owner edits a field, adds and moves a block, and opens the preview full screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${server.origin}/admin/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
  // One column at a time: the form, not the page list or the preview beside it.
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Preview of/ })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await smallTargets(page)).toEqual([]);
  // The bar and the tabs are one short band (they took 175 px, 250 with the preview's bar): the
  // site's name over the state, Save, Publish and a Menu in one row, the tabs under it.
  const tabs = (await page.getByRole('navigation', { name: 'Editor' }).boundingBox())!;
  expect(tabs.y + tabs.height).toBeLessThanOrEqual(120);
  const bar = page.getByRole('banner');
  const company = (parse(readFileSync(server.siteFile, 'utf8')) as { business: { company: string } }).business.company;
  await expect(bar.getByRole('heading', { level: 1 })).toHaveAccessibleName(`Site editor ${company}`);
  for (const name of ['Save', 'Publish...', 'Menu'])
    await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();

  const location = page.getByRole('textbox', { name: /^location/i });
  const before = await location.inputValue();
  await location.tap();
  await location.fill('Mandeville, LA');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible({ timeout: 20_000 });
  // Undo, Redo and History are in the Menu.
  await bar.getByRole('button', { name: 'Menu', exact: true }).tap();
  await expect(bar.getByRole('button', { name: 'History', exact: true })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await bar.getByRole('button', { name: 'Undo', exact: true }).tap();
  await expect(location).toHaveValue(before);
  await bar.getByRole('button', { name: 'Menu', exact: true }).tap();
  await bar.getByRole('button', { name: 'Redo', exact: true }).tap();
  await expect(location).toHaveValue('Mandeville, LA');

  // The page list, then a page: its form comes back.
  await tab(page, 'Pages').tap();
  const tree = page.getByRole('navigation', { name: 'Site' });
  await expect(tree).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await tree.getByRole('button', { name: 'Why Use Us' }).tap();
  await expect(page.getByRole('heading', { level: 2, name: 'Why Use Us' })).toBeVisible();
  await expect(tree).toBeHidden();

  const blocks = page.locator('.admin-block');
  const count = await blocks.count();
  await page.getByLabel('New block type').selectOption('richText');
  await page.getByRole('button', { name: 'Add block', exact: true }).tap();
  await expect(blocks).toHaveCount(count + 1);
  await expect(blocks.nth(count).getByRole('button', { name: new RegExp(`^${count + 1}\\. Text`) })).toBeVisible();
  const moveUp = page.getByRole('button', { name: `Move up: block ${count + 1}, Text` });
  await moveUp.tap();
  await expect(blocks.nth(count - 1).getByRole('button', { name: new RegExp(`^${count}\\. Text`) })).toBeVisible();
  await blocks.nth(count - 1).scrollIntoViewIfNeeded();
  expect(await smallTargets(page)).toEqual([]);

  // The preview: its own tab, then over the whole screen, then back.
  await tab(page, 'Preview').tap();
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Full screen' }).tap();
  const frame = await page.locator('iframe[title^="Preview of"]').boundingBox();
  expect(frame).not.toBeNull();
  expect(frame!.width).toBe(390);
  expect(frame!.y + frame!.height).toBe(844);
  // Nothing of the editor shows around it: its bar is under the preview.
  expect(frame!.y).toBeLessThan(100);
  const edit = (await tab(page, 'Edit').boundingBox())!;
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('.admin-preview') !== null,
      [edit.x + edit.width / 2, edit.y + edit.height / 2],
    ),
  ).toBe(true);
  await page.getByRole('button', { name: 'Close full screen' }).tap();
  await tab(page, 'Edit').tap();
  await expect(page.getByRole('heading', { level: 2, name: 'Why Use Us' })).toBeVisible();
});

test('the picture upload asks for any picture, so a phone offers its camera too', async ({ page }) => {
  await page.goto(`${server.origin}/admin/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
  await tab(page, 'Pages').tap();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Home' }).tap();
  await page.getByRole('button', { name: /^1\. Hero/ }).tap();
  await page
    .locator('.admin-block')
    .nth(0)
    .getByRole('button', { name: /^Choose picture/ })
    .tap();
  const upload = page.getByRole('dialog', { name: 'Choose a picture' }).getByLabel(/Upload a new picture/);
  await expect(upload).toHaveAttribute('accept', 'image/*');
});
