// A copy of the site kept in a real git repository, with a real bare repository as its remote,
// for the tests of Publish and History. Everything lives in temporary folders.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testSite } from './test-site.ts';

/** Runs git in `dir` and returns what it printed (trimmed). */
export function gitIn(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

export interface GitSite {
  /** The working copy: site.yaml and public/. */
  dir: string;
  siteFile: string;
  publicDir: string;
  /** The bare repository that is the working copy's origin. */
  remote: string;
  cleanup(): void;
}

/** Makes `dir` a repository holding site.yaml and public/, on branch main, with one commit. */
export function initSiteRepo(dir: string): void {
  gitIn(dir, 'init', '--quiet', '--initial-branch=main');
  gitIn(dir, 'config', 'user.name', 'Test Owner');
  gitIn(dir, 'config', 'user.email', 'owner@example.com');
  gitIn(dir, 'add', 'site.yaml', 'public');
  gitIn(dir, 'commit', '--quiet', '-m', 'The site as shipped');
}

/** A bare repository made the origin of `dir`, with main pushed to it. */
export function addBareRemote(dir: string): string {
  const remote = mkdtempSync(join(tmpdir(), 'site-remote-'));
  gitIn(remote, 'init', '--quiet', '--bare', '--initial-branch=main');
  gitIn(dir, 'remote', 'add', 'origin', remote);
  gitIn(dir, 'push', '--quiet', '-u', 'origin', 'main');
  return remote;
}

/** A fresh working copy of the site with a bare remote. */
export function makeGitSite(): GitSite {
  const dir = mkdtempSync(join(tmpdir(), 'site-git-'));
  cpSync(testSite.file, join(dir, 'site.yaml'));
  cpSync(testSite.publicDir, join(dir, 'public'), { recursive: true });
  initSiteRepo(dir);
  const remote = addBareRemote(dir);
  return {
    dir,
    siteFile: join(dir, 'site.yaml'),
    publicDir: join(dir, 'public'),
    remote,
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
      rmSync(remote, { recursive: true, force: true });
    },
  };
}
