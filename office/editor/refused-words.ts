// What the owner reads when the office could not send a version to the site's repository, in
// plain words with what the developer must do. Git's own words and the repository's answer
// never reach the owner: they go to the office's log, for the developer. No secret is named,
// only where it is kept (the key's file, the token's environment variable).
import type { PushTarget } from '../../editor/server/site-repo.ts';
import type { PushOutcome } from '../../editor/shared/api-contract.ts';
import type { SiteConfig } from '../config.ts';
import { quoted } from '../sites.ts';

export const KEPT = 'Your version is kept in the office and is sent with the next Publish.';

/** A push the repository refused by a rule of its own (a protected branch, a hook), not because it moved. */
export const declinedByRule = (outcome: PushOutcome): boolean =>
  !outcome.ok &&
  outcome.reason === 'rejected' &&
  /\[remote rejected\]|hook declined|protected branch/i.test(outcome.detail);

/** An ssh remote whose host key is not the one the office knows for it (changed, or another server). */
export const hostKeyRefused = (outcome: PushOutcome): boolean =>
  !outcome.ok && /host key verification failed|remote host identification has changed/i.test(outcome.detail);

/** What the developer does about a host key the office does not know, by where the office keeps it. */
function hostKeyAdvice(site: SiteConfig): string {
  const file = site.knownHosts.file;
  return site.knownHosts.pinned
    ? `if the host's key really changed, put its new key in ${file} (the knownHostsFile of site “${site.name}” in office.yaml), then Publish again`
    : `if the host's key really changed, remove its old key from ${file} (ssh-keygen -R HOST -f ${quoted(file)}); the office takes the new one at the next Publish`;
}

/** The office's key or token, by where it is kept. */
function keyOf(site: SiteConfig): string {
  if (site.deployKeyFile) return `the office's deploy key (${site.deployKeyFile})`;
  if (site.tokenEnv) return `the office's token (${site.tokenEnv})`;
  return 'the office';
}

/** Words for a remote that refused or could not be reached, with what the developer must do. */
export function refusedWords(site: SiteConfig, target: PushTarget, outcome: PushOutcome): string {
  if (outcome.ok) return '';
  const where = target.url;
  const key = keyOf(site);
  const log = `the office's log says what the repository answered (site “${site.name}”)`;
  if (declinedByRule(outcome))
    return `Not sent: ${where} refused it by a rule of its own (a protected branch, or a check that must pass first). Nothing there was overwritten. ${KEPT} For your developer: let ${key} push to the branch “${site.branch}” (on GitHub: Settings › Branches or Rules), then Publish again; ${log}.`;
  if (hostKeyRefused(outcome))
    return `Not sent: the server at ${where} did not prove it is the one the office knows (its host key is not the one on record), so the office sent it nothing. ${KEPT} For your developer: ${hostKeyAdvice(site)}; if it did not change, someone may be standing between the office and the repository.`;
  switch (outcome.reason) {
    case 'auth':
      return `Not sent: ${where} refused ${key}: it may have been removed, or it may not be allowed to write. ${KEPT} For your developer: give ${key} write access to the repository again (on GitHub: Settings › Deploy keys, “Allow write access”), then Publish again.`;
    case 'not-found':
      return `Not sent: there is no repository at ${where} any more (it may have been deleted, renamed or moved), or the office may not see it. ${KEPT} For your developer: put the repository back, or set the new address as repo of site “${site.name}” in office.yaml and restart the office.`;
    case 'unreachable':
    case 'timeout':
      return `Not sent: ${where} could not be reached just now. ${KEPT} Publish again in a few minutes; if it keeps failing, tell your developer.`;
    case 'rejected':
      return `Not sent: someone published to ${where} again while the office was bringing their versions in. Nothing there was overwritten. ${KEPT} Publish again.`;
    default:
      return `Not sent: ${where} refused it, for a reason the office does not know. ${KEPT} For your developer: ${log}.`;
  }
}
