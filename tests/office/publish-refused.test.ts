// A push the owner cannot fix, said in plain words with what the developer must do, on both
// databases, against real remotes: a token revoked on a real smart-HTTP git server (git's own
// http-backend, asking for the token as GitHub does), a remote that cannot be reached, and a
// branch the repository protects (a pre-receive hook that declines). The version is kept in
// the office's clone and goes with the next Publish; no word of git's own and no secret shows.
import { afterEach, describe, expect, it } from 'vitest';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { databases, startTestOffice } from '../support/office-harness.ts';
import { gitIn } from '../support/git-site.ts';
import { serveGitOverHttp, type GitHttpServer } from '../support/git-http-server.ts';
import { officeWithSites, personOf, remoteText, siteEntry, eachTestTwoSites } from './editor-helpers.ts';

const TOKEN = 'ghp_office0token0that0works0000000001';
const NEW_TOKEN = 'ghp_office0token0made0again000000002';

let http: GitHttpServer | undefined;
// Registered first, so it runs after the office has stopped and the sites are removed.
afterEach(async () => {
  await http?.close();
  http = undefined;
  delete process.env.ALPHA_GIT_TOKEN;
});
const each = eachTestTwoSites();

/** Words of git's own that an owner should never have to read. */
const GIT_JARGON =
  /fatal:|error:|hint:|remote:|git push|git pull|non-fast-forward|pre-receive|hook declined|refs\/heads|HTTP 40\d|\[rejected\]/i;

describe.each(databases)('a push refused for a reason the owner cannot fix, on %s', (engine) => {
  it('says a revoked token plainly, never shows it, keeps the version, and sends it once the developer sets a new one', async () => {
    http = await serveGitOverHttp(each.sites[0].remote, TOKEN);
    process.env.ALPHA_GIT_TOKEN = TOKEN;
    each.office = await startTestOffice({
      engine,
      sites: [
        { ...siteEntry('alpha', each.sites[0]), repo: http.url, tokenEnv: 'ALPHA_GIT_TOKEN' },
        siteEntry('beta', each.sites[1]),
      ],
      env: { OFFICE_BUILD: 'off' },
    });
    const ann = await personOf(each.office);
    await ann.save({ phone: '(985) 555-0101' });
    expect((await ann.publish()).outcome).toBe('published'); // the token works
    expect(remoteText(each.sites[0])).toContain('phone: (985) 555-0101');

    http.token = NEW_TOKEN; // the office's token is revoked on the host
    await ann.save({ phone: '(985) 555-0202' });
    const refused = await ann.publish();
    expect(refused.outcome).toBe('committed');
    expect(refused.text).toContain(`Not sent: ${http.url} refused the office's token (ALPHA_GIT_TOKEN)`);
    expect(refused.text).toMatch(/Your version is kept in the office and is sent with the next Publish\./);
    expect(refused.text).toMatch(/For your developer: give the office's token \(ALPHA_GIT_TOKEN\) write access/);
    expect(refused.text).not.toMatch(GIT_JARGON);
    expect(JSON.stringify(refused)).not.toContain(TOKEN);
    expect(each.office.lines.join('\n')).not.toContain(TOKEN);
    expect(gitIn(join(each.office.dataDir, 'sites', 'alpha'), 'show', 'HEAD:site.yaml')).toContain('555-0202');
    expect(remoteText(each.sites[0])).toContain('phone: (985) 555-0101');

    // The host cannot be reached at all: said as such, and kept.
    const url = http.url;
    await http.close();
    http = undefined;
    const unreachable = await ann.publish();
    expect(unreachable.outcome).toBe('committed');
    expect(unreachable.text).toContain(`${url} could not be reached just now`);
    expect(unreachable.text).not.toMatch(GIT_JARGON);

    // The host is back, and the developer sets the new token in the office's environment: the
    // next Publish sends the kept version.
    http = await serveGitOverHttp(each.sites[0].remote, NEW_TOKEN, Number(new URL(url).port));
    process.env.ALPHA_GIT_TOKEN = NEW_TOKEN;
    const sent = await ann.publish();
    expect(sent.push?.ok, sent.text).toBe(true);
    expect(remoteText(each.sites[0])).toContain('phone: (985) 555-0202');
  }, 180_000);

  it('says a branch the repository protects plainly, with what the developer must do, and keeps the version', async () => {
    let clone: string;
    ({ office: each.office, clone } = await officeWithSites(engine, each.sites));
    const hook = join(each.sites[0].remote, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "GH013: Repository rule violations found for refs/heads/main." >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const ann = await personOf(each.office);
    await ann.save({ phone: '(985) 555-0303' });
    const refused = await ann.publish();
    expect(refused.outcome).toBe('committed');
    expect(refused.text).toMatch(/refused it by a rule of its own \(a protected branch/);
    expect(refused.text).toMatch(/For your developer: let the office push to the branch “main”/);
    // What the repository answered is in the office's log, for the developer.
    expect(each.office.lines.join('\n')).toMatch(/Site alpha: .* refused a push \(rejected\): .*hook declined/);
    expect(refused.text).toMatch(/Your version is kept in the office and is sent with the next Publish\./);
    expect(refused.text).not.toMatch(GIT_JARGON);
    expect(gitIn(clone, 'show', 'HEAD:site.yaml')).toContain('555-0303');
    expect(gitIn(clone, 'status', '--porcelain', '--untracked-files=no')).toBe('');
    expect(remoteText(each.sites[0])).not.toContain('555-0303');

    writeFileSync(hook, '#!/bin/sh\nexit 0\n');
    const sent = await ann.publish();
    expect(sent.push?.ok, sent.text).toBe(true);
    expect(remoteText(each.sites[0])).toContain('phone: (985) 555-0303');
  }, 120_000);
});
