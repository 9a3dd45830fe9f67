// Publish, History and "start keeping versions" for the editor: what each does with the git
// repository around site.yaml, and what it says about it in plain words. The HTTP side is
// editor/server/publish-routes.ts. One publish or restore runs at a time; another is refused.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { displayPath } from '../../src/validate/site-location.ts';
import { parse } from 'yaml';
import { bundleSchema } from '../shared/bundle-schema.ts';
import { readSchemaFiles } from '../../src/schema/schema-files.ts';
import { commitMessage, describeChanges, labelsFrom, oneLine, type Labels } from './change-summary.ts';
import { GitMissing, isCommitId } from './git.ts';
import type { Authorship } from './git-ident.ts';
import { HttpError } from './http.ts';
import { checkText, dataOfDoc } from './problems.ts';
import { dataOfFile, includedFiles } from './included-files.ts';
import { unpublishedPageFiles } from './page-files-status.ts';
import { checkLocks, GitLocked, operationInProgress } from './repo-state.ts';
import { FileChanged, type SiteFile } from './site-file.ts';
import { readSite } from './site-now.ts';
import {
  commitFiles,
  currentBranch,
  fileAt,
  HeadMoved,
  findRepo,
  headCommit,
  initRepo,
  push,
  pushTarget,
  isEngineHome,
  commitsOutside,
  repoPath,
  versionsOf,
  type Change,
  type PushTarget,
  type Repo,
} from './site-repo.ts';
import { sitePaths, usedFiles } from './used-files.ts';
import { checkVersion } from './version-files.ts';
import { applyPages, planPages } from './restore-pages.ts';
import type { LoadResult } from '../../src/validate/load-site.ts';
import type {
  PublishResult,
  PublishStatus,
  PushOutcome,
  RequestOf,
  ResponseOf,
  Untrusted,
} from '../shared/api-contract.ts';

export interface PublishContext {
  site: SiteFile;
  publicDir: string;
}

let labels: Labels | undefined;
const schemaLabels = () => (labels ??= labelsFrom(bundleSchema(readSchemaFiles())));

const NOT_A_REPOSITORY =
  'This folder does not keep versions yet (it is not a git repository), so there is nothing to publish to and no history. Start keeping versions to make the first one from the site as it is now.';

/** The repository, or a refusal in words (no git, not a repository). */
async function needRepo(ctx: PublishContext): Promise<Repo> {
  const repo = await findRepo(dirname(ctx.site.path)).catch((error: unknown) => {
    if (error instanceof GitMissing) throw new HttpError(503, error.message, { state: 'no-git' });
    throw error;
  });
  if (!repo) throw new HttpError(409, NOT_A_REPOSITORY, { state: 'not-repo' });
  return repo;
}

function siteRepoPath(ctx: PublishContext, repo: Repo): string {
  const path = repoPath(repo, ctx.site.path);
  if (!path)
    throw new HttpError(409, 'site.yaml is outside the folder git keeps, so it cannot be published from here.');
  return path;
}

const dataOf = (text: string | undefined): unknown => {
  if (text === undefined) return {};
  try {
    return parse(text) ?? {};
  } catch {
    return {};
  }
};

async function publishedText(repo: Repo, path: string): Promise<string | undefined> {
  const head = await headCommit(repo);
  return head ? (await fileAt(repo, head, path))?.toString('utf8') : undefined;
}

export async function publishStatus(ctx: PublishContext): Promise<PublishStatus> {
  const repo = await needRepo(ctx);
  const path = siteRepoPath(ctx, repo);
  const branch = await currentBranch(repo);
  const target = branch ? await publishTarget(repo, branch) : undefined;
  const now = ctx.site.read().text;
  const published = await publishedText(repo, path);
  // The files under pages/ the site takes pages from are published with it: each one changed is named.
  const pages = includedFiles(checkText(displayPath(ctx.site.path), now, ctx.publicDir).result);
  const pageFiles = await unpublishedPageFiles(repo, ctx.site.path, pages);
  return {
    state: 'ready',
    branch: branch ?? null,
    remote: target ? { name: target.remote, url: target.url } : null,
    changes: [
      ...describeChanges(dataOf(published), dataOf(now), schemaLabels()),
      ...pageFiles.map((file) => `changed the page file ${oneLine(file)}`),
    ],
    unpublished: published !== now || pageFiles.length > 0,
  };
}

/** The site files a publish, restore or first version is under way for: one at a time per site. */
const busy = new Set<string>();
async function oneAtATime<T>(ctx: PublishContext, run: () => Promise<T>): Promise<T> {
  const key = resolve(ctx.site.path);
  if (busy.has(key))
    throw new HttpError(409, 'A publish is already under way. Wait for it to finish, then look again.');
  busy.add(key);
  try {
    return await run();
  } finally {
    busy.delete(key);
  }
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const pictureWords = (changes: Change[], site: string) =>
  changes
    .filter((c) => c.path !== site)
    .map((c) => `${c.status === 'added' ? 'new' : c.status} file ${oneLine(fileName(c.path))}`);

/** site.yaml, the files under pages/ it takes pages from, and the files under public/ they name, as paths in the repository. */
function filesToCommit(ctx: PublishContext, repo: Repo, sitePath: string, data: unknown): string[] {
  const pages = includedFiles(checkText(displayPath(ctx.site.path), ctx.site.read().text, ctx.publicDir).result);
  const named = [data, ...pages.map(dataOfFile)].flatMap((d) => usedFiles(d, ctx.publicDir));
  const inRepo = [...pages.map((f) => f.path), ...new Set(named)]
    .map((file) => repoPath(repo, file))
    .filter((p): p is string => !!p);
  return [sitePath, ...inRepo];
}

/** The text of site.yaml after a check: refused with the mistakes when it has any. */
function checkedSite(ctx: PublishContext, text: string, doing: string): unknown {
  const { result, problems } = checkText(displayPath(ctx.site.path), text, ctx.publicDir);
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length)
    throw new HttpError(
      422,
      `The site has ${errors.length === 1 ? 'a mistake' : `${errors.length} mistakes`}, so nothing was ${doing}. Fix ${errors.length === 1 ? 'it' : 'them'} first: ${errors
        .slice(0, 3)
        .map((p) => `line ${p.line}: ${p.message}`)
        .join(' ')}`,
      { problems },
    );
  return result.source ? dataOfDoc(result) : dataOf(text);
}

/** Where Publish sends versions: the branch's remote, and nowhere in the engine's own home. */
async function publishTarget(repo: Repo, branch: string): Promise<PushTarget | undefined> {
  return (await isEngineHome(repo)) ? undefined : pushTarget(repo, branch);
}

const ENGINE_HOME =
  "It was not sent anywhere: this folder is the engine's own repository, whose remote is the engine's, not a client's. To publish a client's site, give it a repository of its own: npx site-engine new-site DIR --from blank (or --from root for this site), then set that repository's remote to the client's.";

async function noRemoteWords(repo: Repo): Promise<string> {
  return (await isEngineHome(repo)) ? ENGINE_HOME : NO_REMOTE_HERE;
}

const NO_REMOTE_HERE =
  'It was not sent anywhere: this folder has no remote. To put the site online, create an empty repository (for example on GitHub), then run once in this folder: git remote add origin <its address>. The next Publish sends every version.';

function pushWords(target: PushTarget, outcome: PushOutcome): string {
  const where = `${target.remote} (${target.url})`;
  if (outcome.ok) return outcome.upToDate ? `${where} already has it.` : `Sent to ${where}.`;
  const again = 'It is kept here and is sent with the next Publish.';
  switch (outcome.reason) {
    case 'auth':
      return `Not sent: ${where} refused the sign-in (authentication failed). Sign in to git on this computer (for GitHub: GitHub Desktop, or gh auth login), then Publish again. ${again}`;
    case 'rejected':
      if (/\[remote rejected\]/.test(outcome.detail))
        return `Not sent: ${where} refused it by a rule of its own (for example a protected branch, or a check that must pass first); nothing there was overwritten. Ask whoever runs the repository to let you push to this branch, then Publish again. ${again}`;
      return `Not sent: ${where} has newer versions that this folder does not have (published from somewhere else), so it refused this one; nothing there was overwritten. Bring them in first (git pull), then Publish again. ${again}`;
    case 'not-found':
      return `Not sent: ${where} is not a repository, or this computer may not see it. Check the address (git remote -v). ${again}`;
    case 'unreachable':
      return `Not sent: ${where} could not be reached. Check the internet connection, then Publish again. ${again}`;
    case 'timeout':
      return `Not sent: ${where} did not answer within a minute. Publish again later. ${again}`;
    default:
      return `Not sent to ${where}. Git said: ${outcome.detail} ${again}`;
  }
}

/**
 * The branch the folder is on, ready for a new version: refused in words when git is in the
 * middle of something (a rebase, a merge...), on a detached HEAD, or when a git lock is in the way.
 * Called before anything is written, so a refusal changes nothing.
 */
async function readyBranch(repo: Repo): Promise<string> {
  const busy = await operationInProgress(repo);
  if (busy) throw new HttpError(409, busy);
  const branch = await needBranch(repo);
  await checkLocks(repo, branch).catch(refusal);
  return branch;
}

/** A commit refused by git (a lock in the way, HEAD moved) as a refusal in words. */
function refusal(error: unknown): never {
  if (error instanceof GitLocked || error instanceof HeadMoved) throw new HttpError(409, error.message);
  throw error;
}

/** The branch the folder is on; refused in words on a detached HEAD. */
async function needBranch(repo: Repo): Promise<string> {
  const branch = await currentBranch(repo);
  if (!branch)
    throw new HttpError(
      409,
      'This folder is not on a branch right now (git says "detached HEAD"), so a new version would belong nowhere. Switch back to your branch (git switch main), then Publish again.',
    );
  return branch;
}

type Committed = Awaited<ReturnType<typeof commitFiles>>;

/** Commits `files` with the message made from the changes; a refusal by git in words. */
const commit = (
  repo: Repo,
  files: string[],
  message: (changes: Change[]) => string,
  texts: Readonly<Record<string, string>> = {},
  by: Authorship = {},
): Promise<Committed> => commitFiles(repo, files, message, texts, by).catch(refusal);

/** What to do when the commit landed but git's own index could not follow (a lock appeared). */
const indexWords = (committed: Committed, files: string[]) =>
  committed?.indexBusy
    ? ` Git's staging area could not be updated (${committed.indexBusy} was in the way), so git status may show these files as changed: before any git commit of your own, run git reset -- ${files.join(' ')}`
    : '';

/** Sends what was committed (if anything) when a remote is set, and says what happened. */
async function send(repo: Repo, branch: string, committed: Committed, files: string[]): Promise<PublishResult> {
  const result = await sendWords(repo, branch, committed);
  return { ...result, text: result.text + indexWords(committed, files) };
}

async function sendWords(repo: Repo, branch: string, committed: Committed): Promise<PublishResult> {
  const target = await publishTarget(repo, branch);
  const NO_REMOTE = await noRemoteWords(repo);
  const head = committed ? `“${committed.message.split('\n')[0]}”` : '';
  if (!target)
    return committed
      ? {
          outcome: 'committed',
          commit: committed.commit,
          message: committed.message,
          text: `Saved a new version here: ${head}. ${NO_REMOTE}`,
        }
      : {
          outcome: 'nothing',
          text: `Nothing to publish: the site is the same as the last published version. ${NO_REMOTE}`,
        };
  const sent = await push(repo, target);
  // Nothing new, but a version kept from before (not sent then) went now: that is a publish.
  if (!committed && sent.ok && !sent.upToDate)
    return {
      outcome: 'published',
      commit: await headCommit(repo),
      push: sent,
      text: `Published the version kept from before, which had not been sent yet. ${pushWords(target, sent)}`,
    };
  if (!committed)
    return {
      outcome: 'nothing',
      push: sent,
      text: `Nothing to publish: the site is the same as the last published version. ${sent.ok && sent.upToDate ? '' : pushWords(target, sent)}`.trim(),
    };
  return {
    outcome: sent.ok ? 'published' : 'committed',
    commit: committed.commit,
    message: committed.message,
    push: sent,
    text: `${sent.ok ? 'Published' : 'Saved a new version here'}: ${head}. ${pushWords(target, sent)}`,
  };
}

/** Publish; `by` names who the version is by (the office's signed-in person), else git's own user. */
export function publish(ctx: PublishContext, by: Authorship = {}): Promise<PublishResult> {
  return oneAtATime(ctx, async () => {
    const repo = await needRepo(ctx);
    const sitePath = siteRepoPath(ctx, repo);
    const branch = await readyBranch(repo);
    const { text } = ctx.site.read();
    const data = checkedSite(ctx, text, 'published');
    const before = dataOf(await publishedText(repo, sitePath));
    const words = describeChanges(before, data, schemaLabels());
    const files = filesToCommit(ctx, repo, sitePath, data);
    // site.yaml goes in as checked: a save landing meanwhile waits for the next Publish.
    const committed = await commit(
      repo,
      files,
      (changes) => commitMessage([...words, ...pictureWords(changes, sitePath)], 'Published the site'),
      { [sitePath]: text },
      by,
    );
    return send(repo, branch, committed, files);
  });
}

/** The site's folder in the repository: '' at its root, else ending in /. */
const siteFolderOf = (sitePath: string) => sitePath.slice(0, sitePath.lastIndexOf('/') + 1);
/** Paths from the site's folder as paths in the repository. */
const pagePaths = (sitePath: string, paths: string[]) => paths.map((p) => `${siteFolderOf(sitePath)}${p}`);

export async function history(ctx: PublishContext) {
  const repo = await needRepo(ctx);
  const sitePath = siteRepoPath(ctx, repo);
  // A version is a commit of site.yaml or of its pages/: a page file's change alone is one too.
  const versions = await versionsOf(repo, [sitePath, `${siteFolderOf(sitePath)}pages`]);
  if (!(await isEngineHome(repo))) return { versions };
  // In the engine's home, a commit that changed the engine too is its development, not a version
  // of the site: only commits of the site's own files (site.yaml, pages/, pictures) are shown.
  const siteFolder = siteFolderOf(sitePath);
  const publicPath = repoPath(repo, ctx.publicDir);
  const own = [sitePath, `${siteFolder}pages`, ...(publicPath ? [publicPath] : [])];
  const engine = await commitsOutside(repo, own);
  return { versions: versions.filter((v) => !engine.has(v.commit)) };
}

/** The site.yaml text of an earlier version. */
export async function versionText(ctx: PublishContext, commit: unknown): Promise<string> {
  if (!isCommitId(commit))
    throw new HttpError(400, 'That is not a version id: History gives each version a 40-character id.');
  const repo = await needRepo(ctx);
  const bytes = await fileAt(repo, commit, siteRepoPath(ctx, repo));
  if (!bytes) throw new HttpError(404, 'There is no such version of site.yaml in this folder.');
  return bytes.toString('utf8');
}

/** An earlier version checked as it was: its site.yaml, and the files under pages/ it had (from git, never the folder). */
export async function versionSite(ctx: PublishContext, commit: unknown): Promise<LoadResult> {
  const text = await versionText(ctx, commit);
  const repo = await needRepo(ctx);
  const folder = siteFolderOf(siteRepoPath(ctx, repo));
  return checkVersion(repo, commit as string, { file: ctx.site.path, folder, publicDir: ctx.publicDir }, text);
}

/** Pictures the old version names that are gone from public/: taken back from that version, never over a file. */
/** Brings back the pictures `data` names that are missing here; returns the files it wrote. */
async function restoreMissingFiles(ctx: PublishContext, repo: Repo, commit: string, data: unknown): Promise<string[]> {
  const root = resolve(ctx.publicDir);
  const written: string[] = [];
  for (const file of sitePaths(data, root)) {
    if (existsSync(file)) continue;
    const inRepo = relative(repo.root, file);
    if (inRepo.startsWith('..') || !file.startsWith(root + sep)) continue;
    const bytes = await fileAt(repo, commit, inRepo.split(sep).join('/'));
    if (!bytes) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes, { flag: 'wx' });
    written.push(file);
  }
  return written;
}

export function restore(
  ctx: PublishContext,
  request: Untrusted<RequestOf<'POST publish/restore'>>,
  by: Authorship = {},
): Promise<ResponseOf<'POST publish/restore'>> {
  return oneAtATime(ctx, async () => {
    const text = await versionText(ctx, request.commit);
    const commitId = request.commit as string;
    const repo = await needRepo(ctx);
    const sitePath = siteRepoPath(ctx, repo);
    // The editor holds the version of the whole site's text: site.yaml and its files under pages/.
    const now = readSite(ctx);
    const current = { text: now.text, version: now.fileVersion };
    const held = now.version;
    if (held !== request.baseVersion)
      throw new HttpError(
        409,
        'site.yaml changed since you opened History. Look at it again before restoring; nothing was changed.',
        {
          version: held,
        },
      );
    // The version's pages/ as it was (restore-pages.ts): read from git, nothing written yet.
    const pages = await planPages(repo, commitId, dirname(ctx.site.path), siteFolderOf(sitePath));
    const unpublished = [
      ...((await publishedText(repo, sitePath)) !== current.text ? ['site.yaml'] : []),
      ...pages.unpublished,
    ];
    if (unpublished.length && request.replaceUnpublished !== true)
      throw new HttpError(
        409,
        `${unpublished.slice(0, 5).join(', ')}${unpublished.length > 5 ? ` and ${unpublished.length - 5} more` : ''} ${unpublished.length === 1 ? 'has' : 'have'} saved changes that were never published. Restoring replaces them, and History does not keep them: confirm to go on, or Publish them first.`,
        { unpublished: true },
      );
    // Before anything is written: a restore that cannot be committed changes nothing.
    const branch = await readyBranch(repo);
    const { date, message } =
      (await versionsOf(repo, [sitePath, `${siteFolderOf(sitePath)}pages`], 500)).find((v) => v.commit === commitId) ??
      {};
    const when = date ? new Date(date).toUTCString() : commitId.slice(0, 12);
    const was = oneLine(message?.split('\n')[0] ?? '') || commitId;
    // The check of the old version needs its pages and pictures; a version refused takes them away again.
    const broughtBack = await restoreMissingFiles(ctx, repo, commitId, [dataOf(text), ...pages.data]);
    let version = current.version;
    let undoPages: () => void = () => undefined;
    try {
      // The version's files written in one turn of the file, with the note that they are the
      // editor's own: the whole site's version after them (site.yaml and its page files) is
      // not news of a change on disk (plugin.ts looks in the same turn).
      const data = await ctx.site.exclusive(() => {
        // A save (of any of the site's files) that landed while the version was read from git
        // is not written over: the plan was made from the files as they were before it.
        const before = readSite(ctx).version;
        if (before !== held)
          throw new HttpError(
            409,
            "The site's files were changed while the version was being restored, so nothing was restored. Look at History again.",
            { version: before },
          );
        undoPages = applyPages(dirname(ctx.site.path), pages);
        const checked = checkedSite(ctx, text, 'restored');
        if (text !== current.text) version = writeOver(ctx, text, current.version);
        ctx.site.takeNews(readSite(ctx).version);
        return checked;
      });
      const files = [...new Set([...filesToCommit(ctx, repo, sitePath, data), ...pagePaths(sitePath, pages.commit)])];
      const committed = await commit(repo, files, () => `Restored the version of ${when}\n\nIt was: ${was}`, {}, by);
      const sent = await send(repo, branch, committed, files);
      // The version of the whole site's text now (site.yaml and its page files), as GET site gives it.
      return { ...sent, version: readSite(ctx).version };
    } catch (error) {
      // Not committed (a lock appeared, HEAD moved...): site.yaml, pages/ and public/ go back as they were.
      if (version !== current.version) await putBack(ctx, current.text, version);
      await ctx.site.exclusive(() => {
        undoPages();
        // Back as the editor holds it: not news either (an edit made meanwhile, kept, is).
        if (readSite(ctx).version === held) ctx.site.takeNews(held);
      });
      for (const file of broughtBack) rmSync(file, { force: true });
      throw error;
    }
  });
}

/** Writes `text` over site.yaml like a save (in the file's turn): only over the version `expected`. */
function writeOver(ctx: PublishContext, text: string, expected: string): string {
  try {
    return ctx.site.write(text, expected);
  } catch (error) {
    if (error instanceof FileChanged)
      throw new HttpError(409, 'site.yaml changed while the version was being restored; nothing was restored.', {
        version: error.version,
      });
    throw error;
  }
}

/** Puts site.yaml back as it was before a restore that failed; an edit made since is kept. */
async function putBack(ctx: PublishContext, text: string, restored: string): Promise<void> {
  await ctx.site
    .exclusive(() => ctx.site.write(text, restored))
    .catch((error: unknown) => {
      if (!(error instanceof FileChanged)) throw error;
    });
}

/**
 * git init in the folder of site.yaml, and a first version holding site.yaml and its pictures;
 * `by` names who it is by (the office's signed-in person), else git's own user.
 */
export async function startVersions(ctx: PublishContext, by: Authorship = {}): Promise<PublishResult> {
  return oneAtATime(ctx, async () => {
    const dir = dirname(ctx.site.path);
    if (
      await findRepo(dir).catch((error: unknown) => {
        if (error instanceof GitMissing) throw new HttpError(503, error.message, { state: 'no-git' });
        throw error;
      })
    )
      throw new HttpError(409, 'This folder already keeps versions (it is a git repository).');
    const repo = await initRepo(dir);
    const sitePath = siteRepoPath(ctx, repo);
    const data = dataOf(ctx.site.read().text);
    const committed = await commitFiles(
      repo,
      filesToCommit(ctx, repo, sitePath, data),
      () => 'First version of the site',
      {},
      by,
    );
    return {
      outcome: 'committed',
      commit: committed?.commit,
      message: committed?.message,
      text: `This folder now keeps versions: the first one holds site.yaml and the pictures it uses. ${await noRemoteWords(repo)}`,
    };
  });
}
