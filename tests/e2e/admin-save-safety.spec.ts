// Saves that cannot lose an edit made on disk, and the editor's other defences, on a dev server
// over a copy of the site: outside writes timed into the save window (between the check and the
// write, widened by the test hook SITE_EDITOR_TEST_SAVE_PAUSE_MS) are never overwritten and the
// editor is always told; requests nested 5,000 deep get a plain 400; no other page may frame
// the editor.
import { createServer, type Server } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { listenToEvents, startEditorServer, versionOfFile, type EditorServer } from './admin-server.ts';
import { versionOf } from '../../editor/server/site-file.ts';
import { API_PREFIX } from '../../editor/shared/api-contract.ts';

const port = Number(process.env.E2E_PORT ?? 4173) + 800;
const PAUSE_MS = 250;
const TRIES = 16;
let server: EditorServer;
const api = (path: string) => `${server.origin}${API_PREFIX}${path}`;
const post = (path: string, body: unknown) =>
  fetch(api(path), {
    method: 'POST',
    headers: { Origin: server.origin, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads into site.yaml's data freely
type Site = { version: string; text: string; data: Record<string, any> };
const getSite = async (): Promise<Site> => (await fetch(api('site'))).json() as Promise<Site>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startEditorServer(port, { env: { SITE_EDITOR_TEST_SAVE_PAUSE_MS: String(PAUSE_MS) } });
});
test.afterAll(() => server?.stop());

test('16 outside writes timed into the save window: none is lost, and the editor is told of each', async () => {
  test.setTimeout(240_000);
  const events = await listenToEvents(server.origin);
  const outcomes: string[] = [];
  for (let i = 0; i < TRIES; i++) {
    const site = await getSite();
    site.data.business.location = `Town ${i}, LA`; // a new text each time: the check runs in full
    const outside = site.text.replace(/^ {2}company: .*$/m, `  company: Outside Edit ${i}`);
    // From just after the request leaves to past the pause: most land inside the window.
    const delay = Math.round((i / (TRIES - 1)) * (PAUSE_MS + 150));
    const saving = post('save', { baseVersion: site.version, data: site.data });
    await new Promise((r) => setTimeout(r, delay));
    writeFileSync(server.siteFile, outside); // another process, like a text editor
    const res = await saving;
    const body = (await res.json()) as { error?: string; version?: string };
    // The outside write is never lost: it is what the file holds.
    expect(readFileSync(server.siteFile, 'utf8'), `try ${i} (${delay} ms)`).toBe(outside);
    const outsideVersion = versionOf(outside);
    if (res.status === 409) {
      outcomes.push(/while this save was being checked/.test(body.error ?? '') ? 'refused in the window' : 'refused');
      expect(body.error).toMatch(/changed on disk .*nothing was saved/);
    } else {
      // The save was written first and the outside edit replaced it: that is announced.
      expect(res.status, body.error).toBe(200);
      outcomes.push('saved, then the outside edit');
    }
    await expect
      .poll(() => events.received(), { message: `try ${i}: a changed event for the outside edit`, timeout: 10_000 })
      .toContain(`"version":"${outsideVersion}"`);
  }
  await events.stop();
  // The window was really hit: refusals at the last look before the rename.
  expect(outcomes.filter((o) => o === 'refused in the window').length, outcomes.join(', ')).toBeGreaterThanOrEqual(
    TRIES / 3,
  );
});

test('a request nested 5,000 deep gets a 400 in plain words, not a 500 with a stack', async () => {
  const deep = `{"data":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)},"baseVersion":"x"}`;
  for (const route of ['check', 'save', 'preview', 'rename-plan']) {
    const res = await post(route, deep);
    expect(res.status, route).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(/nested more than 100 levels deep/);
    expect(body.error).not.toMatch(/\bat .*:\d+:\d+/);
  }
  expect(server.output()).not.toMatch(/RangeError|Maximum call stack/);
});

test('the editor and every API answer forbid framing', async () => {
  const check = (res: Response, what: string) => {
    expect(res.headers.get('content-security-policy'), what).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  };
  check(await fetch(`${server.origin}/admin/`), '/admin/');
  check(await fetch(`${server.origin}/admin`, { redirect: 'manual' }), '/admin');
  check(await fetch(api('site')), 'GET site');
  check(await fetch(api('nothing-here')), 'an unknown API');
  check(await post('check', { data: {} }), 'POST check');
  const foreign = await fetch(api('save'), { method: 'POST', headers: { Origin: 'http://evil.example' } });
  expect(foreign.status).toBe(403);
  check(foreign, 'a refused write');
});

test('a page of another origin that frames /admin/ gets nothing rendered', async ({ page }) => {
  test.setTimeout(120_000);
  const attackerPort = port + 150;
  const attacker: Server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(
      `<!doctype html><title>Win a prize</title><h1>Click the buttons</h1><iframe id="target" src="${server.origin}/admin/" width="1200" height="800"></iframe>`,
    );
  });
  await new Promise<void>((r) => attacker.listen(attackerPort, '127.0.0.1', r));
  try {
    // Warm the editor first, so a refusal is not mistaken for a slow first compile.
    await page.goto(`${server.origin}/admin/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Site editor' })).toBeVisible({ timeout: 60_000 });
    const before = versionOfFile(server.siteFile);
    await page.goto(`http://localhost:${attackerPort}/`);
    await expect(page.getByRole('heading', { name: 'Click the buttons' })).toBeVisible();
    await page.waitForTimeout(3000);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame, 'the iframe exists').toBeTruthy();
    // The browser refused to show the editor: the frame holds an error page, not the editor.
    expect(frame!.url()).not.toBe(`${server.origin}/admin/`);
    await expect(page.frameLocator('#target').getByText('Site editor')).toHaveCount(0);
    expect(versionOfFile(server.siteFile)).toBe(before);
  } finally {
    await new Promise((r) => attacker.close(r));
  }
});
