// The office killed mid-save and mid-publish, on both databases: a real office process (as npm
// run office starts it) is killed with SIGKILL together with the git it runs, as a crash or
// systemd would, (1) in a save, between writing site.yaml's new text beside it and the rename
// (OFFICE_TEST_PAUSE_AT), (2) in a publish while git holds the branch's lock (a real
// reference-transaction hook of the clone waits there), (3) in a publish's push (a real
// pre-receive hook of the remote waits). After each restart the clone is consistent: the save
// fully there or not at all (then the editor sends it again), no stray file, no stale lock
// stopping the next Publish, the committed version kept; the database answers, and the next
// Publish sends everything.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, startTestOffice } from '../support/office-harness.ts';
import { freshDatabase } from '../support/postgres-cluster.ts';
import { gitIn, makeGitSite, type GitSite } from '../support/git-site.ts';
import { startOfficeProcess, type OfficeProcess } from '../support/office-process.ts';
import { remoteText, siteEntry } from './editor-helpers.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import { API_PREFIX, type PublishResult, type SiteState } from '../../editor/shared/api-contract.ts';

let sites: [GitSite, GitSite];
let dataDir: string;
let running: OfficeProcess | undefined;
beforeEach(() => {
  sites = [makeGitSite(), makeGitSite()];
  dataDir = mkdtempSync(join(tmpdir(), 'office-kill-'));
});
afterEach(async () => {
  await running?.kill();
  running = undefined;
  for (const site of sites) site.cleanup();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

/** A hook that, once armed (the file `arm` exists), says so in `held` and waits there a minute. */
function waitingHook(file: string, arm: string, held: string, when = 'true') {
  writeFileSync(
    file,
    `#!/bin/sh\nif ${when} && [ -f '${arm}' ]; then rm -f '${arm}'; touch '${held}'; sleep 60; fi\nexit 0\n`,
  );
  chmodSync(file, 0o755);
}

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Not in time: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(databases)('the office killed mid-save and mid-publish, on %s', (engine) => {
  it('restarts with a consistent clone and database, and the next Publish sends everything', async () => {
    // The office's data made once in this process: its database, the clones, an owner signed in.
    const databaseUrl = engine === 'postgresql' ? await freshDatabase() : undefined;
    const made = await startTestOffice({
      engine,
      dataDir,
      databaseUrl,
      sites: [siteEntry('alpha', sites[0]), siteEntry('beta', sites[1])],
      env: { OFFICE_BUILD: 'off' },
    });
    const { id } = await addPerson(made.office.db, {
      email: 'ann@example.com',
      name: 'Ann',
      site: 'alpha',
      role: 'owner',
    });
    const { cookie } = await createSession(made.office, id);
    await made.stop();
    const env = {
      OFFICE_DATA: dataDir,
      OFFICE_CONFIG: join(dataDir, 'office.yaml'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const clone = join(dataDir, 'sites', 'alpha');
    const start = async (extra: Record<string, string> = {}) =>
      (running = await startOfficeProcess({ ...env, ...extra }));
    const call = (path: string, init: RequestInit = {}) =>
      fetch(new URL(path, running!.url), {
        ...init,
        headers: {
          Cookie: cookie,
          ...(init.method === 'POST' ? { Origin: running!.url, 'Content-Type': 'application/json' } : {}),
          ...(init.headers as Record<string, string>),
        },
      });
    const api = `/s/alpha${API_PREFIX}`;
    const read = async () => (await (await call(`${api}site`)).json()) as SiteState;
    const saveBody = async (phone: string) => {
      const state = await read();
      const data = structuredClone(state.data) as { business: Record<string, string> };
      data.business.phone = phone;
      return JSON.stringify({ baseVersion: state.version, data });
    };
    const publish = () => call(`${api}publish`, { method: 'POST', body: '{}' });
    const stray = () => readdirSync(clone).filter((name) => name.startsWith('.site.yaml.'));
    const status = () => gitIn(clone, 'status', '--porcelain');
    const shipped = readFileSync(join(clone, 'site.yaml'), 'utf8');

    // 1. Killed in a save, its new text written beside site.yaml and not yet renamed over it.
    await start({ OFFICE_TEST_PAUSE_AT: 'save-rename' });
    const body = await saveBody('(985) 555-0101');
    const lost = call(`${api}save`, { method: 'POST', body }).catch(() => 'killed');
    await running!.waitFor(/Test pause at save-rename/);
    await running!.kill();
    expect(await lost).toBe('killed');
    expect(stray()).toHaveLength(2); // the new text, and the old one kept aside
    await start();
    expect(running!.output.join('\n')).toMatch(/Site alpha: removed \.site\.yaml\.\d+\.[0-9a-f-]+\.tmp, a save's/);
    expect(stray()).toEqual([]);
    expect(readFileSync(join(clone, 'site.yaml'), 'utf8')).toBe(shipped); // not there at all
    expect(status()).toBe('');
    // The editor still holds the change (its draft) and sends it again: it is saved whole.
    const saved = await call(`${api}save`, { method: 'POST', body });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(readFileSync(join(clone, 'site.yaml'), 'utf8')).toContain('phone: (985) 555-0101');
    expect(status()).toBe('M site.yaml');

    // 2. Killed in a publish while git holds the branch's lock.
    const arm = join(dataDir, 'arm');
    const held = join(dataDir, 'held');
    waitingHook(join(clone, '.git', 'hooks', 'reference-transaction'), arm, held, '[ "$1" = prepared ]');
    writeFileSync(arm, '');
    const before = gitIn(clone, 'rev-parse', 'HEAD');
    const killedPublish = publish().catch(() => 'killed');
    await until(() => existsSync(held), 'the publish reached the lock');
    await running!.kill();
    expect(await killedPublish).toBe('killed');
    const locks = ['HEAD.lock', 'refs/heads/main.lock'].filter((f) => existsSync(join(clone, '.git', f)));
    expect(locks.length).toBeGreaterThan(0);
    await start();
    expect(running!.output.join('\n')).toMatch(/Site alpha: removed \.git\/(HEAD|refs\/heads\/main)\.lock/);
    expect(locks.filter((f) => existsSync(join(clone, '.git', f)))).toEqual([]);
    expect(gitIn(clone, 'rev-parse', 'HEAD')).toBe(before); // the version was not made
    expect(status()).toBe('M site.yaml'); // the saved change waits for Publish

    // 3. Killed in a publish's push: the version is made in the clone, the remote does not have it.
    const armPush = join(dataDir, 'arm-push');
    const heldPush = join(dataDir, 'held-push');
    waitingHook(join(sites[0].remote, 'hooks', 'pre-receive'), armPush, heldPush);
    writeFileSync(armPush, '');
    const pushing = publish().catch(() => 'killed');
    await until(() => existsSync(heldPush), 'the publish reached the push');
    await running!.kill();
    expect(await pushing).toBe('killed');
    expect(gitIn(clone, 'show', 'HEAD:site.yaml')).toContain('phone: (985) 555-0101');
    expect(remoteText(sites[0])).not.toContain('555-0101');
    await start();
    expect(status()).toBe('');

    // The next Publish sends the kept version; the database answers and records it.
    const next = await publish();
    expect(next.status, await next.clone().text()).toBe(200);
    const result = (await next.json()) as PublishResult;
    expect(result.outcome, result.text).toBe('published');
    expect(result.text).toMatch(/^Published the version kept from before/);
    expect(remoteText(sites[0])).toContain('phone: (985) 555-0101');
    expect(gitIn(clone, 'rev-parse', 'HEAD')).toBe(gitIn(sites[0].remote, 'rev-parse', 'main'));
    expect(status()).toBe('');
    const record = await (await call('/s/alpha/audit', { headers: { Accept: 'text/html' } })).text();
    expect(record.match(/published version [0-9a-f]{7} \(published\)/g)).toHaveLength(1);
    // And an edit after it publishes as usual.
    const again = await call(`${api}save`, { method: 'POST', body: await saveBody('(985) 555-0202') });
    expect(again.status).toBe(200);
    expect(((await (await publish()).json()) as PublishResult).outcome).toBe('published');
    expect(remoteText(sites[0])).toContain('phone: (985) 555-0202');
  }, 300_000);
});
