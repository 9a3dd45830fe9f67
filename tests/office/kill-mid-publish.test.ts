// The office killed mid-save and mid-publish, on both databases: a real office process (as npm
// run office starts it) is killed with SIGKILL together with the git it runs, as a crash or
// systemd would, (1) in a save, between writing site.yaml's new text beside it and the rename
// (OFFICE_TEST_PAUSE_AT), (2) in a publish while git holds the branch's lock (a real
// reference-transaction hook of the clone waits there), (3) in a publish's push (a real
// pre-receive hook of the remote waits). After each restart the clone is consistent: the save
// fully there or not at all (then the editor sends it again), no stray file, no stale lock
// stopping the next Publish, no publish's temporary index left, the committed version kept; the database answers, and the next
// Publish sends everything.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { databases } from '../support/office-harness.ts';
import { gitIn } from '../support/git-site.ts';
import { remoteText } from './editor-helpers.ts';
import { killableOffice, until, waitingHook, type KillableOffice } from './kill-helpers.ts';
import type { PublishResult } from '../../editor/shared/api-contract.ts';

let o: KillableOffice | undefined;
afterEach(async () => {
  await o?.cleanup();
  o = undefined;
});

describe.each(databases)('the office killed mid-save and mid-publish, on %s', (engine) => {
  it('restarts with a consistent clone and database, and the next Publish sends everything', async () => {
    o = await killableOffice(engine);
    const { clone, dataDir, sites, api, start, call, saveBody, publish, stray, status } = o;
    const running = () => o!.running!;
    const shipped = readFileSync(join(clone, 'site.yaml'), 'utf8');

    // 1. Killed in a save, its new text written beside site.yaml and not yet renamed over it.
    await start({ OFFICE_TEST_PAUSE_AT: 'save-rename' });
    const body = await saveBody('(985) 555-0101');
    const lost = call(`${api}save`, { method: 'POST', body }).catch(() => 'killed');
    await running().waitFor(/Test pause at save-rename/);
    await running().kill();
    expect(await lost).toBe('killed');
    expect(stray()).toHaveLength(2); // the new text, and the old one kept aside
    await start();
    expect(running().output.join('\n')).toMatch(/Site alpha: removed \.site\.yaml\.\d+\.[0-9a-f-]+\.tmp, a save's/);
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
    await running().kill();
    expect(await killedPublish).toBe('killed');
    const locks = ['HEAD.lock', 'refs/heads/main.lock'].filter((f) => existsSync(join(clone, '.git', f)));
    expect(locks.length).toBeGreaterThan(0);
    // The publish's temporary index (git's staging area for the commit) is left too, in the clone's git folder.
    const indexes = () => readdirSync(join(clone, '.git')).filter((f) => f.startsWith('site-publish-'));
    expect(indexes().length).toBeGreaterThan(0);
    await start();
    expect(running().output.join('\n')).toMatch(/Site alpha: removed \.git\/(HEAD|refs\/heads\/main)\.lock/);
    expect(running().output.join('\n')).toMatch(
      /Site alpha: removed \.git\/site-publish-\d+-[0-9a-f-]+\.index, a publish's/,
    );
    expect(locks.filter((f) => existsSync(join(clone, '.git', f)))).toEqual([]);
    expect(indexes()).toEqual([]);
    expect(gitIn(clone, 'rev-parse', 'HEAD')).toBe(before); // the version was not made
    expect(status()).toBe('M site.yaml'); // the saved change waits for Publish

    // 3. Killed in a publish's push: the version is made in the clone, the remote does not have it.
    const armPush = join(dataDir, 'arm-push');
    const heldPush = join(dataDir, 'held-push');
    waitingHook(join(sites[0].remote, 'hooks', 'pre-receive'), armPush, heldPush);
    writeFileSync(armPush, '');
    const pushing = publish().catch(() => 'killed');
    await until(() => existsSync(heldPush), 'the publish reached the push');
    await running().kill();
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
