// The git repository around site.yaml, as Publish and History use it. A commit is made in a
// temporary index holding the last commit plus the named files, so whatever else is staged or
// changed in the folder is left exactly as it was; HEAD moves only if it still points where it
// did (update-ref with the old value), so two publishes at once never make a muddle.
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { git, GitFailed, hideCredentials, isCommitId, PUSH_TIMEOUT_MS } from './git.ts';
import { GitLocked, lockIn } from './repo-state.ts';
import { identEnv, type Authorship } from './git-ident.ts';
import type { PushOutcome, Version } from '../shared/api-contract.ts';

export interface Repo {
  root: string;
}

/** The repository holding `dir`, or undefined when it is in none. */
export async function findRepo(dir: string): Promise<Repo | undefined> {
  try {
    const root = (await git(['rev-parse', '--show-toplevel'], { cwd: dir })).trim();
    return root ? { root } : undefined;
  } catch (error) {
    if (error instanceof GitFailed && /not a git repository/i.test(error.stderr)) return undefined;
    throw error;
  }
}

/** `file` as a path inside the repository (forward slashes), or undefined when it is outside. */
export function repoPath(repo: Repo, file: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return undefined;
  }
  const rel = relative(realpathSync(repo.root), real);
  if (!rel || rel.startsWith('..') || rel.startsWith(sep)) return undefined;
  return rel.split(sep).join('/');
}

async function quiet(args: string[], repo: Repo): Promise<string | undefined> {
  try {
    return (await git(args, { cwd: repo.root })).trim() || undefined;
  } catch (error) {
    if (error instanceof GitFailed) return undefined;
    throw error;
  }
}

export const headCommit = (repo: Repo) => quiet(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], repo);
export const currentBranch = (repo: Repo) => quiet(['symbolic-ref', '--quiet', '--short', 'HEAD'], repo);

/** The text of a file in a commit, or undefined when the commit does not hold it. */
export async function fileAt(repo: Repo, commit: string, path: string): Promise<Buffer | undefined> {
  try {
    return await git(['cat-file', 'blob', `${commit}:${path}`], { cwd: repo.root, binary: true });
  } catch (error) {
    if (error instanceof GitFailed) return undefined;
    throw error;
  }
}

export interface Change {
  status: 'added' | 'changed' | 'removed';
  path: string;
}

/** How the temporary index of a commit (and its files) is named, in the repository's git folder. */
export const PUBLISH_INDEX_PREFIX = 'site-publish-';

// Used when git does not know who is publishing (no user.name / user.email set anywhere).
const EDITOR_IDENTITY = {
  GIT_AUTHOR_NAME: 'Site editor',
  GIT_AUTHOR_EMAIL: 'site-editor@localhost',
  GIT_COMMITTER_NAME: 'Site editor',
  GIT_COMMITTER_EMAIL: 'site-editor@localhost',
};

export class HeadMoved extends Error {
  constructor() {
    super(
      'Another publish finished at the same moment; nothing more was committed. Look at History, then publish again if something is missing.',
    );
  }
}

/**
 * A commit message as git can take it and History can show it: no NUL (which no argument can
 * hold) and no other control character but line breaks (Windows line ends become plain ones).
 */
export const cleanMessage = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .trim();

/**
 * Commits the files `paths` on top of HEAD, with the message `message(changes)`: those named in
 * `texts` with that text (what was checked, even if the file changed since), the others as they
 * are in the folder now. Returns undefined when they are the same as in HEAD: nothing to commit.
 * `indexBusy` is set when the commit landed but the folder's own index could not be brought up
 * to date (a git lock appeared meanwhile): `git status` then shows the old files as staged.
 * `by` names the author and committer (the office's signed-in person); git's own otherwise.
 */
export async function commitFiles(
  repo: Repo,
  paths: readonly string[],
  message: (changes: Change[]) => string,
  texts: Readonly<Record<string, string>> = {},
  by: Authorship = {},
): Promise<{ commit: string; message: string; changes: Change[]; indexBusy?: string } | undefined> {
  const head = await headCommit(repo);
  // In the repository's own git folder (git ignores files it does not know there), where a
  // publish killed midway leaves it beside git's own lock files: the office clears both at start
  // (office/clone-recovery.ts). The shared temporary folder would keep it for good.
  const gitDir = (await git(['rev-parse', '--absolute-git-dir'], { cwd: repo.root })).trim();
  const index = join(gitDir, `${PUBLISH_INDEX_PREFIX}${process.pid}-${randomUUID()}.index`);
  const env = { GIT_INDEX_FILE: index };
  const run = (args: string[], extra: Record<string, string> = {}) =>
    git(args, { cwd: repo.root, env: { ...env, ...extra } });
  try {
    await run(head ? ['read-tree', head] : ['read-tree', '--empty']);
    const asInFolder = paths.filter((p) => !(p in texts));
    // A path gone from the folder (a page file Restore took away) leaves the version too.
    if (asInFolder.length) await run(['update-index', '--add', '--remove', '--', ...asInFolder]);
    for (const [path, text] of Object.entries(texts)) {
      const file = `${index}.${randomUUID()}`;
      try {
        writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
        const blob = (await run(['hash-object', '-w', '--', file])).trim();
        await run(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`]);
      } finally {
        rmSync(file, { force: true });
      }
    }
    const tree = (await run(['write-tree'])).trim();
    if (head && tree === (await run(['rev-parse', `${head}^{tree}`])).trim()) return undefined;
    const changed = head ? await run(['diff-index', '--cached', '--name-status', '--no-renames', head]) : '';
    const changes: Change[] = head
      ? changed
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [status, path] = line.split('\t');
            return { status: status === 'A' ? 'added' : status === 'D' ? 'removed' : 'changed', path } as Change;
          })
      : paths.map((path) => ({ status: 'added', path }));
    const text = cleanMessage(message(changes));
    const parents = head ? ['-p', head] : [];
    const who = identEnv(by);
    let commit: string;
    try {
      commit = (await run(['commit-tree', tree, ...parents, '-m', text], who)).trim();
    } catch (error) {
      if (!(error instanceof GitFailed) || !/tell me who you are|auto-detect|empty ident/i.test(error.stderr))
        throw error;
      commit = (await run(['commit-tree', tree, ...parents, '-m', text], { ...EDITOR_IDENTITY, ...who })).trim();
    }
    try {
      await git(['update-ref', '-m', 'site editor: publish', 'HEAD', commit, head ?? ''], { cwd: repo.root });
    } catch (error) {
      if (!(error instanceof GitFailed)) throw error;
      // A lock taken by a commit racing this one ends with HEAD moved: that is "moved", not "busy".
      const lock = lockIn(repo, error.stderr);
      throw lock && (await headCommit(repo)) === head ? new GitLocked(lock) : new HeadMoved();
    }
    // The folder's own index takes the committed files, so `git status` shows them as committed.
    // Other staged files are not touched. The caller checked that no lock was in the way; one
    // that appeared since is told (the commit has landed and stays).
    let indexBusy: string | undefined;
    await git(['reset', '--quiet', 'HEAD', '--', ...paths], { cwd: repo.root }).catch((error: unknown) => {
      if (!(error instanceof GitFailed)) throw error;
      indexBusy = lockIn(repo, error.stderr) ?? 'the index';
    });
    return { commit, message: text, changes, ...(indexBusy ? { indexBusy } : {}) };
  } finally {
    rmSync(index, { force: true });
    rmSync(`${index}.lock`, { force: true });
  }
}

export interface PushTarget {
  remote: string;
  /** Where it points, without any password written into it. */
  url: string;
  /** The branch on the remote, e.g. refs/heads/main. */
  ref: string;
}

/** Where the current branch publishes to: its upstream, else the only remote; undefined when none. */
export async function pushTarget(repo: Repo, branch: string): Promise<PushTarget | undefined> {
  const configured = await quiet(['config', '--get', `branch.${branch}.remote`], repo);
  const remotes = ((await quiet(['remote'], repo)) ?? '').split('\n').filter(Boolean);
  const remote = configured && configured !== '.' ? configured : remotes.length === 1 ? remotes[0] : undefined;
  if (!remote) return undefined;
  const ref =
    (configured && (await quiet(['config', '--get', `branch.${branch}.merge`], repo))) || `refs/heads/${branch}`;
  const url = (await quiet(['remote', 'get-url', '--', remote], repo)) ?? remote;
  return { remote, url: hideCredentials(url), ref };
}

/**
 * True when the repository is the engine's own home (this project's repository, with its first
 * business inside it): Publish keeps versions there but sends them nowhere, since its remote is
 * the engine's, not a client's.
 */
export async function isEngineHome(repo: Repo): Promise<boolean> {
  try {
    const pkg = JSON.parse(await readFile(join(repo.root, 'package.json'), 'utf8')) as {
      name?: string;
      bin?: Record<string, string>;
    };
    return pkg.name === 'site-renderer' && Boolean(pkg.bin?.['site-engine']);
  } catch {
    return false;
  }
}

/** The commits of the repository that changed files other than `kept` (the site's own files). */
export async function commitsOutside(repo: Repo, kept: string[]): Promise<Set<string>> {
  if (!(await headCommit(repo))) return new Set();
  const out = await git(['log', '--format=%H', '--', '.', ...kept.map((k) => `:(exclude)${k}`)], { cwd: repo.root });
  return new Set(out.split('\n').filter(Boolean));
}

/** The two lines git prints after any failure of ssh, whatever it was. */
const GIT_SSH_ADVICE = /^(Please make sure you have the correct access rights|and the repository exists\.)$/;

/** Sends HEAD to the target; never asks for a password. */
export async function push(repo: Repo, target: PushTarget): Promise<PushOutcome> {
  try {
    const out = await git(['push', '--porcelain', '--', target.remote, `HEAD:${target.ref}`], {
      cwd: repo.root,
      timeoutMs: PUSH_TIMEOUT_MS,
    });
    return { ok: true, upToDate: /\[up to date\]/.test(out) };
  } catch (error) {
    if (!(error instanceof GitFailed)) throw error;
    const said = `${error.stdout}\n${error.stderr}`;
    const detail = hideCredentials(error.stderr)
      .split('\n')
      // git's closing advice after any ssh failure would hide the line that says what failed.
      .filter((line) => line.trim() && !line.startsWith('hint:') && !GIT_SSH_ADVICE.test(line))
      .slice(-2)
      .join(' ');
    if (error.code === 'timeout') return { ok: false, reason: 'timeout', detail };
    if (/\[rejected\]|non-fast-forward|fetch first|updates were rejected|\[remote rejected\]/i.test(said)) {
      // --porcelain tells each refused branch's fate on stdout: "!\tHEAD:refs/heads/main\t[remote rejected] (why)".
      const fate = error.stdout
        .split('\n')
        .filter((line) => line.startsWith('!'))
        .map((line) => line.split('\t').slice(2).join(' '))
        .join(' ');
      return { ok: false, reason: 'rejected', detail: [fate, detail].filter(Boolean).join(' ') };
    }
    if (
      /authentication failed|could not read (username|password)|terminal prompts disabled|permission denied|invalid username or password|HTTP (401|403)|requested URL returned error: 40[13]/i.test(
        said,
      )
    )
      return { ok: false, reason: 'auth', detail };
    if (/does not appear to be a git repository|repository .* not found|not found/i.test(said))
      return { ok: false, reason: 'not-found', detail };
    if (/could not resolve host|unable to access|connection refused|timed out|network is unreachable/i.test(said))
      return { ok: false, reason: 'unreachable', detail };
    return { ok: false, reason: 'other', detail };
  }
}

const FIELDS = ['%H', '%cI', '%an', '%B'];
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:Z|[+-]\d\d:\d\d)$/;

/**
 * The commits that changed `path` (or any of the paths), newest first. Fields and commits are separated by NUL,
 * which no message, name or date can hold (git stops at one), so no message can forge an entry;
 * an entry that still does not parse as one is left out.
 */
export async function versionsOf(repo: Repo, path: string | string[], limit = 50): Promise<Version[]> {
  if (!(await headCommit(repo))) return [];
  const paths = typeof path === 'string' ? [path] : path;
  const out = await git(
    ['--literal-pathspecs', 'log', '-z', `-n${limit}`, `--format=${FIELDS.join('%x00')}`, '--', ...paths],
    { cwd: repo.root },
  );
  const parts = out.split('\0');
  const versions: Version[] = [];
  for (let i = 0; i + FIELDS.length <= parts.length; i += FIELDS.length) {
    const [commit, date, author, message] = parts.slice(i, i + FIELDS.length);
    if (!isCommitId(commit) || !ISO_DATE.test(date)) break;
    versions.push({ commit, date, author, message: message.trim() });
  }
  return versions;
}

/** Makes the folder a repository whose branch is main. */
export async function initRepo(dir: string): Promise<Repo> {
  await git(['init', '--quiet', '--initial-branch=main'], { cwd: dir });
  return { root: (await git(['rev-parse', '--show-toplevel'], { cwd: dir })).trim() };
}
