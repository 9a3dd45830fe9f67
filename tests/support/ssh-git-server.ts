// A real git remote over ssh for tests: OpenSSH's own sshd, started by the test on a free
// loopback port with a configuration, host key and authorized_keys of its own in a temporary
// folder (never the machine's /etc/ssh or anyone's ~/.ssh), serving a bare repository to a
// deploy key made for the test. git-upload-pack and git-receive-pack are reached as on any git
// host over ssh (no ForceCommand). The test can revoke the key (an empty authorized_keys) and
// give it back while sshd runs: sshd reads the file at each sign-in.
//
// sshd is Debian's openssh-server (`.ci/run` installs it). Without it the test fails with the
// command that installs it: it never skips.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres-cluster.ts';

const SSHD = ['/usr/sbin/sshd', '/usr/local/sbin/sshd'].find((f) => existsSync(f));

export interface SshGitServer {
  /** The ssh address of the bare repository: ssh://USER@127.0.0.1:PORT/PATH. */
  url: string;
  /** The deploy key's private file (the office's deployKeyFile). */
  deployKey: string;
  /** A known_hosts file that pins this sshd's host key (the office's knownHostsFile). */
  knownHosts: string;
  /** The host key's line, as ssh writes it in a known_hosts file. */
  hostKeyLine: string;
  /** What sshd printed (its log, -e), for a failing test's message. */
  log(): string;
  /** Removes the deploy key from authorized_keys: the key is revoked. */
  revoke(): void;
  /** Puts the deploy key back. */
  allow(): void;
  close(): Promise<void>;
}

/** Waits until something listens on 127.0.0.1:port, or the process ends. */
async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sshd ended at start (code ${child.exitCode}): ${log()}`);
    const up = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => done(socket.end() && true));
      socket.once('error', () => done(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`sshd did not listen on port ${port} within 15 s: ${log()}`);
}

/** Serves the bare repository `bare` over ssh to a deploy key made for the test. */
export async function serveGitOverSsh(bare: string): Promise<SshGitServer> {
  if (!SSHD)
    throw new Error(
      'OpenSSH server is not installed: apt-get install -y openssh-server (the office test of an ssh remote starts its own sshd).',
    );
  const dir = mkdtempSync(join(tmpdir(), 'office-sshd-'));
  const hostKey = join(dir, 'host_ed25519');
  const deployKey = join(dir, 'deploy_ed25519');
  const authorized = join(dir, 'authorized_keys');
  const keygen = (file: string, comment: string) =>
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', comment, '-f', file], { stdio: 'pipe' });
  keygen(hostKey, 'test-sshd-host');
  keygen(deployKey, 'office-deploy-key');
  const publicKey = readFileSync(`${deployKey}.pub`, 'utf8');
  writeFileSync(authorized, publicKey, { mode: 0o600 });
  const port = await freePort();
  const user = userInfo().username;
  const isRoot = process.getuid?.() === 0;
  // sshd as root keeps its unprivileged part in this empty folder (Debian's service makes it at boot).
  if (isRoot) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      'ListenAddress 127.0.0.1',
      `Port ${port}`,
      `HostKey ${hostKey}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${authorized}`,
      // The temporary folder sits in /tmp, which every user may write: sshd's owner checks
      // of the path would refuse the file. The folder itself is the test's alone (mkdtemp).
      'StrictModes no',
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      // PAM lets in an account with no password (a container's root): the key is the only way in.
      'UsePAM yes',
      'PermitRootLogin prohibit-password',
      `AllowUsers ${user}`,
      'LogLevel VERBOSE',
      '',
    ].join('\n'),
  );
  let said = '';
  const child = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString('utf8')).slice(-20_000);
  });
  const log = () => said.trim();
  try {
    await listening(port, child, log);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const knownHosts = join(dir, 'known_hosts');
  const hostKeyLine = `[127.0.0.1]:${port} ${readFileSync(`${hostKey}.pub`, 'utf8').split(' ').slice(0, 2).join(' ')}`;
  writeFileSync(knownHosts, `${hostKeyLine}\n`);
  return {
    url: `ssh://${user}@127.0.0.1:${port}${bare}`,
    deployKey,
    knownHosts,
    hostKeyLine,
    log,
    revoke: () => writeFileSync(authorized, ''),
    allow: () => writeFileSync(authorized, publicKey),
    async close() {
      if (child.exitCode === null) {
        const ended = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await ended;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
