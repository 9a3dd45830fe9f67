// Publish and History against real git: a working copy of the site whose origin is a real bare
// repository in a temporary folder. What is committed (site.yaml and the pictures it names,
// nothing else staged or changed), the message, the push and every way it can fail, in words.
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { history, publish, publishStatus, restore, startVersions, versionText } from '../../editor/server/publish.ts';
import { commitFiles, findRepo, HeadMoved } from '../../editor/server/site-repo.ts';
import { GitLocked } from '../../editor/server/repo-state.ts';
import { gitIn } from '../support/git-site.ts';
import { eachTestGitSite, refusal } from './publish-helpers.ts';

const remoteLog = () => gitIn(each.site.remote, 'log', '--format=%s', 'main').split('\n');

afterEach(() => {
  vi.unstubAllEnvs();
});
const each = eachTestGitSite();

describe('Publish', () => {
  it('commits site.yaml and the new picture it names, says what changed, pushes, and leaves other work alone', async () => {
    // A picture the site names that was never committed (as one chosen in the editor would be).
    gitIn(each.site.dir, 'rm', '--quiet', '--cached', 'public/images/hero-day.svg');
    gitIn(each.site.dir, 'commit', '--quiet', '-m', 'Without the hero picture');
    writeFileSync(join(each.site.publicDir, 'images/unused.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(each.site.dir, 'notes.txt'), 'staged, not for publishing\n');
    gitIn(each.site.dir, 'add', 'notes.txt');
    each.edit('    heading: Our Team\n', '    heading: The people of Pelican\n');

    expect((await publishStatus(each.ctx)).changes).toContain('Our Team: new heading');
    const result = await publish(each.ctx);

    expect(result.outcome).toBe('published');
    expect(result.message).toMatch(/^Our Team: new heading; .*New file hero-day\.svg$/);
    expect(result.text).toMatch(/^Published: “Our Team: new heading; .*Sent to origin \(/);
    expect(gitIn(each.site.dir, 'show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'public/images/hero-day.svg',
      'site.yaml',
    ]);
    expect(remoteLog()[0]).toBe(result.message?.split('\n')[0]);
    // The staged file is still staged and not committed; the unused picture is untouched.
    expect(gitIn(each.site.dir, 'status', '--porcelain')).toBe('A  notes.txt\n?? public/images/unused.svg'.trim());
  });

  it('commits site.yaml as it was checked, even when a save with a mistake lands before the commit', async () => {
    each.edit('    heading: Our Team\n', '    heading: The people of Pelican\n');
    const checked = each.ctx.site.read();
    // The save lands after Publish read and checked the file, before git staged it.
    vi.spyOn(each.ctx.site, 'read').mockImplementationOnce(() => {
      each.edit('  phone: (985) 555-0142', '  phone: call us');
      return checked;
    });
    const result = await publish(each.ctx);
    expect(result.outcome).toBe('published');
    expect(result.message).toMatch(/^Our Team: new heading/);
    expect(gitIn(each.site.dir, 'show', 'HEAD:site.yaml')).toBe(checked.text.trimEnd());
    // The later save stays in the folder, waiting for the next Publish.
    expect(readFileSync(each.site.siteFile, 'utf8')).toContain('phone: call us');
    expect(gitIn(each.site.dir, 'status', '--porcelain')).toBe('M site.yaml');
  });

  it('says there is nothing to publish when the site is as last published', async () => {
    const result = await publish(each.ctx);
    expect(result).toMatchObject({ outcome: 'nothing' });
    expect(result.text).toBe('Nothing to publish: the site is the same as the last published version.');
    expect(remoteLog()).toHaveLength(1);
  });

  it('refuses a site with mistakes, commits nothing and names the line', async () => {
    each.edit('  phone: (985) 555-0142', '  phone: call us');
    const error = await refusal(publish(each.ctx));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^The site has a mistake, so nothing was published\. Fix it first: line 7: /);
    expect(gitIn(each.site.dir, 'rev-list', '--count', 'HEAD')).toBe('1');
  });

  it('with no remote, commits here and says it was sent nowhere and how to add one', async () => {
    gitIn(each.site.dir, 'remote', 'remove', 'origin');
    each.edit('    heading: Our Team\n', '    heading: Our Crew\n');
    const result = await publish(each.ctx);
    expect(result.outcome).toBe('committed');
    expect(result.text).toContain('It was not sent anywhere: this folder has no remote.');
    expect(result.text).toContain('git remote add origin <its address>');
    expect(gitIn(each.site.dir, 'log', '-1', '--format=%s')).toBe('Our Team: new heading');
  });

  it('keeps the version here and says so when the remote has newer versions (rejected, nothing overwritten)', async () => {
    const other = join(each.site.dir, '..', `${each.site.dir.split('/').pop()}-other`);
    gitIn(each.site.dir, 'clone', '--quiet', each.site.remote, other);
    gitIn(
      other,
      '-c',
      'user.name=B',
      '-c',
      'user.email=b@example.com',
      'commit',
      '--quiet',
      '--allow-empty',
      '-m',
      'From elsewhere',
    );
    gitIn(other, 'push', '--quiet', 'origin', 'main');
    rmSync(other, { recursive: true, force: true });
    each.edit('    heading: Our Team\n', '    heading: Our Crew\n');

    const result = await publish(each.ctx);
    expect(result.outcome).toBe('committed');
    expect(result.push).toMatchObject({ ok: false, reason: 'rejected' });
    expect(result.text).toContain('has newer versions that this folder does not have');
    expect(result.text).toContain('git pull');
    expect(remoteLog()[0]).toBe('From elsewhere');
    expect(gitIn(each.site.dir, 'log', '-1', '--format=%s')).toBe('Our Team: new heading');
  });

  it('says a push the repository declines by a rule of its own as such (not as newer versions), and keeps the version', async () => {
    const hook = join(each.site.remote, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "Changes must be made through a pull request." >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    each.edit('    heading: Our Team\n', '    heading: Our Crew\n');
    const result = await publish(each.ctx);
    expect(result.outcome).toBe('committed');
    expect(result.push).toMatchObject({ ok: false, reason: 'rejected' });
    expect(result.text).toContain('refused it by a rule of its own');
    expect(result.text).not.toContain('git pull');
    expect(remoteLog()).toHaveLength(1);
    expect(gitIn(each.site.dir, 'log', '-1', '--format=%s')).toBe('Our Team: new heading');
  });

  describe('a remote that asks for a password', () => {
    let server: Server;
    let asked = 0;
    beforeEach(async () => {
      server = createServer((_req, res) => {
        asked++;
        res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end();
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    });
    afterEach(() => new Promise<void>((done) => server.close(() => done())));

    it('fails with "refused the sign-in", never waiting for a password', async () => {
      const { port } = server.address() as AddressInfo;
      gitIn(each.site.dir, 'remote', 'set-url', 'origin', `http://127.0.0.1:${port}/site.git`);
      each.edit('    heading: Our Team\n', '    heading: Our Crew\n');
      const result = await publish(each.ctx);
      // The remote asked, and git gave up on its own: a git waiting for a password would have
      // been stopped by the push's time limit, which reads as 'timeout', not 'auth'.
      expect(asked).toBeGreaterThan(0);
      expect(result.push).toMatchObject({ ok: false, reason: 'auth' });
      expect(result.text).toMatch(
        /^Saved a new version here: “Our Team: new heading”\. Not sent: origin \(http:\/\/127\.0\.0\.1:\d+\/site\.git\) refused the sign-in/,
      );
    });
  });

  it('two publishes at once make one commit; the other is refused in words', async () => {
    each.edit('    heading: Our Team\n', '    heading: Our Crew\n');
    const outcomes = await Promise.allSettled([publish(each.ctx), publish(each.ctx)]);
    const done = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(done).toHaveLength(1);
    expect(refused.map((o) => (o as PromiseRejectedResult).reason.message)).toEqual([
      'A publish is already under way. Wait for it to finish, then look again.',
    ]);
    expect(gitIn(each.site.dir, 'rev-list', '--count', 'HEAD')).toBe('2');
    expect(gitIn(each.site.dir, 'fsck', '--no-dangling')).toBe('');
    expect(gitIn(each.site.dir, 'status', '--porcelain')).toBe('');
  });

  it('commits racing in the same repository never lose one: each lands or is refused as "moved" or "busy"', async () => {
    const repo = (await findRepo(each.site.dir))!;
    const names = Array.from({ length: 6 }, (_, i) => `public/race-${i}.txt`);
    names.forEach((n, i) => writeFileSync(join(each.site.dir, n), `${i}\n`));
    const outcomes = await Promise.allSettled(names.map((n) => commitFiles(repo, [n], () => `add ${n}`)));
    const landed = outcomes.filter((o) => o.status === 'fulfilled').length;
    // Refused as "moved" when another landed first, as "busy" when another held the branch's lock.
    for (const o of outcomes)
      if (o.status === 'rejected') expect([HeadMoved, GitLocked]).toContain(o.reason.constructor);
    expect(landed).toBeGreaterThan(0);
    expect(Number(gitIn(each.site.dir, 'rev-list', '--count', 'HEAD'))).toBe(1 + landed);
    expect(gitIn(each.site.dir, 'fsck', '--no-dangling')).toBe('');
    // The folder's index is whole: git reads it, and it holds each landed file.
    expect(gitIn(each.site.dir, 'ls-files', 'public/race-*').split('\n').filter(Boolean)).toHaveLength(landed);
  });
});

describe('without git or a repository', () => {
  it('a folder that is no repository gets a plain refusal, then one step makes it one', async () => {
    rmSync(join(each.site.dir, '.git'), { recursive: true, force: true });
    const error = await refusal(publish(each.ctx));
    expect(error).toMatchObject({ status: 409, extra: { state: 'not-repo' } });
    expect(error.message).toMatch(/^This folder does not keep versions yet \(it is not a git repository\)/);

    const started = await startVersions(each.ctx);
    expect(started.text).toMatch(/^This folder now keeps versions/);
    expect(gitIn(each.site.dir, 'log', '--format=%s')).toBe('First version of the site');
    expect(gitIn(each.site.dir, 'show', '--name-only', '--format=', 'HEAD')).toContain('public/images/truck.svg');
    await expect(refusal(startVersions(each.ctx))).resolves.toMatchObject({ status: 409 });
  });

  it('no git program: a plain message, not a stack', async () => {
    vi.stubEnv('SITE_EDITOR_GIT', join(each.site.dir, 'no-such-git'));
    const error = await refusal(publishStatus(each.ctx));
    expect(error).toMatchObject({ status: 503, extra: { state: 'no-git' } });
    expect(error.message).toMatch(/^Git is not installed on this computer/);
  });
});

describe('History', () => {
  it('lists published versions and restores an old one as a new commit, keeping every other', async () => {
    const original = readFileSync(each.site.siteFile, 'utf8');
    each.edit('    heading: Our Team\n', '    heading: Our Crew\n');
    await publish(each.ctx);
    const { versions } = await history(each.ctx);
    expect(versions.map((v) => v.message)).toEqual(['Our Team: new heading', 'The site as shipped']);
    expect(Date.parse(versions[0].date)).not.toBeNaN();
    expect(await versionText(each.ctx, versions[1].commit)).toBe(original);

    const result = await restore(each.ctx, { commit: versions[1].commit, baseVersion: each.ctx.site.read().version });
    expect(readFileSync(each.site.siteFile, 'utf8')).toBe(original);
    expect(result.version).toBe(each.ctx.site.read().version);
    const after = (await history(each.ctx)).versions;
    expect(after).toHaveLength(3);
    expect(after[0].message).toMatch(/^Restored the version of .+\n\nIt was: The site as shipped$/);
    expect(after.slice(1)).toEqual(versions);
    expect(remoteLog()).toHaveLength(3);
  });

  it('will not replace saved changes that were never published unless told, nor a file changed since', async () => {
    const { versions } = await history(each.ctx);
    each.edit('    heading: Our Team\n', '    heading: Unpublished\n');
    const unpublished = await refusal(
      restore(each.ctx, { commit: versions[0].commit, baseVersion: each.ctx.site.read().version }),
    );
    expect(unpublished).toMatchObject({ status: 409, extra: { unpublished: true } });
    const stale = await refusal(restore(each.ctx, { commit: versions[0].commit, baseVersion: 'f'.repeat(64) }));
    expect(stale.status).toBe(409);
    expect(readFileSync(each.site.siteFile, 'utf8')).toContain('heading: Unpublished');
    await restore(each.ctx, {
      commit: versions[0].commit,
      baseVersion: each.ctx.site.read().version,
      replaceUnpublished: true,
    });
    expect(readFileSync(each.site.siteFile, 'utf8')).not.toContain('heading: Unpublished');
  });

  it('a picture the old version names and that is gone now comes back with it', async () => {
    const { versions } = await history(each.ctx);
    rmSync(join(each.site.publicDir, 'images/truck.svg'));
    gitIn(each.site.dir, 'commit', '--quiet', '-am', 'Removed the truck');
    await restore(each.ctx, { commit: versions[0].commit, baseVersion: each.ctx.site.read().version });
    expect(existsSync(join(each.site.publicDir, 'images/truck.svg'))).toBe(true);
  });

  it('a version with mistakes, or a folder on no branch, is refused with site.yaml and public/ as they were', async () => {
    // A version that names the truck picture and has a mistake, then the picture removed.
    each.edit('  phone: (985) 555-0142', '  phone: call us');
    gitIn(each.site.dir, 'commit', '--quiet', '-am', 'A phone with a mistake');
    const broken = gitIn(each.site.dir, 'rev-parse', 'HEAD');
    rmSync(join(each.site.publicDir, 'images/truck.svg'));
    each.edit('  phone: call us', '  phone: (985) 555-0142');
    gitIn(each.site.dir, 'commit', '--quiet', '-am', 'Fixed, and no truck');
    const before = readFileSync(each.site.siteFile, 'utf8');
    const refused = await refusal(restore(each.ctx, { commit: broken, baseVersion: each.ctx.site.read().version }));
    expect(refused.status).toBe(422);
    expect(existsSync(join(each.site.publicDir, 'images/truck.svg'))).toBe(false);
    expect(readFileSync(each.site.siteFile, 'utf8')).toBe(before);

    const { versions } = await history(each.ctx);
    gitIn(each.site.dir, 'checkout', '--quiet', '--detach');
    const detached = await refusal(
      restore(each.ctx, { commit: versions.at(-1)!.commit, baseVersion: each.ctx.site.read().version }),
    );
    expect(detached.status).toBe(409);
    expect(detached.message).toMatch(/detached HEAD/);
    expect(readFileSync(each.site.siteFile, 'utf8')).toBe(before);
    expect(existsSync(join(each.site.publicDir, 'images/truck.svg'))).toBe(false);
  });

  it.each([
    ['HEAD', 400],
    ['--output=/tmp/pwned', 400],
    ['../../../etc/passwd', 400],
    ['HEAD~1:site.yaml', 400],
    ['g'.repeat(40), 400],
    [42, 400],
    ['0'.repeat(40), 404],
  ])('a version id that is not a commit hash (%s) is refused with %i', async (commit, status) => {
    const error = await refusal(versionText(each.ctx, commit));
    expect(error.status).toBe(status);
    expect(existsSync('/tmp/pwned')).toBe(false);
  });
});
