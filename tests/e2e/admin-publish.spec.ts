// Publish and History in the editor, in real Chromium, on a dev server over a copy of the site
// that is a real git working copy whose origin is a real bare repository (temporary folders):
// a publish makes a commit with a message in words and pushes it; History previews and restores
// an old version as a new commit; a folder with no remote, or that is no repository, is told
// so in words. Then the API refusals: other origins, huge bodies, ids that are not hashes, and
// two publishes at once.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './shared-page.ts';
import { startEditorServer, type EditorServer } from './admin-server.ts';
import { addBareRemote, gitIn, initSiteRepo } from '../support/git-site.ts';
import { API_PREFIX } from '../../editor/shared/api-contract.ts';

// Every answer here comes from the dev server and git, which a busy machine slows down.
const expect = baseExpect.configure({ timeout: 20_000 });
// Beside the editor specs' +500/+600/+700.
const port = Number(process.env.E2E_PORT ?? 4173) + 450;
let editor: EditorServer;
let remote: string;
let original: string;
// The editor runs git through a link (SITE_EDITOR_GIT) that a test removes: "git is not installed".
let shimDir: string;
let gitShim: string;
const realGit = (process.env.PATH ?? '')
  .split(delimiter)
  .map((dir) => join(dir, 'git'))
  .find((file) => existsSync(file))!;

// Each test renders pages on a dev server and runs git: on this shared 2-core machine that takes time.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  shimDir = mkdtempSync(join(tmpdir(), 'site-git-shim-'));
  gitShim = join(shimDir, 'git');
  symlinkSync(realGit, gitShim);
  editor = await startEditorServer(port, { env: { SITE_EDITOR_GIT: gitShim } });
  original = readFileSync(editor.siteFile, 'utf8');
  initSiteRepo(editor.dir);
  remote = addBareRemote(editor.dir);
});
test.afterAll(() => {
  editor?.stop();
  if (remote) rmSync(remote, { recursive: true, force: true });
  if (shimDir) rmSync(shimDir, { recursive: true, force: true });
});

const remoteSubjects = () => gitIn(remote, 'log', '--format=%s', 'main').split('\n');
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).setLegacyMode(true).exclude('iframe').analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

async function openEditor(page: Page) {
  await page.goto(`${editor.origin}/admin/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
}

test('Publish commits the saved change with a message in words and pushes it to the bare remote', async ({ page }) => {
  test.setTimeout(120_000); // the dev server's first page compiles the editor
  await openEditor(page);
  await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Our Team' }).click();
  await page
    .locator('.admin-form')
    .getByRole('textbox', { name: /^heading/i })
    .first()
    .fill('The people of Pelican');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved to site.yaml.')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Publish...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await expect(dialog.getByRole('listitem')).toHaveText(['Our Team: new heading']);
  await expect(dialog).toContainText(`sends it to origin (${remote})`);
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Published: “Our Team: new heading”. Sent to origin (${remote}).`,
    { timeout: 30_000 },
  );
  expect(remoteSubjects()).toEqual(['Our Team: new heading', 'The site as shipped']);
  expect(gitIn(remote, 'show', 'main:site.yaml')).toContain('heading: The people of Pelican');
  await expect(dialog.getByText('None: the site is as last published.')).toBeVisible();
  // Nothing is left to publish: the button says it is done, and cannot be pressed again.
  await expect(dialog.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Published' })).toBeDisabled();
  // Closed with the keyboard; the focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Publish...' })).toBeFocused();
});

test('History previews an old version read-only and restores it as a new commit, by keyboard', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  await openEditor(page);
  await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Our Team' }).click();
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  const shipped = dialog.getByRole('listitem').filter({ hasText: 'The site as shipped' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('listitem').first()).toContainText('Our Team: new heading');

  await shipped.getByRole('button', { name: /^Preview: / }).focus();
  await page.keyboard.press('Enter');
  const frame = dialog.frameLocator('iframe');
  // The page as it was then: its old heading, although site.yaml now has the new one.
  await expect(dialog.getByRole('heading', { name: /^\/our-team as it was on .+ \(read only\)$/ })).toBeVisible();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Our Team', { timeout: 20_000 });
  // The preview opens where the owner is looking, not below the list.
  await expect(dialog.locator('iframe')).toBeInViewport({ ratio: 0.5 });
  expect(await axe(page)).toEqual([]);
  // Nothing changed by looking.
  expect(readFileSync(editor.siteFile, 'utf8')).toContain('heading: The people of Pelican');

  await shipped.getByRole('button', { name: /^Restore: / }).focus();
  await page.keyboard.press('Enter');
  const ask = dialog.getByRole('alert');
  await expect(ask).toContainText('It is published again as a new version; every version in this list stays.');
  await ask.getByRole('button', { name: 'Restore this version' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Restored the version of', { timeout: 30_000 });
  await expect(dialog.getByRole('status')).toContainText(`Sent to origin (${remote}).`);
  expect(readFileSync(editor.siteFile, 'utf8')).toBe(original);
  const subjects = remoteSubjects();
  expect(subjects).toHaveLength(3);
  expect(subjects[0]).toMatch(/^Restored the version of /);
  expect(subjects.slice(1)).toEqual(['Our Team: new heading', 'The site as shipped']);
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  // The message and the list name the restored version's date in one style.
  const when = await shipped.locator('time').textContent();
  await expect(dialog.getByRole('status')).toContainText(`Restored the version of ${when}.`);
  await expect(dialog.getByRole('listitem').first()).toContainText(`Restored the version of ${when}`);
  expect(logged.filter((t) => /cannot be a descendant|cannot contain a nested/.test(t))).toEqual([]);
  // The editor shows the restored site.
  await page.keyboard.press('Escape');
  await expect(page.getByText('Loaded the new site.yaml.')).toBeVisible();
});

test('without git, Publish and History say so in plain words', async ({ page }) => {
  unlinkSync(gitShim);
  try {
    await openEditor(page);
    await page.getByRole('button', { name: 'Publish...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await expect(
      dialog.getByText(/^Git is not installed on this computer, so the editor cannot publish/),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'History' }).click();
    await expect(
      page.getByRole('dialog', { name: 'History' }).getByText(/^Git is not installed on this computer/),
    ).toBeVisible();
  } finally {
    symlinkSync(realGit, gitShim);
  }
});

test('with no remote, Publish commits here and says it was sent nowhere and how to add one', async ({ page }) => {
  gitIn(editor.dir, 'remote', 'remove', 'origin');
  writeFileSync(editor.siteFile, original.replace('    heading: Our Team\n', '    heading: Our Crew\n'));
  await openEditor(page);
  await page.getByRole('button', { name: 'Publish...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await expect(dialog).toContainText('This folder has no remote yet, so it stays on this computer.');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  const said = dialog.getByRole('status');
  await expect(said).toContainText('Saved a new version here: “Our Team: new heading”.', { timeout: 30_000 });
  await expect(said).toContainText('It was not sent anywhere: this folder has no remote.');
  await expect(said).toContainText('git remote add origin <its address>');
  expect(gitIn(editor.dir, 'log', '-1', '--format=%s')).toBe('Our Team: new heading');
});

test('a folder that is no git repository is told so, and one button starts keeping versions', async ({ page }) => {
  rmSync(`${editor.dir}/.git`, { recursive: true, force: true });
  await openEditor(page);
  // (The business settings form has a heading-order finding of its own: axe runs over a page.)
  await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Our Team' }).click();
  await page.getByRole('button', { name: 'Publish...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await expect(dialog).toContainText('This folder does not keep versions yet (it is not a git repository)');
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Start keeping versions (git init)' }).click();
  await expect(dialog.getByRole('status')).toContainText('This folder now keeps versions', { timeout: 30_000 });
  expect(gitIn(editor.dir, 'log', '--format=%s')).toBe('First version of the site');
  await expect(dialog.getByText('None: the site is as last published.')).toBeVisible();
});

test.describe('the Publish API refuses what the editor page would never send', () => {
  const api = (path: string) => `${editor.origin}${API_PREFIX}${path}`;
  const commits = () => Number(gitIn(editor.dir, 'rev-list', '--count', 'HEAD'));
  test.beforeEach(() => {
    writeFileSync(editor.siteFile, original.replace('    heading: Our Team\n', '    heading: Our Folks\n'));
  });

  test('a publish or restore from another origin, or too big, changes nothing', async () => {
    const before = commits();
    const foreign = await fetch(api('publish'), {
      method: 'POST',
      headers: { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    const restore = await fetch(api('publish/restore'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(restore.status).toBe(403);
    const huge = await fetch(api('publish'), {
      method: 'POST',
      headers: { Origin: editor.origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(commits()).toBe(before);
  });

  test('version ids that are not hashes get 400 in words, never a git error', async () => {
    for (const commit of ['HEAD', '--output=/tmp/x', '../../etc/passwd', 'HEAD:site.yaml']) {
      const preview = await fetch(api(`publish/preview?commit=${encodeURIComponent(commit)}&path=/`));
      expect(preview.status).toBe(400);
      expect((await preview.json()).error).toBe(
        'That is not a version id: History gives each version a 40-character id.',
      );
      const restore = await fetch(api('publish/restore'), {
        method: 'POST',
        headers: { Origin: editor.origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ commit, baseVersion: 'x' }),
      });
      expect(restore.status).toBe(400);
    }
  });

  test('two publishes at once make one commit; the other is refused or finds nothing left', async () => {
    const before = commits();
    const send = () =>
      fetch(api('publish'), {
        method: 'POST',
        headers: { Origin: editor.origin, 'Content-Type': 'application/json' },
        body: '{}',
      });
    const answers = await Promise.all([send(), send()]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { outcome?: string; error?: string }[];
    expect(commits()).toBe(before + 1);
    const made = bodies.filter((b) => b.outcome === 'committed');
    expect(made).toHaveLength(1);
    const other = bodies.find((b) => b !== made[0])!;
    expect(['A publish is already under way. Wait for it to finish, then look again.', 'nothing']).toContain(
      other.error ?? other.outcome,
    );
    expect(gitIn(editor.dir, 'fsck', '--no-dangling')).toBe('');
    expect(gitIn(editor.dir, 'status', '--porcelain', '--untracked-files=no')).toBe('');
  });
});
