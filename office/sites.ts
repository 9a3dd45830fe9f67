// Each site's working folder. The embedded default edits the checkout the office runs in; a
// site of office.yaml gets a clone of its own under OFFICE_DATA/sites/NAME, made at start.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { OfficeConfig, SiteConfig } from './config.ts';

const run = promisify(execFile);

/** The folder of the site's repository the office works in. */
export function repoFolder(config: OfficeConfig, site: SiteConfig): string {
  return site.inPlace ? site.repo : join(config.dataDir, 'sites', site.name);
}

/** The folder of the site's site.yaml. */
export function siteFolder(config: OfficeConfig, site: SiteConfig): string {
  return join(repoFolder(config, site), site.siteDir);
}

/** A word as the shell git runs GIT_SSH_COMMAND and core.sshCommand with reads it. */
/** `text` as one word of a POSIX shell's command line. */
export const quoted = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;
/** A file name as ssh reads one: it expands %-tokens in it (%d is the home folder). */
const sshFile = (file: string) => file.replace(/%/g, '%%');
/**
 * An -o option as ssh's own tokeniser reads it: its value in double quotes, \ and " escaped
 * (UserKnownHostsFile is a list split at spaces; a quote left bare is refused). The key is given
 * as -o IdentityFile, not -i: ssh drops an -i file whose name, %-tokens unexpanded, is no file.
 */
const sshOption = (name: string, value: string) => `-o ${quoted(`${name}="${value.replace(/[\\"]/g, '\\$&')}"`)}`;

/**
 * The ssh command git uses for a site with a deploy key: that key only, never a question (a key
 * with a passphrase fails, it does not wait), and the host's key checked against the site's
 * known_hosts: a pinned file (office.yaml's knownHostsFile) accepts nothing else; the office's
 * own file under OFFICE_DATA remembers a host at first contact and refuses a changed key after.
 * The user's ~/.ssh/known_hosts is neither read nor written.
 */
export function sshCommand(site: SiteConfig): string | undefined {
  if (!site.deployKeyFile) return undefined;
  return [
    'ssh',
    sshOption('IdentityFile', sshFile(site.deployKeyFile)),
    '-o IdentitiesOnly=yes',
    '-o BatchMode=yes',
    sshOption('UserKnownHostsFile', sshFile(site.knownHosts.file)),
    `-o StrictHostKeyChecking=${site.knownHosts.pinned ? 'yes' : 'accept-new'}`,
  ].join(' ');
}

/** Makes the folder of the office's own known_hosts, where ssh writes a host's key at first contact. */
export function prepareKnownHosts(site: SiteConfig): void {
  if (site.deployKeyFile && !site.knownHosts.pinned)
    mkdirSync(dirname(site.knownHosts.file), { recursive: true, mode: 0o700 });
}

/** The environment git runs with for a site: its deploy key or token, never on a command line. */
export function gitEnv(site: SiteConfig): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
  const ssh = sshCommand(site);
  if (ssh) env.GIT_SSH_COMMAND = ssh;
  if (site.tokenEnv && process.env[site.tokenEnv]) {
    // The token goes to git through a header of its own, read from the environment.
    env.GIT_CONFIG_COUNT = '1';
    env.GIT_CONFIG_KEY_0 = 'http.extraHeader';
    env.GIT_CONFIG_VALUE_0 = `Authorization: Basic ${Buffer.from(`x-access-token:${process.env[site.tokenEnv]}`).toString('base64')}`;
  }
  return env;
}

/** Clones each site that has no clone yet. A site whose clone fails is named; the others go on. */
export async function prepareClones(config: OfficeConfig, log: (line: string) => void): Promise<Map<string, string>> {
  const problems = new Map<string, string>();
  for (const site of config.sites) {
    if (site.inPlace) continue;
    prepareKnownHosts(site);
    const folder = repoFolder(config, site);
    if (existsSync(join(folder, '.git'))) continue;
    mkdirSync(join(config.dataDir, 'sites'), { recursive: true });
    try {
      await run('git', ['clone', '--quiet', '--branch', site.branch, '--', site.repo, folder], { env: gitEnv(site) });
      log(`Site ${site.name}: cloned.`);
    } catch (error) {
      const message = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
      problems.set(site.name, message);
      log(`Site ${site.name}: could not clone its repository: ${message.split('\n')[0]}`);
    }
  }
  return problems;
}

/** True when the site's folder is a readable git working tree. */
export async function cloneReachable(config: OfficeConfig, site: SiteConfig): Promise<boolean> {
  try {
    await run('git', ['-C', repoFolder(config, site), 'rev-parse', '--git-dir']);
    return true;
  } catch {
    return false;
  }
}
