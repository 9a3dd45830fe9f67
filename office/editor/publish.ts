// Publish from the office: today's Publish (a commit in the office's clone, then a push, see
// editor/server/publish.ts), plus what a clone of a shared repository needs. When the remote has
// moved (someone pushed from a laptop), the office fetches it and merges: site.yaml by today's
// three-way merge (the owner's edits since the common version replayed onto theirs, keeping
// their comments: editor/client/changes.ts and editor/shared/yaml-edit.ts), other files by git.
// A real conflict is shown and nothing is overwritten; a push refused for a reason the owner
// cannot fix is said in plain words with what the developer must do (refused-words.ts), git's
// own words going to the office's log. The version is kept in the clone and goes with the next
// Publish.
import { execFile } from 'node:child_process';
import { parse } from 'yaml';
import type { ApiContext } from '../../editor/server/api.ts';
import { HttpError } from '../../editor/server/http.ts';
import { hideCredentials } from '../../editor/server/git.ts';
import { checkText } from '../../editor/server/problems.ts';
import { changeNews, readSite } from '../../editor/server/site-now.ts';
import { push, pushTarget, type PushTarget } from '../../editor/server/site-repo.ts';
import { changesBetween, replay, type Conflict } from '../../editor/client/changes.ts';
import { prepareYaml } from '../../editor/shared/yaml-edit.ts';
import type { PublishResult } from '../../editor/shared/api-contract.ts';
import type { SiteConfig } from '../config.ts';
import { gitEnv } from '../sites.ts';
import type { Authorship } from '../../editor/server/git-ident.ts';
import { authorshipEnv, authorshipOf } from './authorship.ts';
import { declinedByRule, KEPT, refusedWords } from './refused-words.ts';

interface Ran {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** git in the clone, with the site's key or token (gitEnv), never a question, in plain English. */
function gitIn(site: SiteConfig, cwd: string, args: string[], extra: Record<string, string> = {}): Promise<Ran> {
  return new Promise((done) => {
    execFile(
      'git',
      args,
      {
        cwd,
        env: {
          ...gitEnv(site),
          LC_ALL: 'C',
          GIT_ASKPASS: 'false',
          SSH_ASKPASS: 'false',
          SSH_ASKPASS_REQUIRE: 'force',
          ...extra,
        },
        timeout: 60_000,
        killSignal: 'SIGKILL',
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => done({ ok: !error, stdout: String(stdout), stderr: String(stderr) }),
    );
  });
}

/** The last line git printed, for the office's log (addresses without their sign-in part). */
const lastLine = (text: string) => hideCredentials(text.trim().split('\n').pop() ?? '');

const shown = (value: unknown): string => {
  const text = value === undefined ? '(nothing)' : typeof value === 'string' ? `“${value}”` : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

const placeOf = (conflict: Conflict) =>
  conflict.path.map((p) => (typeof p === 'number' ? `item ${p + 1}` : p)).join(' › ');

/** The three-way merge of site.yaml: mine and theirs from a common base, in theirs' text. */
export function mergeSiteText(
  base: string,
  mine: string,
  theirs: string,
): { text: string; conflicts?: undefined } | { conflicts: Conflict[]; text?: undefined } {
  if (mine === theirs || base === theirs) return { text: mine };
  if (base === mine) return { text: theirs };
  const [b, m, t] = [base, mine, theirs].map((text) => parse(text) as unknown);
  const merged = replay(b, t, changesBetween(b, m));
  if (merged.conflicts.length) return { conflicts: merged.conflicts };
  return { text: prepareYaml(theirs)(merged.data) };
}

type Merged = { kind: 'merged' } | { kind: 'conflict'; words: string } | { kind: 'failed'; words: string };

/**
 * Fetches the remote's branch and merges it into the clone's, after a push it refused because it
 * moved. Nothing is changed when the merge cannot be made cleanly.
 */
async function mergeRemote(
  ctx: ApiContext,
  site: SiteConfig,
  root: string,
  sitePath: string,
  target: PushTarget,
  by: Authorship,
): Promise<Merged> {
  // The merge is the person's too (they published); the office commits it.
  const who = authorshipEnv({ ...authorshipOf(undefined), ...by });
  const branchRef = target.ref.replace(/^refs\/heads\//, '');
  const tracking = `refs/remotes/${target.remote}/${branchRef}`;
  const fetched = await gitIn(site, root, ['fetch', '--quiet', '--', target.remote, `+${target.ref}:${tracking}`]);
  if (!fetched.ok) {
    ctx.host.logError(`could not fetch from ${target.url}: ${lastLine(fetched.stderr)}`);
    return {
      kind: 'failed',
      words: `Not sent: the office could not bring in the newer versions from ${target.url}. ${KEPT} Publish again in a few minutes; if it keeps failing, tell your developer (the office's log says why).`,
    };
  }
  const base = (await gitIn(site, root, ['merge-base', 'HEAD', tracking])).stdout.trim();
  const show = async (rev: string) => {
    const out = await gitIn(site, root, ['show', `${rev}:${sitePath}`]);
    return out.ok ? out.stdout : '';
  };
  const [baseText, mineText, theirsText] = await Promise.all([
    base ? show(base) : Promise.resolve(''),
    show('HEAD'),
    show(tracking),
  ]);
  const merged = mergeSiteText(baseText, mineText, theirsText);
  if (merged.conflicts)
    return {
      kind: 'conflict',
      words: `Not sent: someone published from elsewhere and changed the same ${merged.conflicts.length === 1 ? 'field' : `${merged.conflicts.length} fields`} as you, so the office did not choose between them and nothing was overwritten: ${merged.conflicts
        .slice(0, 5)
        .map((c) => `${placeOf(c)} is ${shown(c.mine)} here and ${shown(c.theirs)} there`)
        .join(
          '; ',
        )}. ${KEPT} To keep their value, change the field to it and Publish again; to keep yours, ask your developer to settle it in the repository.`,
    };
  // No save lands while git merges and the merged site.yaml is written (saves take the same turn).
  let before: string | undefined; // the whole site's version before the merge, for the news of it
  const outcome = await ctx.site.exclusive(async (): Promise<Merged> => {
    const current = ctx.site.read();
    before = readSite(ctx).version;
    if (current.text !== mineText)
      return { kind: 'failed', words: `Not sent yet: a change was saved while publishing. ${KEPT} Publish again.` };
    const started = await gitIn(site, root, ['merge', '--no-ff', '--no-commit', '--quiet', tracking], who);
    const abort = async () => {
      await gitIn(site, root, ['merge', '--abort']);
      if (ctx.site.read().text !== current.text) ctx.site.write(current.text);
    };
    if (!started.ok) {
      const unmerged = (await gitIn(site, root, ['diff', '--name-only', '--diff-filter=U'])).stdout
        .split('\n')
        .filter(Boolean);
      const others = unmerged.filter((f) => f !== sitePath);
      if (others.length || !unmerged.length) {
        await abort();
        return {
          kind: 'conflict',
          words: `Not sent: someone published from elsewhere and changed the same ${others.length ? `files (${others.slice(0, 5).join(', ')})` : 'files'} as you, so nothing was overwritten. ${KEPT} For your developer: merge the office's clone of site “${site.name}” with the repository.`,
        };
      }
    }
    // The merged site.yaml is checked in the site's own folder, with the merged pages/ beside it
    // (a page file added elsewhere is there now) and its own public/: nothing else is read.
    const unfit = checkText(ctx.site.path, merged.text, ctx.publicDir).problems.find((p) => p.severity === 'error');
    if (unfit) {
      await abort();
      return {
        kind: 'conflict',
        words: `Not sent: your changes and the ones published from elsewhere do not fit together (${unfit.message}). Nothing was overwritten. ${KEPT}`,
      };
    }
    ctx.site.write(merged.text);
    const added = await gitIn(site, root, ['add', '--', sitePath]);
    const committed = added.ok
      ? await gitIn(
          site,
          root,
          ['commit', '--quiet', '--no-verify', '-m', 'Merged the versions published from elsewhere'],
          who,
        )
      : added;
    if (!committed.ok) {
      await abort();
      ctx.host.logError(`could not merge the newer versions: ${lastLine(committed.stderr || committed.stdout)}`);
      return {
        kind: 'failed',
        words: `Not sent: the office could not merge the newer versions. ${KEPT} For your developer: the office's log says why (site “${site.name}”).`,
      };
    }
    return { kind: 'merged' };
  });
  if (outcome.kind !== 'merged') return outcome;
  // The whole site's version (site.yaml and its files under pages/), and the files the merge changed.
  ctx.events.send('changed', changeNews(ctx, before, readSite(ctx)));
  return { kind: 'merged' };
}

/**
 * After today's Publish or Restore (`result`) in a clone: a push refused because the remote
 * moved is fetched, merged and sent again; a refusal the owner cannot fix is said in words for
 * the developer. The merge commit is `by` the person who published.
 */
export async function sendFromClone(
  ctx: ApiContext,
  site: SiteConfig,
  root: string,
  sitePath: string,
  result: PublishResult,
  by: Authorship = authorshipOf(undefined),
): Promise<PublishResult> {
  const repo = { root };
  const target = await pushTarget(repo, site.branch);
  if (!target || !result.push || result.push.ok) return result;
  const head = result.message ? `“${result.message.split('\n')[0]}”` : 'Your version';
  ctx.host.logError(`${target.url} refused a push (${result.push.reason}): ${result.push.detail}`);
  if (result.push.reason !== 'rejected' || declinedByRule(result.push))
    return { ...result, outcome: 'committed', text: `${head} is saved. ${refusedWords(site, target, result.push)}` };
  const merged = await mergeRemote(ctx, site, root, sitePath, target, by);
  if (merged.kind !== 'merged') return { ...result, outcome: 'committed', text: `${head} is saved. ${merged.words}` };
  const sent = await push(repo, target);
  if (!sent.ok) ctx.host.logError(`${target.url} refused a push (${sent.reason}): ${sent.detail}`);
  if (!sent.ok)
    return {
      ...result,
      outcome: 'committed',
      push: sent,
      text: `${head} is saved. ${refusedWords(site, target, sent)}`,
    };
  const commit = (await gitIn(site, root, ['rev-parse', 'HEAD'])).stdout.trim();
  return {
    ...result,
    outcome: 'published',
    commit,
    push: sent,
    text: `Published: ${head}, together with the changes published from elsewhere (merged). Sent to ${target.url}.`,
  };
}

/** One Publish or Restore per site at a time; a second is told, and loses nothing (its changes stay saved). */
export function oneAtATime(busy: Set<string>, site: string) {
  return async <T>(run: () => Promise<T>): Promise<T> => {
    if (busy.has(site))
      throw new HttpError(
        409,
        'Someone else is publishing this site right now. Your changes are saved and nothing was lost: look at Publish again in a moment.',
      );
    busy.add(site);
    try {
      return await run();
    } finally {
      busy.delete(site);
    }
  };
}
