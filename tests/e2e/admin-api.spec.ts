// The editor's API on a dev server over a copy of the site: writes only from the editor's
// own origin, saves that change one line and keep comments, refusals (422 with the problems,
// 409 on a stale version), external edits announced over SSE, uploads, the rename plan, no
// reload of the editor on its own save, and nothing of the editor in the build.
import { copyFileSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { listenToEvents, startEditorServer, versionOfFile, type EditorServer } from './admin-server.ts';
import { filesUnder, freshBuild } from './built-site.ts';
import { API_PREFIX } from '../../editor/shared/api-contract.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 600;
const api = (path: string) => `${server.origin}${API_PREFIX}${path}`;
let server: EditorServer;
let original: string;

type Site = {
  version: string;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads into site.yaml's data freely
  data: Record<string, any>;
  problems: { path: (string | number)[]; severity: string; message: string }[];
};

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(api(path), {
    method: 'POST',
    headers: { Origin: server.origin, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const getSite = async (): Promise<Site> => (await fetch(api('site'))).json() as Promise<Site>;

test.describe.configure({ mode: 'serial' });

test.describe('the editor API on the dev server', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startEditorServer(port);
    original = readFileSync(server.siteFile, 'utf8');
  });
  test.afterAll(() => server?.stop());
  test.beforeEach(() => writeFileSync(server.siteFile, original));

  test('GET site gives the text, its version, the data as written and the problems with their paths', async () => {
    const site = await getSite();
    expect(site.text).toBe(original);
    expect(site.version).toBe(versionOfFile(server.siteFile));
    expect(site.data.business.phone).toBe('(985) 555-0142');
    // Written without a default: no throttleMs although the schema has a default for it.
    expect(site.data.emailjs).not.toHaveProperty('throttleMs');
    const placeholder = site.problems.find((p) => p.message.includes('placeholders'));
    expect(placeholder).toMatchObject({ severity: 'warning', path: ['emailjs', 'publicKey'] });
  });

  test('a write from another origin, or without one, is refused with 403 and writes nothing', async () => {
    const site = await getSite();
    site.data.business.phone = '(985) 555-0100';
    const foreign = await post(
      'save',
      { baseVersion: site.version, data: site.data },
      { Origin: 'http://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toMatch(/another origin/);
    const none = await fetch(api('save'), {
      method: 'POST',
      body: JSON.stringify({ baseVersion: site.version, data: site.data }),
    });
    expect(none.status).toBe(403);
    const otherPort = await post(
      'save',
      { baseVersion: site.version, data: site.data },
      { Origin: 'http://127.0.0.1:1' },
    );
    expect(otherPort.status).toBe(403);
    // A body that is not sent as JSON (a form or plain text, as a page of another site may send) is not read.
    const asText = await fetch(api('save'), {
      method: 'POST',
      headers: { Origin: server.origin, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ baseVersion: site.version, data: site.data }),
    });
    expect(asText.status).toBe(415);
    expect((await asText.json()).error).toMatch(/must be sent as JSON/);
    expect(readFileSync(server.siteFile, 'utf8')).toBe(original);
  });

  test('a page on another local port cannot read site.yaml, nor any page of the dev server', async () => {
    for (const origin of ['http://localhost:3000', 'http://foo.localhost:8080']) {
      const read = await fetch(api('site'), { headers: { Origin: origin } });
      expect(read.status, origin).toBe(403);
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(await read.text()).not.toContain('business');
      const page = await fetch(`${server.origin}/`, { headers: { Origin: origin } });
      expect(page.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    // The editor's own page reads it (a same-origin read carries no Origin, or its own).
    expect((await fetch(api('site'), { headers: { Origin: server.origin } })).status).toBe(200);
  });

  test('a save changes one line and keeps the comments; the next save with the old version gets 409', async () => {
    const site = await getSite();
    site.data.business.phone = '(985) 555-0199';
    const res = await post('save', { baseVersion: site.version, data: site.data });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { version: string };
    const now = readFileSync(server.siteFile, 'utf8');
    expect(saved.version).toBe(versionOfFile(server.siteFile));
    const before = original.split('\n');
    const after = now.split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual(['  phone: (985) 555-0199']);

    site.data.business.location = 'Mandeville, LA';
    const stale = await post('save', { baseVersion: site.version, data: site.data });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ version: saved.version });
    expect(readFileSync(server.siteFile, 'utf8')).toBe(now);
  });

  test('a picture copied into public/ after a check counts at the next check of the same text', async () => {
    const site = await getSite();
    const name = `late-${Date.now()}.svg`;
    site.data.business.logo.src = `/images/${name}`;
    const missing = (await (await post('check', { data: site.data })).json()) as { problems: Site['problems'] };
    expect(missing.problems.map((p) => p.message)).toContainEqual(expect.stringContaining(name));
    copyFileSync(join(server.publicDir, 'images/logo.svg'), join(server.publicDir, 'images', name));
    await expect
      .poll(async () => {
        const again = (await (await post('check', { data: site.data })).json()) as { problems: Site['problems'] };
        return again.problems.filter((p) => p.message.includes(name)).length;
      })
      .toBe(0);
  });

  test('a save with mistakes is refused with 422 and the messages of npm run validate, at their paths', async () => {
    const site = await getSite();
    site.data.business.phone = 'call us';
    const check = await post('check', { data: site.data });
    const checked = (await check.json()) as { text: string; problems: Site['problems'] };
    expect(checked.text).toContain('  phone: call us\n');
    const res = await post('save', { baseVersion: site.version, data: site.data });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { problems: Site['problems'] };
    const phone = body.problems.find((p) => p.severity === 'error');
    expect(phone).toMatchObject({ path: ['business', 'phone'] });
    expect(checked.problems).toContainEqual(phone);
    expect(readFileSync(server.siteFile, 'utf8')).toBe(original);
  });

  test("an external edit is announced over SSE, and so is one that undoes a save; the editor's own save is not", async () => {
    const events = await listenToEvents(server.origin);

    const site = await getSite();
    site.data.business.location = 'Mandeville, LA';
    expect((await post('save', { baseVersion: site.version, data: site.data })).status).toBe(200);
    // Time for the watcher to see the editor's own write: nothing is announced.
    await new Promise((r) => setTimeout(r, 1500));
    expect(events.received()).not.toContain('event: changed');

    writeFileSync(
      server.siteFile,
      readFileSync(server.siteFile, 'utf8').replace('location: Mandeville, LA', 'location: Slidell, LA'),
    );
    await expect.poll(() => events.received(), { timeout: 10_000 }).toContain('event: changed');
    const outside = versionOfFile(server.siteFile);
    const outsideText = readFileSync(server.siteFile, 'utf8');
    expect(events.received()).toContain(`"version":"${outside}"`);

    // The editor saves over it; then the outside edit is put back (an undo, a git checkout):
    // the saved change is gone from the disk, and the editor is told so.
    const latest = await getSite();
    latest.data.business.location = 'Hammond, LA';
    expect((await post('save', { baseVersion: latest.version, data: latest.data })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    const told = events.received().split('event: changed').length;
    writeFileSync(server.siteFile, outsideText);
    await expect.poll(() => events.received().split('event: changed').length, { timeout: 10_000 }).toBe(told + 1);
    expect(events.received().split('event: changed').at(-1)).toContain(`"version":"${outside}"`);
    await events.stop();
  });

  test('the editor page is not reloaded by its own save, even of the theme colours; a page of the site is, with the new colours', async ({
    browser,
  }) => {
    // The first page of a dev server compiles the styles: slow on a busy machine.
    test.setTimeout(150_000);
    const context = await browser.newContext();
    const editor = await context.newPage();
    const page = await context.newPage();
    await editor.goto(`${server.origin}/admin/`);
    await editor.evaluate(() => ((window as unknown as { kept: string }).kept = 'still here'));
    await page.goto(`${server.origin}/why-use-us`, { timeout: 120_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Use Us');
    // The page's listener has connected before the save.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('site-page-reload'))),
      )
      .toBe(true);

    const site = await getSite();
    const route = (site.data.routes as { path: string; heading?: string }[]).find((r) => r.path === 'why-use-us')!;
    route.heading = 'Why Choose Us';
    site.data.business.theme.primary = '#aa3311';
    const res = await editor.evaluate(
      async ({ baseVersion, data, prefix }) =>
        (
          await fetch(`${prefix}save`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ baseVersion, data }),
          })
        ).status,
      { baseVersion: site.version, data: site.data, prefix: API_PREFIX },
    );
    expect(res).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Choose Us', { timeout: 20_000 });
    await expect
      .poll(
        () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim()),
        { timeout: 60_000 },
      )
      .toBe('#aa3311');
    expect(await editor.evaluate(() => (window as unknown as { kept?: string }).kept)).toBe('still here');
    await context.close();
  });

  test("the preview renders unsaved data; with mistakes it lists them in the form's words", async () => {
    const site = await getSite();
    const route = (site.data.routes as { path: string; heading?: string }[]).find((r) => r.path === 'why-use-us')!;
    route.heading = 'Preview Only Heading';
    const res = await post('preview', { data: site.data, path: '/why-use-us' });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/<h1[^>]*>Preview Only Heading<\/h1>/);
    expect(readFileSync(server.siteFile, 'utf8')).toBe(original);
    site.data.business.phone = 'call us';
    const bad = await (await post('preview', { data: site.data, path: '/' })).text();
    expect(bad).toContain('The page cannot be shown yet');
    // In the form's words (the field's label and place), not npm run validate's (a line of site.yaml).
    expect(bad).toMatch(/<li><strong>[^<]*› Phone<\/strong>: /);
    expect(bad).not.toContain('site.yaml');
  });

  test('an uploaded picture gets a safe name with its content hash under public/images/uploads/ and shows in the list; other files get 415', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (body: Buffer, name: string) =>
      fetch(api('images'), {
        method: 'POST',
        headers: { Origin: server.origin, 'X-File-Name': encodeURIComponent(name) },
        body: new Uint8Array(body),
      });
    const first = await upload(png, '../../Our Truck (new).JPG');
    expect(first.status).toBe(201);
    const saved = (await first.json()) as { path: string };
    expect(saved).toEqual({
      path: expect.stringMatching(/^\/images\/uploads\/our-truck-new-[0-9a-f]{12}\.png$/),
      width: 1,
      height: 1,
    });
    // The same picture again, under another name, is the same file.
    const second = await upload(png, 'our truck new.png');
    expect(await second.json()).toEqual(saved);
    expect(readdirSync(join(server.publicDir, 'images/uploads'))).toHaveLength(1);
    const list = (await (await fetch(api('images'))).json()) as { images: { path: string; width?: number }[] };
    expect(list.images).toContainEqual({ path: saved.path, width: 1, height: 1 });
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.png',
    );
    expect(svg.status).toBe(415);
    expect(existsSync(join(server.publicDir, 'images/x.png'))).toBe(false);
  });

  test('the rename plan lists every link to the page and its children, and the data with them changed', async () => {
    const site = await getSite();
    const res = await post('rename-plan', { data: site.data, from: '/residential', to: '/homes' });
    expect(res.status).toBe(200);
    const plan = (await res.json()) as {
      changes: { path: (string | number)[]; before: string; after: string }[];
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads into site.yaml's data freely
      data: Record<string, any>;
    };
    expect(plan.changes[0]).toMatchObject({ before: 'residential', after: 'homes' });
    expect(plan.changes).toContainEqual(
      expect.objectContaining({ before: 'residential/window-cleaning', after: 'homes/window-cleaning' }),
    );
    expect(plan.changes).toContainEqual(
      expect.objectContaining({ before: '/residential/window-cleaning', after: '/homes/window-cleaning' }),
    );
    // Nothing points at the old address any more (an anchor id may keep the word).
    expect(JSON.stringify(plan.data).match(/(?<!"id":)"\/?residential[/"#]|\]\(\/residential[/)#]/g)).toBeNull();
    const check = (await (await post('check', { data: plan.data })).json()) as { problems: Site['problems'] };
    expect(check.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const taken = await post('rename-plan', { data: site.data, from: '/residential', to: '/commercial' });
    expect(taken.status).toBe(400);
  });
});

test('the build holds nothing of the editor', async ({ request }) => {
  const dir = freshBuild();
  const files = filesUnder(dir);
  expect(files.length).toBeGreaterThan(10);
  expect(files.filter((f) => /admin/i.test(f.slice(dir.length)))).toEqual([]);
  for (const file of files.filter((f) => /\.(html|js|css|json|txt|xml|webmanifest)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    for (const needle of ['__admin', 'site-page-reload', 'site:changed', 'editor/client', 'editor/shared'])
      expect(text.includes(needle), `${file} contains ${needle}`).toBe(false);
  }
  expect((await request.get('/admin/')).status()).toBe(404);
  expect((await request.post(`${API_PREFIX}save`, { data: {} })).status()).not.toBe(200);
});
