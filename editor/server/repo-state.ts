// What stops Publish and Restore before they change anything: a git lock file in the way
// (another git command at work, gc, or a git that crashed and left its lock), or a rebase,
// merge, cherry-pick, revert or bisect in progress. Each is said in plain words, with what to do.
// Paths come from `git rev-parse --git-path`, so worktrees and a moved .git are found too.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { git } from './git.ts';

interface RepoLike {
  root: string;
}

/** A lock file of git is in the way; `lock` is its path as shown to the owner. */
export class GitLocked extends Error {
  constructor(readonly lock: string) {
    super(
      `Git is busy in this folder: the lock file ${lock} exists, so nothing was changed. Another git command (or a program using git) is at work, or one stopped without cleaning up. Wait for it to finish, then try again; if no git program is running, delete ${lock} and try again.`,
    );
  }
}

/** Something git is in the middle of, and how to finish or cancel it. */
const IN_PROGRESS: { path: string; what: string; todo: string }[] = [
  { path: 'rebase-merge', what: 'a rebase', todo: 'git rebase --continue, or cancel it with git rebase --abort' },
  { path: 'rebase-apply/applying', what: 'git am', todo: 'git am --continue, or cancel it with git am --abort' },
  { path: 'rebase-apply', what: 'a rebase', todo: 'git rebase --continue, or cancel it with git rebase --abort' },
  { path: 'MERGE_HEAD', what: 'a merge', todo: 'git commit, or cancel it with git merge --abort' },
  {
    path: 'CHERRY_PICK_HEAD',
    what: 'a cherry-pick',
    todo: 'git cherry-pick --continue, or cancel it with git cherry-pick --abort',
  },
  { path: 'REVERT_HEAD', what: 'a revert', todo: 'git revert --continue, or cancel it with git revert --abort' },
  { path: 'BISECT_LOG', what: 'a bisect', todo: 'git bisect reset' },
];

/** The lock files a commit of the branch takes: the folder's index, HEAD, and the branch. */
const locksOf = (branch: string | undefined) => [
  'index.lock',
  'HEAD.lock',
  ...(branch ? [`refs/heads/${branch}.lock`] : []),
];

async function gitPaths(repo: RepoLike, names: string[]): Promise<string[]> {
  const out = await git(['rev-parse', ...names.flatMap((n) => ['--git-path', n])], { cwd: repo.root });
  return out
    .split('\n')
    .slice(0, names.length)
    .map((p) => (isAbsolute(p) ? p : join(repo.root, p)));
}

/** A path as the owner sees it: from the folder of the repository when inside it. */
export function shownPath(repo: RepoLike, path: string): string {
  const rel = relative(repo.root, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/** Throws GitLocked naming the first lock file present that a commit of `branch` would need. */
export async function checkLocks(repo: RepoLike, branch: string | undefined): Promise<void> {
  const paths = await gitPaths(repo, locksOf(branch));
  const found = paths.find((p) => existsSync(p));
  if (found) throw new GitLocked(shownPath(repo, found));
}

/** What git is in the middle of, in words, with what to do; undefined when nothing is. */
export async function operationInProgress(repo: RepoLike): Promise<string | undefined> {
  const paths = await gitPaths(
    repo,
    IN_PROGRESS.map((o) => o.path),
  );
  const i = paths.findIndex((p) => existsSync(p));
  if (i < 0) return undefined;
  const { what, todo } = IN_PROGRESS[i];
  return `Git is in the middle of ${what} in this folder, so a new version now would land inside it; nothing was changed. Finish it first (${todo}), then try again.`;
}

/** The lock file named in what git said when it could not take it ("Unable to create '…lock': File exists"). */
export function lockIn(repo: RepoLike, stderr: string): string | undefined {
  const found = /Unable to create '([^']+\.lock)': File exists/i.exec(stderr);
  return found ? shownPath(repo, found[1]) : undefined;
}
