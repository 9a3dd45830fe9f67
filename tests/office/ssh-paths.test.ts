// The ssh command the office gives git (office/sites.ts sshCommand) reaches a real sshd the test
// starts with a deploy key and a known_hosts whose paths hold what a folder name may: a space,
// quotes, a backslash, a %. ssh reads UserKnownHostsFile as a list split at spaces, refuses a
// bare quote in an -o value and expands %-tokens in both file names: each path must reach ssh
// as the one file it names, the office's own known_hosts written exactly there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteConfig } from '../../office/config.ts';
import { gitEnv, prepareKnownHosts } from '../../office/sites.ts';
import { refusedWords } from '../../office/editor/refused-words.ts';
import { serveGitOverSsh, type SshGitServer } from '../support/ssh-git-server.ts';

let base: string;
let sshd: SshGitServer;
beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'office-ssh-paths-'));
  const bare = join(base, 'remote.git');
  execFileSync('git', ['init', '-q', '--bare', '--initial-branch=main', bare]);
  sshd = await serveGitOverSsh(bare);
}, 30_000);
afterAll(async () => {
  await sshd?.close();
  rmSync(base, { recursive: true, force: true });
});

/** A site whose deploy key and known_hosts are in `folder` (made under the test's own folder). */
function siteIn(folder: string, pinned: boolean): SiteConfig {
  const dir = join(base, folder);
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'deploy key');
  copyFileSync(sshd.deployKey, key);
  const knownHosts = pinned ? join(dir, 'known hosts') : join(dir, 'data', 'ssh', 'known_hosts');
  if (pinned) copyFileSync(sshd.knownHosts, knownHosts);
  return { deployKeyFile: key, knownHosts: { file: knownHosts, pinned } } as SiteConfig;
}

/** git ls-remote through the office's ssh command: what went wrong, or '' when it reached the remote. */
function reach(site: SiteConfig): string {
  try {
    execFileSync('git', ['ls-remote', sshd.url], { env: gitEnv(site), stdio: 'pipe', timeout: 20_000 });
    return '';
  } catch (error) {
    return `${String((error as { stderr?: Buffer }).stderr)}\n${sshd.log()}`;
  }
}

const FOLDERS = ['with space', "it's", 'say "hi"', 'back\\slash', '100%d', 'two  spaces %h'];

describe('the ssh command of a deploy key', () => {
  it.each(FOLDERS)(
    'takes the host key into the office known_hosts in a folder named %j, and no other file',
    (folder) => {
      const site = siteIn(folder, false);
      prepareKnownHosts(site);
      expect(reach(site)).toBe('');
      expect(readFileSync(site.knownHosts.file, 'utf8')).toContain(sshd.hostKeyLine.split(' ').slice(1).join(' '));
      // Nothing written beside it, as ssh would if it had split or expanded the name.
      expect(readdirSync(join(base, folder), { recursive: true }).sort()).toEqual(
        ['data', 'data/ssh', 'data/ssh/known_hosts', 'deploy key'].sort(),
      );
    },
  );

  it.each(FOLDERS)('checks the host against a pinned known_hosts in a folder named %j', (folder) => {
    const site = siteIn(`pinned ${folder}`, true);
    expect(reach(site)).toBe('');
    expect(existsSync(site.knownHosts.file)).toBe(true);
  });
});

describe('the advice on a changed host key', () => {
  it.each(FOLDERS)(
    'gives a command that, pasted into a shell, removes the old key from the known_hosts in a folder named %j',
    (folder) => {
      const site = { ...siteIn(`advice ${folder}`, false), name: 'pelican', branch: 'main' } as SiteConfig;
      prepareKnownHosts(site);
      expect(reach(site)).toBe(''); // the office took the host's key
      const [host, ...key] = sshd.hostKeyLine.split(' ');
      expect(readFileSync(site.knownHosts.file, 'utf8')).toContain(key.join(' ')); // under the host's hashed name
      const words = refusedWords(
        site,
        { remote: 'origin', url: sshd.url, ref: 'refs/heads/main' },
        { ok: false, reason: 'other', detail: 'Host key verification failed.' },
      );
      const command = /\((ssh-keygen -R HOST -f .*?)\); the office takes/.exec(words)?.[1];
      expect(command, words).toBeDefined();
      execFileSync('sh', ['-c', command!.replace('HOST', `'${host}'`)], { stdio: 'pipe' });
      expect(readFileSync(site.knownHosts.file, 'utf8')).not.toContain(key.join(' '));
    },
  );
});
