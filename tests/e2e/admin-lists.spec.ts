// The lists of the editor's forms (ListTemplates.tsx), seen on a service page's "Town pages" at
// 1280 × 800 and on a phone at 390 × 844: every button of the list (Add, Move up, Move down,
// Remove) is shown whole and inside the form's column, the items' fields too (RJSF's Bootstrap
// grid clipped the Add button's "+" to a sliver, ran the item's buttons over the form's edge and
// pushed its fields past the other); the Add button adds a town page. Data: the made-up
// business of tests/fixtures/service-towns, whose Window Cleaning page has two town pages.
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { startEditorServer, type EditorServer } from './admin-server.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 1500;
const FIXTURE = resolve('tests/fixtures/service-towns');
let server: EditorServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startEditorServer(port, {
    prepare(dir) {
      cpSync(join(FIXTURE, 'site.yaml'), join(dir, 'site.yaml'));
      cpSync(join(FIXTURE, 'public'), join(dir, 'public'), { recursive: true });
    },
  });
});
test.afterAll(() => server?.stop());

/** What of the list's buttons and fields is cut off, or out of the form's column, in words. */
const outOfPlace = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('.admin-form')!.getBoundingClientRect();
    const list = document.getElementById('page-routes.1_townPages__title')!.parentElement!;
    return [...list.querySelectorAll<HTMLElement>('button, input, textarea, label')].flatMap((e) => {
      const r = e.getBoundingClientRect();
      const name = `${e.tagName.toLowerCase()} "${e.getAttribute('title') ?? e.textContent?.trim() ?? ''}"`;
      const wrong = [];
      if (e.scrollWidth > e.clientWidth + 1 && e.tagName === 'BUTTON') wrong.push('cut off');
      if (r.left < form.left - 0.5 || r.right > form.right + 0.5) wrong.push(`outside the form (${r.left}-${r.right})`);
      if (e.tagName === 'BUTTON' && r.width < 40) wrong.push(`${r.width}px wide`);
      return wrong.length ? [`${name}: ${wrong.join(', ')}`] : [];
    });
  });

for (const [name, view] of [
  ['a wide window', { viewport: { width: 1280, height: 800 } }],
  ['a phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const)
  test.describe(`on ${name}`, () => {
    test.use(view);
    test('the town pages list shows its buttons whole, inside the form, and its Add button adds one', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const phone = view.viewport.width < 500;
      const tab = (label: string) =>
        page.getByRole('navigation', { name: 'Editor' }).getByRole('button', { name: label, exact: true });
      await page.goto(`${server.origin}/admin/`);
      await expect(page.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
      if (phone) await tab('Pages').click();
      await page.getByRole('navigation', { name: 'Site' }).getByText('Window Cleaning', { exact: true }).click();
      if (phone) await tab('Edit').click();
      // The list: what holds its title, its items and its Add button.
      const list = page.locator('#page-routes\\.1_townPages__title').locator('xpath=..');
      await expect(list.getByRole('textbox', { name: 'Town*' })).toHaveCount(2);
      const add = list.getByRole('button', { name: 'Add Item' }).last();
      await add.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`town-pages-${view.viewport.width}.png`) });
      expect(await outOfPlace(page)).toEqual([]);
      await add.click();
      await expect(list.getByRole('textbox', { name: 'Town*' })).toHaveCount(3);
      expect(await outOfPlace(page)).toEqual([]);
    });
  });
