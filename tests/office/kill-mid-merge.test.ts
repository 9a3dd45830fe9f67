// The office killed while it merges a remote that moved, on both databases: someone published
// from a laptop, the office's Publish was refused, fetched their version and is committing the
// merge when a real office process is killed with its git (a real prepare-commit-msg hook of the
// clone waits there). After the restart the unfinished merge is undone, the owner's version is still committed in the clone, and the next
// Publish merges again and sends both.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

describe.each(databases)('the office killed while merging a remote that moved, on %s', (engine) => {
  it('undoes the unfinished merge at restart, keeps the version, and the next Publish sends both', async () => {
    o = await killableOffice(engine);
    const { clone, dataDir, sites, api, start, call, saveBody, publish, status } = o;
    await start();
    expect((await call(`${api}save`, { method: 'POST', body: await saveBody('(985) 555-0101') })).status).toBe(200);
    // A laptop publishes another change: the remote moves.
    const laptop = sites[0];
    writeFileSync(
      laptop.siteFile,
      readFileSync(laptop.siteFile, 'utf8').replace(
        'email: office@pelicanexterior.example',
        'email: hello@pelicanexterior.example',
      ),
    );
    gitIn(laptop.dir, 'commit', '--quiet', '-am', 'From the laptop');
    gitIn(laptop.dir, 'push', '--quiet', 'origin', 'main');

    const arm = join(dataDir, 'arm');
    const held = join(dataDir, 'held');
    waitingHook(join(clone, '.git', 'hooks', 'prepare-commit-msg'), arm, held);
    writeFileSync(arm, '');
    const merging = publish().catch(() => 'killed');
    await until(() => existsSync(held), 'the publish reached the merge commit');
    const mine = gitIn(clone, 'rev-parse', 'HEAD');
    await o.running!.kill();
    expect(await merging).toBe('killed');
    expect(existsSync(join(clone, '.git', 'MERGE_HEAD'))).toBe(true);

    await start();
    const said = o.running!.output.join('\n');
    expect(said).toContain('Site alpha: a merge begun before the office was stopped was undone');
    expect(existsSync(join(clone, '.git', 'MERGE_HEAD'))).toBe(false);
    expect(existsSync(join(clone, '.git', 'index.lock'))).toBe(false);
    expect(gitIn(clone, 'rev-parse', 'HEAD')).toBe(mine);
    expect(status()).toBe('');
    expect(readFileSync(join(clone, 'site.yaml'), 'utf8')).toContain('phone: (985) 555-0101');

    const next = await publish();
    expect(next.status, await next.clone().text()).toBe(200);
    const result = (await next.json()) as PublishResult;
    expect(result.outcome, result.text).toBe('published');
    expect(result.text).toMatch(/merged/);
    const remote = remoteText(sites[0]);
    expect(remote).toContain('phone: (985) 555-0101');
    expect(remote).toContain('email: hello@pelicanexterior.example');
    expect(status()).toBe('');
  }, 300_000);
});
