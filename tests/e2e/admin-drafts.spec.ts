// Drafts: unsaved edits in the editor survive a closed tab and a restart of the dev server, are
// offered back when the editor opens again, and are replayed onto site.yaml when it changed
// meanwhile. Two tabs never edit at once. The draft and merge panels pass axe and work by
// keyboard.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { startEditorServer, type EditorServer } from './admin-server.ts';
import { CHROMIUM_ARGS, testBrowserPath } from '../support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 900;
let server: EditorServer;
let original: string;

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startEditorServer(port);
  original = readFileSync(server.siteFile, 'utf8');
});
test.afterAll(() => server?.stop());

async function openEditor(page: Page) {
  // After a restart of the dev server, Vite's client in the open tab reloads it as soon as the
  // server answers again; that reload can abort this navigation to the same address.
  await page.goto(`${server.origin}/admin/`).catch((error: unknown) => {
    if (!String(error).includes('net::ERR_ABORTED')) throw error;
  });
  await expect(page).toHaveURL(`${server.origin}/admin/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
}
const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
// A tab can show more than one status at once (the check's "Checking…" beside a message), and
// the one a step waits for can come a moment after the others.
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const offer = (page: Page) => page.getByRole('region', { name: /unsaved changes? from/ });
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).setLegacyMode(true).exclude('iframe').analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

test('edits survive a closed tab: the editor offers them back, and restores them', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  await openEditor(first);
  await field(first, /^location/i).fill('Mandeville, LA');
  await expect(first.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible({ timeout: 20_000 });
  await first.close();

  const second = await context.newPage();
  await openEditor(second);
  await expect(offer(second)).toContainText('You have 1 unsaved change from');
  await expect(offer(second)).toContainText('They were made to this version of site.yaml.');
  await expect(offer(second).getByRole('listitem')).toHaveText(['Business › Location: “Mandeville, LA”']);
  expect(await axe(second)).toEqual([]);
  await offer(second).getByRole('button', { name: 'Restore my changes' }).focus();
  await second.keyboard.press('Enter');
  await expect(field(second, /^location/i)).toHaveValue('Mandeville, LA');
  await expect(offer(second)).toBeHidden();
  expect(readFileSync(server.siteFile, 'utf8')).toBe(original);

  // Discarded, it is not offered again.
  await second.reload();
  await expect(offer(second)).toBeVisible({ timeout: 60_000 });
  await offer(second).getByRole('button', { name: 'Discard them' }).click();
  await expect(field(second, /^location/i)).toHaveValue('Covington, LA');
  await second.reload();
  await expect(second.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
  await expect(offer(second)).toHaveCount(0);
  await context.close();
});

test("two tabs never edit at once: the second waits, can take over, and offers the first tab's unsaved change", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  await openEditor(first);
  await field(first, /^location/i).fill('Slidell, LA');
  await expect(first.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible({ timeout: 20_000 });

  const second = await context.newPage();
  await second.goto(`${server.origin}/admin/`);
  await expect(status(second, 'The editor is open in another tab')).toBeVisible({ timeout: 60_000 });
  await expect(second.getByRole('heading', { level: 2, name: 'Business settings' })).toHaveCount(0);
  expect(await axe(second)).toEqual([]);

  // Taking over stops the first tab; its unsaved change is offered in the second.
  await second.getByRole('button', { name: 'Edit here instead' }).click();
  await expect(status(first, 'so this one stopped')).toBeVisible();
  await expect(first.getByRole('textbox')).toHaveCount(0);
  await expect(offer(second).getByRole('listitem')).toHaveText(['Business › Location: “Slidell, LA”'], {
    timeout: 60_000,
  });
  await offer(second).getByRole('button', { name: 'Restore my changes' }).click();
  await expect(field(second, /^location/i)).toHaveValue('Slidell, LA');

  // A third tab waits while the first takes the editor back, and opens it by itself once that tab closes.
  await first.getByRole('button', { name: 'Edit here again' }).click();
  await expect(status(second, 'so this one stopped')).toBeVisible();
  await expect(offer(first)).toBeVisible({ timeout: 60_000 });
  const third = await context.newPage();
  await third.goto(`${server.origin}/admin/`);
  await expect(status(third, 'The editor is open in another tab')).toBeVisible({ timeout: 60_000 });
  await first.close();
  await expect(third.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
  await offer(third).getByRole('button', { name: 'Discard them' }).click();
  expect(readFileSync(server.siteFile, 'utf8')).toBe(original);
  await context.close();
});

test('edits survive a restart of the dev server, and are merged into a site.yaml changed meanwhile', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await openEditor(page);
  await field(page, /^phone(?! shown)/i).fill('(985) 555-0199');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible({ timeout: 20_000 });

  await server.restart();
  const outside = original.replace('  company: Pelican Exterior Cleaning\n', '  company: Pelican Exterior Care\n');
  writeFileSync(server.siteFile, outside);
  await openEditor(page);
  await expect(offer(page)).toContainText('site.yaml has changed since; restoring replays them onto the new file');
  await offer(page).getByRole('button', { name: 'Restore my changes' }).click();
  await expect(field(page, /^phone(?! shown)/i)).toHaveValue('(985) 555-0199');
  await expect(field(page, /^company/i)).toHaveValue('Pelican Exterior Care');
  const merged = page.getByRole('region', { name: /your changes were merged/ });
  await expect(merged.getByRole('listitem').filter({ hasText: 'Business › Company' })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved to site.yaml.')).toBeVisible({ timeout: 20_000 });
  const text = readFileSync(server.siteFile, 'utf8');
  expect(text).toContain('  company: Pelican Exterior Care\n');
  expect(text).toContain('  phone: (985) 555-0199\n');
  // Saved, the draft is gone.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
  await expect(offer(page)).toHaveCount(0);
  await context.close();
});

/** How many drafts the editor's IndexedDB holds (run in the page). */
const draftCount = () =>
  new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('site-editor');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const count = open.result.transaction('drafts').objectStore('drafts').count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => reject(count.error);
    };
  });

test('edits survive a browser crash: the browser is killed a moment after the edit', async () => {
  test.setTimeout(180_000);
  const profile = mkdtempSync(join(tmpdir(), 'editor-crash-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, { executablePath: testBrowserPath(), args: CHROMIUM_ARGS });
  let before: BrowserContext | undefined;
  let after: BrowserContext | undefined;
  try {
    before = await launch();
    const page = before.pages()[0] ?? (await before.newPage());
    await openEditor(page);
    await field(page, /^location/i).fill('Abita Springs, LA');
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(draftCount)).toBe(1);
    // The draft's write has completed (a read waits for it), then at once the crash:
    // the browser's main process (the one of this profile without --type=) is killed.
    const browserPids = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(`--user-data-dir=${profile}`) && !line.includes('--type='))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
    expect(browserPids.length).toBeGreaterThan(0);
    for (const pid of browserPids) process.kill(pid, 'SIGKILL');
    await before.close().catch(() => undefined);
    before = undefined;

    after = await launch();
    const again = after.pages()[0] ?? (await after.newPage());
    await openEditor(again);
    await expect(offer(again).getByRole('listitem')).toHaveText(['Business › Location: “Abita Springs, LA”']);
    await offer(again).getByRole('button', { name: 'Restore my changes' }).click();
    await expect(field(again, /^location/i)).toHaveValue('Abita Springs, LA');
  } finally {
    await before?.close();
    await after?.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a damaged draft in the browser is set aside with a message, and the editor stays usable', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openEditor(page);
  // What another version of the editor, a full disk or a hand in the developer tools can leave.
  await page.evaluate(
    (file) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('site-editor', 1);
        open.onsuccess = () => {
          const tx = open.result.transaction('drafts', 'readwrite');
          tx.objectStore('drafts').put(
            { baseVersion: 'abc', savedAt: 'yesterday', changes: [null, { path: 7 }] },
            file,
          );
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    server.siteFile,
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
  await expect(status(page, 'they are damaged and cannot be brought back, so they were set aside')).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  await field(page, /^location/i).fill('Hammond, LA');
  await expect(status(page, 'Unsaved changes')).toBeVisible({ timeout: 20_000 });
  // The damaged draft is gone: the next visit offers the new edit, and says nothing of the old one.
  await page.reload();
  await expect(offer(page).getByRole('listitem')).toHaveText(['Business › Location: “Hammond, LA”'], {
    timeout: 60_000,
  });
  await expect(page.getByText('they are damaged')).toHaveCount(0);
  await offer(page).getByRole('button', { name: 'Discard them' }).click();
  expect(errors).toEqual([]);
  await context.close();
});
