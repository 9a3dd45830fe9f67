// The editor's "changed on disk" news under npm start (editor/server/plugin.ts: the dev server's
// watcher, told to open editors through the events stream, editor/server/events.ts) for a site
// of many files: a Restore the editor made itself is not news, though it rewrote page files; a
// change made outside it is, naming the files that changed. A real dev server (Vite) on a real
// git site (site.yaml taking pages from pages/), its events read as the editor's page reads them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, type PublishResult } from '../../editor/shared/api-contract.ts';
import { listenToEvents, type Listening } from '../support/editor-events.ts';
import type { GitSite } from '../support/git-site.ts';
import { commitPagesOnlyVersion, makeGitSiteWithPages } from '../support/git-site-pages.ts';
import { send, startVite, type RunningServer } from './server.ts';

let site: GitSite;
let server: RunningServer;
let events: Listening | undefined;

const file = (path: string) => readFileSync(join(site.dir, path), 'utf8');
const write = (path: string, text: string) => writeFileSync(join(site.dir, path), text);

const held = async () =>
  ((await (await fetch(`${server.origin}${API_PREFIX}site`)).json()) as { version: string }).version;

let v1: string;
beforeEach(async () => {
  site = makeGitSiteWithPages();
  // The second version changes only files under pages/.
  ({ v1 } = commitPagesOnlyVersion(site));
  server = await startVite('dev', { SITE_DIR: site.dir });
}, 120_000);
afterEach(async () => {
  events?.stop();
  await server?.stop();
  site.cleanup();
});

describe("the editor's news of a change on disk, for a site of many files", () => {
  it('is not told of a Restore the editor made, and names the files of a change made outside it', async () => {
    events = await listenToEvents(`${server.origin}${API_PREFIX}events`);
    const { heard } = events;
    const res = await send(server.port, {
      path: `${API_PREFIX}publish/restore`,
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify({ commit: v1, baseVersion: await held(), replaceUnpublished: false }),
    });
    expect(res.status, res.text).toBe(200);
    const restored = JSON.parse(res.text) as PublishResult & { version: string };
    expect(file('pages/contact.yaml')).toContain('heading: Contact');
    // The watcher has seen the page files written (it looks 120 ms after the last): no news.
    await new Promise((r) => setTimeout(r, 3000));
    expect(heard).toEqual([]);

    // A change made outside the editor, in a page file: news, naming it.
    write('pages/contact.yaml', file('pages/contact.yaml').replace('heading: Contact', 'heading: Call us'));
    await expect.poll(() => heard.length, { timeout: 20_000 }).toBe(1);
    const now = await held();
    expect(heard[0]).toEqual({ version: now, from: restored.version, files: ['pages/contact.yaml'] });
  }, 120_000);
});
