// The editor's API edits pages kept in files under pages/ (issue 39): the whole site is shown with
// each included page in its place, a change to such a page is written into its own file (its
// comments kept, site.yaml untouched), an outside change to that file in between is refused and
// never overwritten, and no path the browser sends, nor a symlink, makes it read or write a file
// outside the site's pages/ folder. Served by the API's own handler on a loopback port, on a copy
// of tests/fixtures/service-towns (a made-up business) whose contact page is in pages/contact.yaml.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleApi, type ApiContext } from '../../editor/server/api.ts';
import { apiRoutes } from '../../editor/server/routes.ts';
import { EditorEvents } from '../../editor/server/events.ts';
import { SiteFile } from '../../editor/server/site-file.ts';
import { API_PREFIX, type SiteState } from '../../editor/shared/api-contract.ts';
import { CONTACT_COMMENT as PAGE_COMMENT, writeSiteWithContactFile } from '../support/git-site-pages.ts';

const BLOCK_COMMENT = '  # the form the owner reads every morning\n';

type Page = { path: string; heading: string; blocks: Record<string, unknown>[] };
type Data = { routes: (Page | { page: string })[]; business: Record<string, unknown> };

let dir: string;
let outside: string;
let server: Server;
let base: string;
let events: EditorEvents;

/** The fixture with its contact page in pages/contact.yaml, after a comment in each file. */
function makeSite(): string {
  const site = mkdtempSync(join(tmpdir(), 'editor-page-files-'));
  writeSiteWithContactFile(site, { contact: (text) => text.replace('blocks:\n', `blocks:\n${BLOCK_COMMENT}`) });
  return site;
}

beforeEach(async () => {
  dir = makeSite();
  outside = mkdtempSync(join(tmpdir(), 'editor-page-files-outside-'));
  events = new EditorEvents();
  const ctx: ApiContext = {
    host: {
      renderPreview: () => Promise.resolve('<p>preview</p>'),
      logError: (message) => {
        throw new Error(message);
      },
    },
    site: new SiteFile(join(dir, 'site.yaml')),
    events,
    publicDir: join(dir, 'public'),
    cache: {},
  };
  server = createServer((req, res) => void handleApi(ctx, req, res, apiRoutes));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PREFIX}`;
});
afterEach(async () => {
  events.close();
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const read = async () => (await (await fetch(`${base}site`)).json()) as SiteState & { data: Data };
const post = (route: string, body: unknown) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const contactOf = (data: Data) => data.routes.find((r) => (r as Page).path === 'contact') as Page;
const file = (name: string) => readFileSync(join(dir, name), 'utf8');
const errorsOf = (state: SiteState) => state.problems.filter((p) => p.severity === 'error');

describe('pages kept in files under pages/, through the editor API', () => {
  it('shows the included page in its place and says which file holds it', async () => {
    const state = await read();
    expect(errorsOf(state)).toEqual([]);
    const i = state.data.routes.findIndex((r) => (r as Page).path === 'contact');
    expect(i).toBeGreaterThan(0);
    expect(state.data.routes).not.toContainEqual({ page: 'pages/contact.yaml' });
    expect(contactOf(state.data).heading).toBe('Contact');
    expect(state.pageFiles).toEqual([{ path: ['routes', i], file: 'pages/contact.yaml', kind: 'page' }]);
  });

  it('saves a field and a new block of the included page into its file, comments kept, site.yaml untouched', async () => {
    const siteBefore = file('site.yaml');
    const state = await read();
    const data = structuredClone(state.data);
    const contact = contactOf(data);
    contact.heading = 'Write to us';
    contact.blocks.push({ type: 'richText', text: 'Or call us in the morning.' });
    const checked = await post('check', { data });
    expect(checked.status).toBe(200);
    expect(((await checked.json()) as SiteState).pageFiles).toEqual(state.pageFiles);
    const res = await post('save', { baseVersion: state.version, data });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as { version: string; saved: string[] };
    expect(saved.saved).toEqual(['pages/contact.yaml']);
    expect(file('site.yaml')).toBe(siteBefore);
    const page = file('pages/contact.yaml');
    expect(page.startsWith(PAGE_COMMENT)).toBe(true);
    expect(page).toContain(BLOCK_COMMENT);
    expect(page).toContain('heading: Write to us\n');
    expect(page).toContain('Or call us in the morning.');
    // The editor reads back what it saved, under the version it was told.
    const again = await read();
    expect(again.version).toBe(saved.version);
    expect(contactOf(again.data).heading).toBe('Write to us');
  });

  it('names the included file and its line in a problem of the page, at the field in the forms', async () => {
    writeFileSync(
      join(dir, 'pages/contact.yaml'),
      file('pages/contact.yaml').replace('heading: Contact', 'heading: ""'),
    );
    const state = await read();
    const problem = state.problems.find((p) => p.file === 'pages/contact.yaml');
    expect(problem, JSON.stringify(state.problems)).toBeDefined();
    const i = state.data.routes.findIndex((r) => (r as Page).path === 'contact');
    expect(problem!.path.slice(0, 2)).toEqual(['routes', i]);
    const lines = file('pages/contact.yaml').split('\n');
    expect(lines[problem!.line - 1]).toContain('heading');
  });

  it('refuses a save over an outside change to the included file, which stays; saved again from the new version', async () => {
    const state = await read();
    const data = structuredClone(state.data);
    contactOf(data).heading = 'Write to us';
    // Someone edits the page's file in a text editor meanwhile.
    const outsideEdit = file('pages/contact.yaml').replace('name: Contact', 'name: Contact us');
    writeFileSync(join(dir, 'pages/contact.yaml'), outsideEdit);
    const res = await post('save', { baseVersion: state.version, data });
    expect(res.status).toBe(409);
    const refusal = (await res.json()) as { error: string; version: string };
    expect(refusal.error).toMatch(/^pages\/contact\.yaml was changed on disk/);
    expect(file('pages/contact.yaml')).toBe(outsideEdit);
    // The editor loads the new version and replays the change onto it: both are kept.
    const now = await read();
    expect(now.version).toBe(refusal.version);
    const merged = structuredClone(now.data);
    contactOf(merged).heading = 'Write to us';
    const second = await post('save', { baseVersion: now.version, data: merged });
    expect(second.status, await second.clone().text()).toBe(200);
    expect(file('pages/contact.yaml')).toContain('name: Contact us\n');
    expect(file('pages/contact.yaml')).toContain('heading: Write to us\n');
  });

  it('adds a page under an included page into that file; refuses to remove the included page, in words', async () => {
    const state = await read();
    const data = structuredClone(state.data);
    (contactOf(data) as Page & { children?: unknown[] }).children = [
      { path: 'hours', name: 'Hours', heading: 'Hours', blocks: [] },
    ];
    const res = await post('save', { baseVersion: state.version, data });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(file('pages/contact.yaml')).toContain('children:\n  - path: hours\n');
    const now = await read();
    const without = { ...now.data, routes: now.data.routes.filter((r) => (r as Page).path !== 'contact') };
    const refused = await post('save', { baseVersion: now.version, data: without });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /“Contact” is kept in pages\/contact\.yaml.*text editor/,
    );
    expect(file('pages/contact.yaml')).toContain('path: hours');
  });
});

describe('a save of several files that fails after some are written', () => {
  /** A second API over the same site, whose site.yaml runs `beforeReplace` right before its rename. */
  async function serveWith(
    beforeReplace: () => void,
    logged: string[],
  ): Promise<{ url: string; close(): Promise<void> }> {
    const ctx: ApiContext = {
      host: { renderPreview: () => Promise.resolve(''), logError: (m) => void logged.push(m) },
      site: new SiteFile(join(dir, 'site.yaml'), beforeReplace),
      events: new EditorEvents(),
      publicDir: join(dir, 'public'),
      cache: {},
    };
    const other = createServer((req, res) => void handleApi(ctx, req, res, apiRoutes));
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    return {
      url: `http://127.0.0.1:${(other.address() as AddressInfo).port}${API_PREFIX}`,
      close: () => new Promise<void>((done) => other.close(() => done())),
    };
  }
  /** A change to both files: the contact page's heading (its own file, written first) and the business's company name (site.yaml). */
  async function changeBoth(url: string) {
    const state = (await (await fetch(`${url}site`)).json()) as SiteState & { data: Data };
    const data = structuredClone(state.data);
    contactOf(data).heading = 'Both files changed';
    data.business.company = 'A new name';
    return fetch(`${url}save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ baseVersion: state.version, data }),
    });
  }

  it('puts the page file back when site.yaml is changed outside in the moment before its write', async () => {
    const pageBefore = file('pages/contact.yaml');
    const outsideText = `${file('site.yaml')}# edited outside\n`;
    const logged: string[] = [];
    const api = await serveWith(() => writeFileSync(join(dir, 'site.yaml'), outsideText), logged);
    try {
      const res = await changeBoth(api.url);
      expect(res.status, await res.clone().text()).toBe(409);
      expect(((await res.json()) as { error: string }).error).toMatch(/^site\.yaml was changed on disk/);
    } finally {
      await api.close();
    }
    expect(file('site.yaml')).toBe(outsideText);
    expect(file('pages/contact.yaml')).toBe(pageBefore);
    expect(logged).toEqual([]);
  });

  it('puts the page file back when the write of site.yaml fails', async () => {
    const siteBefore = file('site.yaml');
    const pageBefore = file('pages/contact.yaml');
    const logged: string[] = [];
    const api = await serveWith(() => {
      throw new Error('EIO: i/o error, the disk failed');
    }, logged);
    try {
      const res = await changeBoth(api.url);
      expect(res.status).toBe(500);
      expect(((await res.json()) as { error: string }).error).toContain('the disk failed');
    } finally {
      await api.close();
    }
    expect(file('site.yaml')).toBe(siteBefore);
    expect(file('pages/contact.yaml')).toBe(pageBefore);
    expect(logged).toEqual([expect.stringContaining('the disk failed')]);
  });
});

describe('paths that lead out of the site', () => {
  const SECRET = 'OUTSIDE-THE-PAGES-FOLDER-5150';

  it('a page the browser names by .., by an absolute path or under pages/../.. is refused, never read nor written', async () => {
    const secretPage = `path: secret\nname: Secret\nheading: Secret\nblocks:\n  - type: richText\n    text: ${SECRET}\n`;
    writeFileSync(join(outside, 'secret.yaml'), secretPage);
    const state = await read();
    const siteBefore = file('site.yaml');
    for (const page of [
      `../${join(outside, 'secret.yaml')}`,
      join(outside, 'secret.yaml'),
      `pages/../../../../../../../..${join(outside, 'secret.yaml')}`,
    ]) {
      const data = { ...state.data, routes: [...state.data.routes, { page }] };
      for (const route of ['check', 'preview'])
        expect(await (await post(route, { data, path: '/secret' })).text()).not.toContain(SECRET);
      const res = await post('save', { baseVersion: state.version, data });
      expect(res.status).toBe(422);
      expect(await res.text()).not.toContain(SECRET);
    }
    expect(file('site.yaml')).toBe(siteBefore);
    expect(readFileSync(join(outside, 'secret.yaml'), 'utf8')).toBe(secretPage);
  });

  it('a page file swapped for a symlink out of the folder after loading is not read, and nothing is written through it', async () => {
    const state = await read();
    const copy = join(outside, 'contact.yaml');
    writeFileSync(copy, file('pages/contact.yaml')); // the same text: only the link tells them apart
    rmSync(join(dir, 'pages/contact.yaml'));
    symlinkSync(copy, join(dir, 'pages/contact.yaml'));
    const data = structuredClone(state.data);
    contactOf(data).heading = 'Written through a link';
    const res = await post('save', { baseVersion: state.version, data });
    expect(res.status).toBe(409);
    expect(readFileSync(copy, 'utf8')).not.toContain('Written through a link');
    const now = await read();
    expect(errorsOf(now).map((p) => p.message)).toContainEqual(
      expect.stringMatching(/pages\/contact\.yaml is a symlink to a place outside the site's folder/),
    );
  });

  it('a page file that is a link to a file elsewhere in the site folder is shown, but not written through', async () => {
    mkdirSync(join(dir, 'drafts'));
    const real = join(dir, 'drafts/contact.yaml');
    writeFileSync(real, file('pages/contact.yaml'));
    rmSync(join(dir, 'pages/contact.yaml'));
    symlinkSync(real, join(dir, 'pages/contact.yaml'));
    const state = await read();
    expect(errorsOf(state)).toEqual([]);
    const data = structuredClone(state.data);
    contactOf(data).heading = 'Written through a link';
    const res = await post('save', { baseVersion: state.version, data });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /pages\/contact\.yaml is a link to a file outside the site's pages\/ folder/,
    );
    expect(readFileSync(real, 'utf8')).not.toContain('Written through a link');
  });
});
