// The visual editor at /admin/ in real Chromium, on a dev server that works on a copy of
// site.yaml and public/ (tests/e2e/admin-server.ts): what the owner does with it and what
// lands in site.yaml.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './shared-page.ts';
import { openEditorFresh, startEditorServer, type EditorServer } from './admin-server.ts';
import { testSite } from '../support/test-site.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 700;
let editor: EditorServer;
/** The copy of site.yaml as the test started, what it holds now, and how to put it back. */
const server = {
  get url() {
    return editor.origin;
  },
  get dir() {
    return editor.dir;
  },
  get siteFile() {
    return editor.siteFile;
  },
  get publicDir() {
    return editor.publicDir;
  },
  original: readFileSync(testSite.file, 'utf8'),
  read: () => readFileSync(editor.siteFile, 'utf8'),
  reset() {
    if (server.read() !== server.original) writeFileSync(editor.siteFile, server.original);
  },
};

/** `git diff -U0` of two texts: the removed and added lines. */
function diffLines(dir: string, before: string, after: string): { removed: string[]; added: string[] } {
  const a = join(dir, 'diff-before.yaml');
  const b = join(dir, 'diff-after.yaml');
  writeFileSync(a, before);
  writeFileSync(b, after);
  const out = spawnSync('git', ['diff', '--no-index', '--no-color', '-U0', a, b], { encoding: 'utf8' }).stdout;
  const lines = out.split('\n').filter((l) => !/^(---|\+\+\+) /.test(l));
  return {
    removed: lines.filter((l) => l.startsWith('-')).map((l) => l.slice(1)),
    added: lines.filter((l) => l.startsWith('+')).map((l) => l.slice(1)),
  };
}

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  editor = await startEditorServer(port);
});
test.afterAll(() => editor?.stop());

async function openEditor(page: Page) {
  server.reset();
  await openEditorFresh(page, server.url);
}

const tree = (page: Page) => page.getByRole('navigation', { name: 'Site' });
const blockItems = (page: Page) => page.locator('.admin-block');
const blockTitles = (page: Page) => page.locator('.admin-block-title > .fw-semibold');
const field = (scope: Page | Locator, name: RegExp) => scope.getByRole('textbox', { name });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** The problems `npm run validate` prints for a site file (where: "business › phone"). */
function validateMessages(file: string): { severity: string; where: string; message: string }[] {
  const run = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/validate.ts', file, '--format', 'json'],
    { encoding: 'utf8' },
  );
  return (JSON.parse(run.stdout) as { problems: { severity: string; where: string; message: string }[] }).problems;
}

test('changing the phone number changes one line of site.yaml and keeps every comment', async ({ page }) => {
  await openEditor(page);
  const phone = field(page, /^phone(?! shown)/i);
  await expect(phone).toHaveValue('(985) 555-0142');
  await phone.fill('(985) 555-0199');
  await save(page);
  await expect(page.getByText('Saved to site.yaml.')).toBeVisible({ timeout: 20_000 });
  const after = server.read();
  const diff = diffLines(server.dir, server.original, after);
  expect(diff).toEqual({ removed: ['  phone: (985) 555-0142'], added: ['  phone: (985) 555-0199'] });
  const comments = (t: string) => t.split('\n').filter((l) => l.trim().startsWith('#'));
  expect(comments(after)).toEqual(comments(server.original));
  // The editor stays as it was (no reload): undo is still there.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
});

test('a page added with a heading, two blocks and a menu entry is valid, and shows at its address and in the menu', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page);
  await tree(page).getByRole('button', { name: 'Add a page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a page' });
  await dialog.getByLabel('Page name').fill('Deck Staining');
  await expect(dialog.getByLabel('Address')).toHaveValue('deck-staining');
  await expect(dialog.getByLabel('Add it to the menu')).toBeChecked();
  await dialog.getByRole('button', { name: 'Add the page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Deck Staining' })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: 'Deck Staining' })).toHaveAttribute('aria-current', 'page');
  await expect(field(page.locator('.admin-form'), /^heading/i).first()).toHaveValue('Deck Staining');
  // The new page has nothing on it yet: the check's warning stands at its path as a warning,
  // in its own colour and named by the field, never as a mistake (a red, invalid field).
  const pathField = field(page.locator('.admin-form'), /^path/i).first();
  await expect(pathField).toHaveAccessibleDescription(/Warning: /, { timeout: 20_000 });
  await expect(page.locator('.admin-form .admin-field-warning').first()).toBeVisible();
  await expect(page.locator('.admin-form :is(.is-invalid, label.text-danger, ul .text-danger)')).toHaveCount(0);

  // Two blocks: a rich text and a notice.
  const main = page.getByRole('main');
  await main.getByLabel('New block type').selectOption('richText');
  await main.getByRole('button', { name: 'Add block' }).click();
  await blockItems(page)
    .nth(0)
    .getByRole('textbox', { name: /^heading/i })
    .fill('Stain that lasts');
  await blockItems(page)
    .nth(0)
    .getByRole('textbox', { name: /^text/i })
    .fill('We clean and stain decks across the Northshore.');
  await main.getByLabel('New block type').selectOption('notice');
  await main.getByRole('button', { name: 'Add block' }).click();
  await blockItems(page).nth(1).getByRole('textbox', { name: /^text/i }).fill('Call us for a date in spring.');
  await expect(blockTitles(page)).toHaveText(['1. Text', '2. Notice']);
  // The live preview shows the unsaved page.
  await expect(
    page.frameLocator('iframe[title="Preview of /deck-staining"]').getByRole('heading', { level: 1 }),
  ).toHaveText('Deck Staining', { timeout: 20_000 });

  await save(page);
  await expect(page.getByText('Saved to site.yaml.')).toBeVisible({ timeout: 20_000 });
  const text = server.read();
  expect(text).toContain('  - path: deck-staining\n    name: Deck Staining\n    heading: Deck Staining\n');
  // Written as the rest of this menu's page links are, without the leading slash (menuUrlLike).
  expect(text).toContain('\n  - title: Deck Staining\n    url: deck-staining\n');
  expect(text.startsWith(server.original.split('\nroutes:')[0].split('\nmenu:')[0])).toBe(true);

  // The dev server (the build's own renderer) shows it at its address and in the menu, and the
  // saved file passes the build's gate, npm run validate. That a valid site.yaml builds every
  // page it names is the build's own test (prerender.spec.ts, one-edit.spec.ts).
  await page.goto(`${server.url}/deck-staining`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deck Staining');
  await expect(page.getByText('We clean and stain decks across the Northshore.')).toBeVisible();
  await expect(page.getByText('Call us for a date in spring.')).toBeVisible();
  await page.goto(`${server.url}/`);
  await expect(page.locator('header nav a[href="/deck-staining"]').first()).toHaveText('Deck Staining');
  expect(validateMessages(server.siteFile).filter((p) => p.severity === 'error')).toEqual([]);
});

test('blocks move by keyboard with the move buttons, and by drag and drop', async ({ page }) => {
  await openEditor(page);
  await tree(page).getByRole('button', { name: 'Our Team' }).click();
  await expect(blockTitles(page)).toHaveText([
    '1. Text',
    '2. Reasons to choose us',
    '3. Team',
    '4. Call-to-action buttons',
  ]);

  // Keyboard: focus "Move down" of block 1 and press Enter twice; focus follows the block.
  await page.getByRole('button', { name: 'Move down: block 1, Text' }).focus();
  await page.keyboard.press('Enter');
  await expect(blockTitles(page)).toHaveText([
    '1. Reasons to choose us',
    '2. Text',
    '3. Team',
    '4. Call-to-action buttons',
  ]);
  await expect(page.getByRole('button', { name: 'Move down: block 2, Text' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(blockTitles(page)).toHaveText([
    '1. Reasons to choose us',
    '2. Team',
    '3. Text',
    '4. Call-to-action buttons',
  ]);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Move up: block 3, Text' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(blockTitles(page)).toHaveText([
    '1. Reasons to choose us',
    '2. Text',
    '3. Team',
    '4. Call-to-action buttons',
  ]);

  // Drag and drop: the last block onto the first.
  await blockItems(page).nth(3).locator('.card-header').dragTo(blockItems(page).nth(0));
  await expect(blockTitles(page)).toHaveText([
    '1. Call-to-action buttons',
    '2. Reasons to choose us',
    '3. Text',
    '4. Team',
  ]);

  await save(page);
  await expect(page.getByText('Saved to site.yaml.')).toBeVisible({ timeout: 20_000 });
  const route = server.read().split('\n  - path: our-team\n')[1].split('\n  - path: ')[0];
  const types = [...route.matchAll(/^ {6}- type: (\w+)/gm)].map((m) => m[1]);
  expect(types).toEqual(['ctaButtons', 'reasons', 'richText', 'teamCards']);
});

test('a duplicated and a removed block come back and go again with undo and redo', async ({ page }) => {
  await openEditor(page);
  await tree(page).getByRole('button', { name: 'FAQs', exact: true }).click();
  const start = ['1. Text', '2. Questions and answers', '3. List of links', '4. Call-to-action buttons'];
  await expect(blockTitles(page)).toHaveText(start);

  await page.getByRole('button', { name: 'Duplicate: block 3, List of links' }).click();
  const duplicated = [
    '1. Text',
    '2. Questions and answers',
    '3. List of links',
    '4. List of links',
    '5. Call-to-action buttons',
  ];
  await expect(blockTitles(page)).toHaveText(duplicated);
  await page.getByRole('button', { name: 'Remove: block 1, Text' }).click();
  const removed = ['1. Questions and answers', '2. List of links', '3. List of links', '4. Call-to-action buttons'];
  await expect(blockTitles(page)).toHaveText(removed);

  await page.keyboard.press('Control+z');
  await expect(blockTitles(page)).toHaveText(duplicated);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(blockTitles(page)).toHaveText(start);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.keyboard.press('Control+Shift+z');
  await expect(blockTitles(page)).toHaveText(duplicated);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(blockTitles(page)).toHaveText(removed);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

// The smallest PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an uploaded picture lands in the copy of public/images and shows in the chooser', async ({ page }) => {
  await openEditor(page);
  await tree(page).getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: /^1\. Hero/ }).click();
  const src = blockItems(page)
    .nth(0)
    .getByRole('textbox', { name: /^Picture file/ });
  await expect(src).toHaveValue('/images/hero-day.svg');
  await blockItems(page)
    .nth(0)
    .getByRole('button', { name: /^Choose picture/ })
    .click();
  const chooser = page.getByRole('dialog', { name: 'Choose a picture' });
  const pictures = chooser.getByRole('list', { name: 'Pictures in public/images' });
  await expect(pictures.getByRole('button', { name: /\/images\/hero-day\.svg/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await chooser
    .getByLabel(/Upload a new picture/)
    .setInputFiles({ name: 'Our New Truck.PNG', mimeType: 'image/png', buffer: PNG });
  const name = /\/images\/uploads\/our-new-truck-[0-9a-f]{12}\.png/;
  const uploaded = pictures.getByRole('button', { name });
  await expect(uploaded).toBeVisible({ timeout: 20_000 });
  const path = name.exec((await uploaded.textContent())!)![0];
  // The upload is the chosen picture, and its thumbnail shows (its first request can come
  // before the dev server knows the new file).
  await expect(uploaded).toHaveAttribute('aria-pressed', 'true');
  await expect(src).toHaveValue(path);
  await expect.poll(() => uploaded.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(existsSync(join(server.publicDir, path))).toBe(true);
  expect(existsSync(join(testSite.publicDir, path))).toBe(false);

  // Closed and opened again, the chooser lists it among the others.
  await chooser.getByRole('button', { name: 'Close the picture chooser' }).click();
  await blockItems(page)
    .nth(0)
    .getByRole('button', { name: /^Choose picture/ })
    .click();
  await expect(pictures.getByRole('button', { name })).toBeVisible();
  await expect(pictures.getByRole('button', { name: /\/images\/truck\.svg/ })).toBeVisible();
  await pictures.getByRole('button', { name }).click();
  await expect(chooser).toBeHidden();
  await expect(src).toHaveValue(path);
});

test('an invalid value shows the validate message at its field, and save is refused with nothing lost', async ({
  page,
}) => {
  await openEditor(page);
  const phone = field(page, /^phone(?! shown)/i);
  await phone.fill('call us');
  // The message npm run validate gives for the same value.
  const bad = join(server.dir, 'bad.yaml');
  writeFileSync(bad, server.original.replace('  phone: (985) 555-0142\n', '  phone: call us\n'));
  const expected = validateMessages(bad).find((p) => p.where === 'business › phone')?.message;
  expect(expected).toBeTruthy();
  // At the field: the error list the input is described by.
  const errorId = (await phone.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('__error'))!;
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(expected!, { timeout: 20_000 });
  await expect(tree(page).getByRole('button', { name: /Business settings/ })).toContainText('1 mistake');

  await save(page);
  await expect(page.getByRole('alert')).toContainText('Not saved: the site has 1 mistake', { timeout: 20_000 });
  expect(server.read()).toBe(server.original);
  await expect(phone).toHaveValue('call us');
});

test("renaming a page's address shows the link changes first, then updates every link", async ({ page }) => {
  await openEditor(page);
  await tree(page).getByRole('button', { name: 'Why Use Us' }).click();
  await page.getByRole('button', { name: 'Change address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the address of /why-use-us' });
  await dialog.getByLabel('New last part of the address').fill('why-choose-us');
  await dialog.getByRole('button', { name: 'Show the changes' }).click();
  const rows = dialog.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: '/why-choose-us' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'menu' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'footer' })).toHaveCount(1);
  expect(server.read()).toBe(server.original);
  await dialog.getByRole('button', { name: 'Apply the changes' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: '/why-choose-us' })).toBeVisible();

  await save(page);
  await expect(page.getByText('Saved to site.yaml.')).toBeVisible({ timeout: 20_000 });
  const text = server.read();
  expect(text).not.toContain('why-use-us');
  expect(text).toContain('  - path: why-choose-us\n');
  expect(text).toMatch(/url: \/?why-choose-us\n/);
  // No line other than the renamed ones changed.
  const diff = diffLines(server.dir, server.original, text);
  expect(diff.removed.every((l) => l.includes('why-use-us'))).toBe(true);
  expect(diff.added).toEqual(diff.removed.map((l) => l.replace(/why-use-us/g, 'why-choose-us')));
});

/** Someone edits site.yaml in a text editor while the editor is open. */
async function editOutside(page: Page, from: string, to: string): Promise<string> {
  await expect(page.locator('.admin-app')).toHaveAttribute('data-listening', 'true');
  const external = server.original.replace(from, to);
  expect(external).not.toBe(server.original);
  writeFileSync(server.siteFile, external);
  return external;
}

test("the newcomer's path: an outside edit, the banner, Load, Undo, Save keeps the outside change", async ({
  page,
}) => {
  await openEditor(page);
  await field(page, /^location/i).fill('Mandeville, LA');
  await field(page, /^phone(?! shown)/i).fill('(985) 555-0199');
  await editOutside(page, '  company: Pelican Exterior Cleaning\n', '  company: Pelican Exterior Care\n');
  const banner = page.getByText('site.yaml was changed outside the editor.');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText('Loading it keeps your unsaved changes');
  await expect(banner).not.toContainText(/undo brings/i);

  await page.getByRole('button', { name: 'Load the new site.yaml' }).click();
  // Both changes are there, and the merge says what happened to each.
  await expect(field(page, /^company/i)).toHaveValue('Pelican Exterior Care');
  await expect(field(page, /^location/i)).toHaveValue('Mandeville, LA');
  await expect(field(page, /^phone(?! shown)/i)).toHaveValue('(985) 555-0199');
  const merged = page.getByRole('region', { name: /your changes were merged/ });
  await expect(merged.getByRole('listitem').filter({ hasText: 'Business › Company' })).toContainText(
    '“Pelican Exterior Cleaning” → “Pelican Exterior Care”',
  );
  await expect(merged.getByRole('listitem').filter({ hasText: 'Business › Phone' })).toContainText('“(985) 555-0199”');

  // Undo takes back the owner's last step, never the change made on disk.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(field(page, /^phone(?! shown)/i)).toHaveValue('(985) 555-0142');
  await expect(field(page, /^company/i)).toHaveValue('Pelican Exterior Care');
  await save(page);
  await expect(page.getByText('Saved to site.yaml.')).toBeVisible({ timeout: 20_000 });
  const text = server.read();
  expect(text).toContain('  company: Pelican Exterior Care\n');
  expect(text).toContain('  location: Mandeville, LA\n');
  expect(text).toContain('  phone: (985) 555-0142\n');
  // Undo as far as it goes: the outside change stays in every step.
  while (await page.getByRole('button', { name: 'Undo' }).isEnabled())
    await page.getByRole('button', { name: 'Undo' }).click();
  await expect(field(page, /^company/i)).toHaveValue('Pelican Exterior Care');
});

test('a save made while the file changed is refused, merged, and a field changed on both sides waits for a choice', async ({
  page,
}) => {
  await openEditor(page);
  await field(page, /^location/i).fill('Mandeville, LA');
  const external = await editOutside(
    page,
    '  company: Pelican Exterior Cleaning\n  phone: (985) 555-0142\n  email: office@pelicanexterior.example\n  location: Covington, LA\n',
    '  company: Pelican Exterior Care\n  phone: (985) 555-0142\n  email: office@pelicanexterior.example\n  location: Slidell, LA\n',
  );
  await save(page);
  // A save checks the whole site and merges: on a loaded machine it takes more than 5 s.
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(
    'Your changes were replayed onto the new file',
    { timeout: 20_000 },
  );
  expect(server.read()).toBe(external);
  const choice = page.getByRole('group', { name: 'Changed on both sides: Business › Location' });
  await expect(choice.getByRole('radio', { name: "The file's value: “Slidell, LA”" })).toBeVisible();
  // Nothing is written before the owner chose.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(field(page, /^location/i)).toHaveValue('Slidell, LA');
  // By keyboard: the owner's value.
  await choice.getByRole('radio', { name: 'Your value: “Mandeville, LA”' }).focus();
  await page.keyboard.press('Space');
  await expect(field(page, /^location/i)).toHaveValue('Mandeville, LA');
  await save(page);
  await expect(page.getByText('Saved to site.yaml.')).toBeVisible({ timeout: 20_000 });
  const text = server.read();
  expect(text).toContain('  company: Pelican Exterior Care\n');
  expect(text).toContain('  location: Mandeville, LA\n');
});

test('the editor passes axe on a laptop and a tablet, and its tree and forms work by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await openEditor(page);
  await tree(page).getByRole('button', { name: 'Our Team' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Our Team' })).toBeFocused();
  await page.getByRole('button', { name: /^1\. Text/ }).focus();
  await page.keyboard.press('Enter');
  await expect(
    blockItems(page)
      .nth(0)
      .getByRole('textbox', { name: /^heading/i }),
  ).toBeVisible();
  const axe = async () =>
    (await new AxeBuilder({ page }).setLegacyMode(true).exclude('iframe').analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(await axe()).toEqual([]);

  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByRole('heading', { level: 2, name: 'Our Team' })).toBeVisible();
  await expect(page.locator('iframe[title="Preview of /our-team"]')).toBeVisible();
  expect(await axe()).toEqual([]);
  await tree(page).getByRole('button', { name: 'Add a page' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a page' }).getByLabel('Page name')).toBeFocused();
  expect(await axe()).toEqual([]);
});
