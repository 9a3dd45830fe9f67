// The editor in the office and a site of many files (site.yaml taking a page from pages/), as
// the local editor does it: it opens the site with its included page, saves site.yaml keeping
// its "page:" entry and comments, saves an edit of the included page into its own file and
// publishes it, merges a remote whose pages/ moved (a push from a laptop that
// changed an included page and added another), and publishes both files. Nothing outside the
// site's folder is read through the office: not by a symlink committed in pages/, not by a
// path with .. in an unsaved change. Data: tests/fixtures/service-towns (a made-up business).
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { join } from 'node:path';
import { startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { addBareRemote, gitIn } from '../support/git-site.ts';
import { writeSiteWithContactFile } from '../support/git-site-pages.ts';
import { json, personOf, siteEntry } from './editor-helpers.ts';
import { listenToEvents } from '../support/editor-events.ts';
import type { PublishStatus } from '../../editor/shared/api-contract.ts';

const SECRET = 'OUTSIDE-THE-SITE-FOLDER-7731';

const made: string[] = [];
let office: TestOffice | undefined;
afterEach(async () => {
  await office?.stop();
  office = undefined;
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The fixture with its contact page in pages/contact.yaml, in a repository with a bare remote. */
function siteWithIncludedPage(extra: (dir: string) => void = () => undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'office-includes-'));
  writeSiteWithContactFile(dir);
  extra(dir);
  gitIn(dir, 'init', '--quiet', '--initial-branch=main');
  gitIn(dir, 'config', 'user.name', 'Test Owner');
  gitIn(dir, 'config', 'user.email', 'owner@example.com');
  gitIn(dir, 'add', 'site.yaml', 'public', 'pages');
  gitIn(dir, 'commit', '--quiet', '-m', 'The site as shipped');
  const remote = addBareRemote(dir);
  made.push(dir, remote);
  return { dir, remote, site: { dir, remote, siteFile: join(dir, 'site.yaml'), publicDir: join(dir, 'public') } };
}

async function officeFor(site: ReturnType<typeof siteWithIncludedPage>) {
  office = await startTestOffice({
    engine: 'pglite',
    sites: [siteEntry('alpha', { ...site.site, cleanup: () => undefined })],
    env: { OFFICE_BUILD: 'off' },
  });
  return { ...(await personOf(office)), clone: join(office.dataDir, 'sites', 'alpha') };
}

/** A small PNG picture of one colour. */
const png = async (colour: string) =>
  new Uint8Array(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
const remoteFile = (remote: string, file: string) => gitIn(remote, 'show', `main:${file}`);
const errorsOf = (problems: { severity: string; message: string }[]) =>
  problems.filter((p) => p.severity === 'error').map((p) => p.message);

describe('the editor in the office and a site with pages in files of their own', () => {
  it('opens the site with its included page, saves site.yaml keeping the page: entry and its comment, and publishes', async () => {
    const s = siteWithIncludedPage();
    const o = await officeFor(s);
    const state = await o.read();
    expect(errorsOf(state.problems)).toEqual([]);
    // The whole site, the included page in its place, and the file that holds it.
    const routes = (state.data as { routes: { path?: string }[] }).routes;
    expect(routes).not.toContainEqual({ page: 'pages/contact.yaml' });
    const contact = routes.findIndex((r) => r.path === 'contact');
    expect(state.pageFiles).toEqual([{ path: ['routes', contact], file: 'pages/contact.yaml', kind: 'page' }]);
    await o.save({ phone: '(555) 555-0199' });
    const saved = readFileSync(join(o.clone, 'site.yaml'), 'utf8');
    expect(saved).toContain('phone: (555) 555-0199');
    expect(saved).toContain('  # the contact page is in a file of its own\n  - page: pages/contact.yaml\n');
    const result = await o.publish();
    expect(result.outcome, result.text).toBe('published');
    expect(remoteFile(s.remote, 'site.yaml')).toContain('phone: (555) 555-0199');
    expect(remoteFile(s.remote, 'pages/contact.yaml')).toContain('# The contact page, kept apart.');
  });

  it('edits a field and a new block of the included page through the office, into its own file, and publishes it', async () => {
    const s = siteWithIncludedPage();
    const o = await officeFor(s);
    const state = await o.read();
    const siteBefore = readFileSync(join(o.clone, 'site.yaml'), 'utf8');
    const data = structuredClone(state.data) as { routes: { path?: string; heading?: string; blocks?: unknown[] }[] };
    const contact = data.routes.find((r) => r.path === 'contact')!;
    contact.heading = 'Write to us';
    contact.blocks!.push({ type: 'richText', text: 'OFFICE-EDIT: we answer within a day.' });
    const res = await o.call(`${o.api}save`, json({ baseVersion: state.version, data }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { saved: string[] }).saved).toEqual(['pages/contact.yaml']);
    expect(readFileSync(join(o.clone, 'site.yaml'), 'utf8')).toBe(siteBefore);
    const page = readFileSync(join(o.clone, 'pages/contact.yaml'), 'utf8');
    expect(page).toContain('# The contact page, kept apart.\n');
    expect(page).toContain('heading: Write to us\n');
    const result = await o.publish();
    expect(result.outcome, result.text).toBe('published');
    expect(remoteFile(s.remote, 'pages/contact.yaml')).toContain('OFFICE-EDIT: we answer within a day.');
    expect(remoteFile(s.remote, 'pages/contact.yaml')).toContain('# The contact page, kept apart.\n');
    expect(gitIn(s.remote, 'show', '--name-only', '--format=', 'main').split('\n')).toEqual(['pages/contact.yaml']);
  });

  it('publishes a change made to an included page in the folder, named as such, and the picture it names; an upload it names is kept', async () => {
    const s = siteWithIncludedPage();
    const o = await officeFor(s);
    const photo = await o.call(`${o.api}images`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', 'X-File-Name': 'porch.png' },
      body: await png('#3a7'),
    });
    expect(photo.status, await photo.clone().text()).toBe(201);
    const { path } = (await photo.json()) as { path: string };
    // The page's own file names the picture (a developer's edit in the site folder).
    const contact = join(o.clone, 'pages/contact.yaml');
    writeFileSync(
      contact,
      `${readFileSync(contact, 'utf8')}  - type: imageBand\n    image: { src: "${path}", alt: The porch }\n`,
    );
    // A day later, another upload: the first is named only in pages/contact.yaml, and stays.
    const old = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    utimesSync(join(o.clone, 'public', path), old, old);
    const again = await o.call(`${o.api}images`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', 'X-File-Name': 'later.png' },
      body: await png('#a37'),
    });
    expect(again.status, await again.clone().text()).toBe(201);
    expect(existsSync(join(o.clone, 'public', path))).toBe(true);
    expect(errorsOf((await o.read()).problems)).toEqual([]);
    // Publish names the changed page file, though site.yaml is as published, and sends it.
    const status = (await (await o.call(`${o.api}publish`)).json()) as PublishStatus;
    expect(status.changes).toEqual(['changed the page file pages/contact.yaml']);
    expect(status.unpublished).toBe(true);
    const result = await o.publish();
    expect(result.outcome, result.text).toBe('published');
    expect(remoteFile(s.remote, 'pages/contact.yaml')).toContain(path);
    expect(gitIn(s.remote, 'ls-tree', '--name-only', 'main', `public${path}`)).toBe(`public${path}`);
  });

  it('merges a remote whose included page changed and which added a page file, checking the merge in the site folder', async () => {
    const s = siteWithIncludedPage();
    const o = await officeFor(s);
    await o.save({ phone: '(555) 555-0199' });
    // The laptop: the contact page's heading changed in its own file, and a new page in a new file.
    const contact = join(s.dir, 'pages/contact.yaml');
    writeFileSync(contact, readFileSync(contact, 'utf8').replace('heading: Contact', 'heading: Write to us'));
    writeFileSync(
      join(s.dir, 'pages/gutters.yaml'),
      '# Gutters, from the laptop.\npath: gutters\nname: Gutters\nheading: Gutters\nblocks:\n  - type: richText\n    text: GUTTERS-PAGE [Write to us](/contact).\n',
    );
    const site = readFileSync(s.site.siteFile, 'utf8');
    writeFileSync(s.site.siteFile, `${site}  - page: pages/gutters.yaml\n`);
    gitIn(s.dir, 'add', 'site.yaml', 'pages');
    gitIn(s.dir, 'commit', '--quiet', '-m', 'From the laptop');
    gitIn(s.dir, 'push', '--quiet', 'origin', 'main');

    const events = await listenToEvents(new URL(`${o.api}events`, office!.url).href, { Cookie: o.cookie });
    const before = (await o.read()).version;
    const result = await o.publish();
    expect(result.outcome, result.text).toBe('published');
    expect(result.text).toMatch(/merged/);
    // Every open editor is told, with the files the merge changed.
    await expect.poll(() => events.heard.length).toBe(1);
    events.stop();
    expect(events.heard[0]).toEqual({
      version: (await o.read()).version,
      from: before,
      files: ['site.yaml', 'pages/contact.yaml', 'pages/gutters.yaml'],
    });
    const remoteSite = remoteFile(s.remote, 'site.yaml');
    expect(remoteSite).toContain('phone: (555) 555-0199');
    expect(remoteSite).toContain('  - page: pages/gutters.yaml');
    expect(remoteSite).toContain('  # the contact page is in a file of its own\n  - page: pages/contact.yaml\n');
    expect(remoteFile(s.remote, 'pages/contact.yaml')).toContain('# The contact page, kept apart.\n');
    expect(remoteFile(s.remote, 'pages/contact.yaml')).toContain('heading: Write to us');
    expect(readFileSync(join(o.clone, 'pages/gutters.yaml'), 'utf8')).toContain('GUTTERS-PAGE');
    // The office opens the merged site whole.
    expect(errorsOf((await o.read()).problems)).toEqual([]);
  });

  it('never reads outside the site folder: not through a symlink committed in pages/, not through .. in a change', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'office-outside-'));
    made.push(outside);
    const secretPage = `path: secret\nheading: Secret\nblocks:\n  - type: richText\n    text: ${SECRET}\n`;
    writeFileSync(join(outside, 'secret.yaml'), secretPage);
    const s = siteWithIncludedPage((dir) => {
      symlinkSync(join(outside, 'secret.yaml'), join(dir, 'pages/secret.yaml'));
      writeFileSync(
        join(dir, 'site.yaml'),
        `${readFileSync(join(dir, 'site.yaml'), 'utf8')}  - page: pages/secret.yaml\n`,
      );
    });
    const o = await officeFor(s);
    const res = await o.call(`${o.api}site`);
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body).not.toContain(SECRET);
    const state = JSON.parse(body) as {
      problems: { severity: string; message: string }[];
      data: { routes: unknown[] };
    };
    expect(errorsOf(state.problems)).toContainEqual(expect.stringMatching(/pages\/secret\.yaml/));

    // An unsaved change naming a file by .. is checked, previewed and refused without reading it.
    const data = structuredClone(state.data);
    data.routes.push({ page: `pages/../../../../../../../..${join(outside, 'secret.yaml')}` });
    for (const route of ['check', 'preview']) {
      const answer = await o.call(`${o.api}${route}`, json({ data, path: '/secret' }));
      expect(await answer.text()).not.toContain(SECRET);
    }
    const save = await o.call(`${o.api}save`, json({ baseVersion: (await o.read()).version, data }));
    expect(save.status).toBe(422);
    expect(await save.text()).not.toContain(SECRET);
  });
});
