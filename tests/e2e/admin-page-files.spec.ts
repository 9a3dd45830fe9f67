// A page kept in a file of its own under pages/ (issue 39), edited in the editor at /admin/ in
// real Chromium on a dev server over a copy of the site: the page list names its file, its
// heading is changed in the form, the live preview shows it, Save writes it into that file with
// its comments (site.yaml untouched), and the site serves the page with it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './shared-page.ts';
import { openEditorFresh, startEditorServer, type EditorServer } from './admin-server.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 1400;
const PAGE_START = '  - path: why-use-us\n';
const PAGE_END = '  - path: our-team\n';
const PAGE_COMMENT = '# Why Use Us, kept in its own file.\n';
let server: EditorServer;
let siteText: string;
const pageFile = () => readFileSync(join(server.dir, 'pages/why-use-us.yaml'), 'utf8');

/** The copy's why-use-us page moved into pages/why-use-us.yaml, named by a page: entry. */
function movePage(dir: string) {
  const text = readFileSync(join(dir, 'site.yaml'), 'utf8');
  const start = text.indexOf(PAGE_START);
  const end = text.indexOf(PAGE_END);
  const page = text
    .slice(start, end)
    .split('\n')
    .map((line) => line.slice(4))
    .join('\n');
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'pages/why-use-us.yaml'), `${PAGE_COMMENT}${page}`);
  siteText = `${text.slice(0, start)}  - page: pages/why-use-us.yaml # its own file\n${text.slice(end)}`;
  writeFileSync(join(dir, 'site.yaml'), siteText);
}

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startEditorServer(port, { prepare: movePage });
});
test.afterAll(() => server?.stop());

async function openEditor(page: Page) {
  await openEditorFresh(page, server.origin);
}

test("an included page's heading is edited in the form, previewed, and saved into its own file", async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page);
  const tree = page.getByRole('navigation', { name: 'Site' });
  const item = tree.getByRole('button', { name: /^Why Use Us/ });
  await expect(item).toContainText('in pages/why-use-us.yaml');
  await item.click();
  const form = page.locator('.admin-form');
  await expect(form.getByText('This page is kept in its own file, pages/why-use-us.yaml')).toBeVisible();
  const heading = form.getByRole('textbox', { name: /^heading/i }).first();
  await expect(heading).toHaveValue('Why Use Us');
  await heading.fill('Why Choose Us');
  // The live preview shows the unsaved heading, read through the page's file.
  await expect(
    page.frameLocator('iframe[title="Preview of /why-use-us"]').getByRole('heading', { level: 1 }),
  ).toHaveText('Why Choose Us', { timeout: 20_000 });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved to pages/why-use-us.yaml.')).toBeVisible({ timeout: 20_000 });
  const saved = pageFile();
  expect(saved.startsWith(PAGE_COMMENT)).toBe(true);
  expect(saved).toContain('\nheading: Why Choose Us\n');
  expect(saved).toContain('\nname: Why Use Us\n');
  expect(readFileSync(join(server.dir, 'site.yaml'), 'utf8')).toBe(siteText);
  // The site itself serves the saved page.
  await expect
    .poll(async () => (await fetch(`${server.origin}/why-use-us`)).text(), { timeout: 20_000 })
    .toMatch(/<h1[^>]*>[^<]*Why Choose Us/);
});

test('a change made outside the editor to a page file is named: the banner, Load, and the draft offer say which file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openEditor(page);
  await expect(page.locator('.admin-app')).toHaveAttribute('data-listening', 'true');
  await page.getByRole('textbox', { name: /^location/i }).fill('Mandeville, LA');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible({ timeout: 20_000 });
  const outside = (from: RegExp, to: string) =>
    writeFileSync(join(server.dir, 'pages/why-use-us.yaml'), pageFile().replace(from, to));

  // The page's own file changed, site.yaml not: the banner names the page's file, not site.yaml.
  outside(/\nheading: .*\n/, '\nheading: Why Pick Us\n');
  const banner = page.getByText('pages/why-use-us.yaml was changed outside the editor.');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText('Loading it keeps your unsaved changes');
  await page.getByRole('button', { name: 'Load the new pages/why-use-us.yaml' }).click();
  await expect(
    page.getByText('Loaded the new pages/why-use-us.yaml and replayed your unsaved change onto it.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^location/i })).toHaveValue('Mandeville, LA');

  // Changed again while the unsaved change waits in a closed tab: the offer names the file too.
  outside(/\nheading: .*\n/, '\nheading: Why Hire Us\n');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await page.reload();
  const offer = page.getByRole('region', { name: /unsaved changes? from/ });
  await expect(offer).toContainText(
    'pages/why-use-us.yaml has changed since; restoring replays them onto the new file and shows what was merged.',
    { timeout: 60_000 },
  );
  await offer.getByRole('button', { name: 'Discard them' }).click();
  await expect(page.getByRole('textbox', { name: /^location/i })).toHaveValue('Covington, LA');
});
