// A site whose repository is an ssh remote with a deploy key, on both databases, against a real
// sshd the test starts (tests/support/ssh-git-server.ts): the office clones and publishes with
// the key, remembering the host's key in its own known_hosts (never the user's ~/.ssh); a key
// revoked on the host is said in plain words with what the developer must do, the version is
// kept and goes with the next Publish once the key is back; a host key that is not the one on
// record (pinned in office.yaml) sends nothing and is said as such.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { gitIn, makeGitSite, type GitSite } from '../support/git-site.ts';
import { serveGitOverSsh, type SshGitServer } from '../support/ssh-git-server.ts';
import { personOf, remoteText, siteEntry } from './editor-helpers.ts';

let office: TestOffice | undefined;
let sshd: SshGitServer | undefined;
let sites: [GitSite, GitSite];
beforeEach(() => {
  sites = [makeGitSite(), makeGitSite()];
});
afterEach(async () => {
  await office?.stop();
  office = undefined;
  await sshd?.close();
  sshd = undefined;
  for (const site of sites) site.cleanup();
});

/** Words of git's or ssh's own that an owner should never have to read. */
const JARGON =
  /fatal:|error:|remote:|git push|Permission denied|publickey|Could not read from remote|Host key verification|non-fast-forward|refs\/heads/i;

/** The address as the office shows it: without its user (hideCredentials). */
const shown = (url: string) => url.replace(/\/\/[^@/]+@/, '//');

/** The user's own known_hosts, as it is now (undefined when there is none). */
const usersKnownHosts = () => {
  const file = join(homedir(), '.ssh', 'known_hosts');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

describe.each(databases)('a site with an ssh remote and a deploy key, on %s', (engine) => {
  it('publishes with the key; a revoked key is said plainly, the version is kept and sent once the key is back', async () => {
    sshd = await serveGitOverSsh(sites[0].remote);
    const before = usersKnownHosts();
    office = await startTestOffice({
      engine,
      sites: [
        { ...siteEntry('alpha', sites[0]), repo: sshd.url, deployKeyFile: sshd.deployKey },
        siteEntry('beta', sites[1]),
      ],
      env: { OFFICE_BUILD: 'off' },
    });
    const clone = join(office.dataDir, 'sites', 'alpha');
    expect(existsSync(join(clone, '.git')), `${office.lines.join('\n')}\n${sshd.log()}`).toBe(true);
    // The host's key was taken at first contact into the office's own file, not the user's.
    expect(readFileSync(join(office.dataDir, 'ssh', 'known_hosts'), 'utf8')).toContain(
      sshd.hostKeyLine.split(' ').slice(1).join(' '),
    );
    expect(usersKnownHosts()).toBe(before);

    const ann = await personOf(office);
    await ann.save({ phone: '(985) 555-0111' });
    const published = await ann.publish();
    expect(published.outcome, `${published.text}\n${sshd.log()}`).toBe('published');
    expect(remoteText(sites[0])).toContain('phone: (985) 555-0111');
    expect(sshd.log()).toMatch(/Accepted publickey for \S+ from 127\.0\.0\.1/);

    sshd.revoke(); // the developer (or GitHub) removed the deploy key
    await ann.save({ phone: '(985) 555-0222' });
    const refused = await ann.publish();
    expect(refused.outcome).toBe('committed');
    expect(refused.text).toContain(`Not sent: ${shown(sshd.url)} refused the office's deploy key (${sshd.deployKey})`);
    expect(refused.text).toMatch(/Your version is kept in the office and is sent with the next Publish\./);
    expect(refused.text).toMatch(/For your developer: give the office's deploy key \(.*\) write access/);
    expect(refused.text).not.toMatch(JARGON);
    expect(JSON.stringify(refused)).not.toContain(readFileSync(sshd.deployKey, 'utf8').split('\n')[1]);
    expect(gitIn(clone, 'show', 'HEAD:site.yaml')).toContain('555-0222');
    expect(remoteText(sites[0])).not.toContain('555-0222');
    // What the host answered is in the office's log, for the developer.
    expect(office.lines.join('\n')).toMatch(/Site alpha: .* refused a push \(auth\): .*Permission denied/);

    sshd.allow(); // the key is given back: the next Publish sends the kept version
    const sent = await ann.publish();
    expect(sent.push?.ok, sent.text).toBe(true);
    expect(remoteText(sites[0])).toContain('phone: (985) 555-0222');
    expect(usersKnownHosts()).toBe(before);
  }, 180_000);

  it('sends nothing to a host whose key is not the pinned one, says so, and sends once the pin is right', async () => {
    sshd = await serveGitOverSsh(sites[0].remote);
    office = await startTestOffice({
      engine,
      sites: [
        {
          ...siteEntry('alpha', sites[0]),
          repo: sshd.url,
          deployKeyFile: sshd.deployKey,
          knownHostsFile: sshd.knownHosts,
        },
        siteEntry('beta', sites[1]),
      ],
      env: { OFFICE_BUILD: 'off' },
    });
    expect(existsSync(join(office.dataDir, 'ssh', 'known_hosts'))).toBe(false); // pinned: nothing learnt
    const ann = await personOf(office);

    // The pin now holds another key: as if the host had changed its key, or were another server.
    const other = mkdtempSync(join(tmpdir(), 'other-key-'));
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(other, 'key')]);
    const otherKey = readFileSync(join(other, 'key.pub'), 'utf8').split(' ').slice(0, 2).join(' ');
    rmSync(other, { recursive: true, force: true });
    writeFileSync(sshd.knownHosts, `${sshd.hostKeyLine.split(' ')[0]} ${otherKey}\n`);

    await ann.save({ phone: '(985) 555-0333' });
    const refused = await ann.publish();
    expect(refused.outcome).toBe('committed');
    expect(refused.text).toContain(
      `Not sent: the server at ${shown(sshd.url)} did not prove it is the one the office knows`,
    );
    expect(refused.text).toContain(`put its new key in ${sshd.knownHosts}`);
    expect(refused.text).toMatch(/Your version is kept in the office and is sent with the next Publish\./);
    expect(refused.text).not.toMatch(JARGON);
    expect(remoteText(sites[0])).not.toContain('555-0333');

    writeFileSync(sshd.knownHosts, `${sshd.hostKeyLine}\n`);
    const sent = await ann.publish();
    expect(sent.push?.ok, sent.text).toBe(true);
    expect(remoteText(sites[0])).toContain('phone: (985) 555-0333');
  }, 180_000);
});
