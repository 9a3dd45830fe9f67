// `npm run dev` picks up site.yaml edits without a restart; an invalid edit shows the
// validation error in the browser overlay and the terminal, and the next valid save recovers,
// also when the mistake came and went while no tab was open.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { testSite } from '../support/test-site.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 500;
let server: ChildProcess;
let output = '';
let siteFile: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'site-dev-'));
  siteFile = join(dir, 'site.yaml');
  copyFileSync(testSite.file, siteFile);
  // Node runs Vite directly (no npx in between), so killing the process stops the server.
  server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      env: { ...process.env, SITE_FILE: siteFile, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Vite colours the port even with FORCE_COLOR=0; read the text without escape codes.
  const plain = (d: unknown) => String(d).replace(/\x1b\[[0-9;]*m/g, '');
  server.stdout!.on('data', (d) => (output += plain(d)));
  server.stderr!.on('data', (d) => (output += plain(d)));
  test.setTimeout(90_000);
  await expect
    .poll(() => output, { timeout: 60_000 })
    .toMatch(new RegExp(`127\\.0\\.0\\.1:${port}/|${port} is in use`));
  expect(output, 'another server holds the port').not.toContain('is in use');
});

test.afterAll(() => {
  server?.kill();
});

// First, while no tab has ever been open: Vite keeps an error sent to no tab for the next one.
test('a mistake made and fixed while no tab is open: the next page shows the fixed site, no overlay', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const original = readFileSync(siteFile, 'utf8');
  output = '';
  writeFileSync(siteFile, original.replace('heading: Why Use Us', 'headng: Why Use Us'));
  await expect
    .poll(() => output, { timeout: 20_000 })
    .toMatch(/site\.yaml:\d+:\d+ error: The field "headng" is not allowed here/);
  output = '';
  writeFileSync(siteFile, original.replace('heading: Why Use Us', 'heading: Why We Are Different'));
  await expect.poll(() => output, { timeout: 20_000 }).toContain('site.yaml changed: reloading');

  // Any overlay the page ever shows is noted, across the reload below.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('vite-error-overlay')) sessionStorage.setItem('overlay-seen', 'yes');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`http://127.0.0.1:${port}/why-use-us`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why We Are Different');
  // A change after the page is connected reloads it: a message kept for it would have come first.
  writeFileSync(siteFile, original);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Use Us', { timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('overlay-seen'))).toBeNull();
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
});

test('an edit shows at once, a mistake shows in the overlay and terminal, and a fix recovers', async ({ page }) => {
  test.setTimeout(120_000);
  const original = readFileSync(siteFile, 'utf8');
  await page.goto(`http://127.0.0.1:${port}/why-use-us`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Use Us');

  writeFileSync(siteFile, original.replace('heading: Why Use Us', 'heading: Why Choose Us'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Choose Us', { timeout: 20_000 });

  output = '';
  writeFileSync(siteFile, original.replace('heading: Why Use Us', 'headng: Why Use Us'));
  await expect(page.locator('vite-error-overlay')).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('vite-error-overlay')).toContainText(
    'The field "headng" is not allowed here. Did you mean "heading"?',
  );
  await expect
    .poll(() => output, { timeout: 10_000 })
    .toMatch(/site\.yaml:\d+:\d+ error: The field "headng" is not allowed here/);

  writeFileSync(siteFile, original);
  await expect(page.locator('vite-error-overlay')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Use Us', { timeout: 20_000 });
});
