// Publish and Restore when git cannot take a new version: a lock file in the way (another git at
// work, gc, a git that crashed), or a rebase, merge or cherry-pick in progress. Each is refused
// before anything is written, with the true reason in words; nothing in the folder changes.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { history, publish, restore } from '../../editor/server/publish.ts';
import { SiteFile } from '../../editor/server/site-file.ts';
import { commitFiles, findRepo } from '../../editor/server/site-repo.ts';
import { gitIn } from '../support/git-site.ts';
import { eachTestGitSite, refusal } from './publish-helpers.ts';

const each = eachTestGitSite();

/** Everything a refused Publish or Restore must leave as it was. */
const folderState = () => ({
  head: gitIn(each.site.dir, 'rev-parse', 'HEAD'),
  status: gitIn(each.site.dir, 'status', '--porcelain', '--untracked-files=all'),
  staged: gitIn(each.site.dir, 'diff', '--cached', '--name-only'),
  site: readFileSync(each.site.siteFile, 'utf8'),
});
/** A lock file as a crashed git leaves it. */
const lock = (name: string) => writeFileSync(join(each.site.dir, '.git', name), '');

const LOCKS = ['index.lock', 'HEAD.lock', 'refs/heads/main.lock'];

describe('a git lock in the way', () => {
  it.each(LOCKS)('Publish with .git/%s is refused with 409 naming the lock, and changes nothing', async (name) => {
    each.edit('    heading: Our Team\n', '    heading: Our Crew\n');
    lock(name);
    const before = folderState();
    const error = await refusal(publish(each.ctx));
    expect(error.status).toBe(409);
    expect(error.message).toContain(`the lock file .git/${name} exists`);
    expect(error.message).not.toMatch(/another publish/i);
    // Without the lock's own line in `git status` (it is inside .git), all is as it was.
    expect(folderState()).toEqual(before);
    expect(gitIn(each.site.dir, 'rev-list', '--count', 'HEAD')).toBe('1');
    expect(gitIn(each.site.remote, 'rev-list', '--count', 'main')).toBe('1');

    rmSync(join(each.site.dir, '.git', name));
    expect((await publish(each.ctx)).outcome).toBe('published');
    expect(gitIn(each.site.dir, 'status', '--porcelain')).toBe('');
  });

  it.each(LOCKS)(
    'Restore with .git/%s is refused with 409 naming the lock; site.yaml and public/ stay as they were',
    async (name) => {
      const { versions } = await history(each.ctx);
      // The version to restore names the truck picture, which is gone now.
      rmSync(join(each.site.publicDir, 'images/truck.svg'));
      each.edit('    heading: Our Team\n', '    heading: Our Crew\n');
      gitIn(each.site.dir, 'commit', '--quiet', '-am', 'No truck, new heading');
      lock(name);
      const before = folderState();
      const error = await refusal(
        restore(each.ctx, { commit: versions[0].commit, baseVersion: each.ctx.site.read().version }),
      );
      expect(error.status).toBe(409);
      expect(error.message).toContain(`the lock file .git/${name} exists`);
      expect(folderState()).toEqual(before);
      expect(existsSync(join(each.site.publicDir, 'images/truck.svg'))).toBe(false);
    },
  );

  it('a lock that appears after the check (while the version is written) still leaves nothing changed', async () => {
    const { versions } = await history(each.ctx);
    rmSync(join(each.site.publicDir, 'images/truck.svg'));
    each.edit('    heading: Our Team\n', '    heading: Our Crew\n');
    gitIn(each.site.dir, 'commit', '--quiet', '-am', 'No truck, new heading');
    const before = folderState();
    // The lock is taken by "another git" right when Restore writes site.yaml.
    const racing = new SiteFile(each.site.siteFile, () => lock('HEAD.lock'));
    const error = await refusal(
      restore({ ...each.ctx, site: racing }, { commit: versions[0].commit, baseVersion: racing.read().version }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toContain('the lock file .git/HEAD.lock exists');
    expect(folderState()).toEqual(before);
    expect(existsSync(join(each.site.publicDir, 'images/truck.svg'))).toBe(false);
  });
});

describe('a lock taken after the commit landed', () => {
  it('is told, not swallowed: the version stays, and the lock in the way of the staging area is named', async () => {
    const repo = (await findRepo(each.site.dir))!;
    writeFileSync(join(each.site.dir, 'public/new.txt'), 'new\n');
    lock('index.lock'); // taken by another git after Publish's own check
    const committed = await commitFiles(repo, ['public/new.txt'], () => 'A new file');
    expect(committed?.indexBusy).toBe('.git/index.lock');
    expect(gitIn(each.site.dir, 'log', '-1', '--format=%s')).toBe('A new file');
  });
});

describe('git in the middle of something', () => {
  /** A commit on a side branch that changes the same line as main does: a conflict. */
  function conflictingBranch(): void {
    gitIn(each.site.dir, 'switch', '--quiet', '-c', 'side');
    each.edit('    heading: Our Team\n', '    heading: Side Team\n');
    gitIn(each.site.dir, 'commit', '--quiet', '-am', 'Side heading');
    gitIn(each.site.dir, 'switch', '--quiet', 'main');
    each.edit('    heading: Our Team\n', '    heading: Main Team\n');
    gitIn(each.site.dir, 'commit', '--quiet', '-am', 'Main heading');
  }
  const failing = (...args: string[]) => expect(() => gitIn(each.site.dir, ...args)).toThrow();

  it.each([
    ['a rebase', () => failing('rebase', 'side'), 'git rebase --continue', 'git rebase --abort'],
    ['a merge', () => failing('merge', 'side'), 'git commit', 'git merge --abort'],
    ['a cherry-pick', () => failing('cherry-pick', 'side'), 'git cherry-pick --continue', 'git cherry-pick --abort'],
  ])(
    'during %s, Publish and Restore say so and what to do (not "git switch"), and change nothing',
    async (what, start, go, cancel) => {
      conflictingBranch();
      const { versions } = await history(each.ctx);
      start();
      const before = folderState();
      for (const attempt of [
        () => publish(each.ctx),
        () =>
          restore(each.ctx, {
            commit: versions.at(-1)!.commit,
            baseVersion: each.ctx.site.read().version,
            replaceUnpublished: true,
          }),
      ]) {
        const error = await refusal(attempt());
        expect(error.status).toBe(409);
        expect(error.message).toContain(`Git is in the middle of ${what} in this folder`);
        expect(error.message).toContain(go);
        expect(error.message).toContain(cancel);
        expect(error.message).not.toContain('git switch');
        expect(folderState()).toEqual(before);
      }
    },
  );
});
