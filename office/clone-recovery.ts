// After the office was killed in the middle of a save or a publish (a crash, kill -9, a power
// cut, systemd killing the service with its git children), its own clone of a site may hold
// what the killed work left: a git lock file (git was killed while it held it), a merge begun
// and never finished, a publish's temporary index (editor/server/site-repo.ts), or a save's
// temporary files beside site.yaml. Each would stop every
// later Publish, or show as a stray file. At start, before it runs any git of its own, the
// office clears them, with care:
//   - only in the clones it owns (OFFICE_DATA/sites/NAME), never in a checkout it edits in
//     place, where a developer's own git may be at work;
//   - only what is older than this start (nothing of the office's own can be at work yet);
//   - a merge is aborted, which puts back the version the killed Publish had committed.
// Each one cleared is said in the log.
import { execFile } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { OfficeConfig } from './config.ts';
import { repoFolder, siteFolder } from './sites.ts';
import { PUBLISH_INDEX_PREFIX } from '../editor/server/site-repo.ts';

const run = promisify(execFile);

/** The lock files git takes in .git for a commit, a ref update, a fetch or a merge. */
const TOP_LOCKS = ['index.lock', 'HEAD.lock', 'ORIG_HEAD.lock', 'MERGE_HEAD.lock', 'packed-refs.lock', 'config.lock'];

/** A save's temporary files (editor/server/site-file.ts): .site.yaml.PID.UUID.tmp / .old. */
const SAVE_TEMP = /^\.site\.yaml\.\d+\.[0-9a-f-]{36}\.(?:tmp|old)$/;

function olderThan(file: string, startedAt: number): boolean {
  try {
    return statSync(file).mtimeMs < startedAt;
  } catch {
    return false;
  }
}

/** Every *.lock under `dir` (the refs folder), however deep. */
function locksUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) =>
    e.isDirectory() ? locksUnder(join(dir, e.name)) : e.name.endsWith('.lock') ? [join(dir, e.name)] : [],
  );
}

/** Clears what a killed office left in its clones; returns the paths it removed or undid. */
export async function recoverClones(
  config: OfficeConfig,
  startedAt: number,
  log: (line: string) => void,
): Promise<string[]> {
  const cleared: string[] = [];
  for (const site of config.sites) {
    if (site.inPlace) continue;
    const root = repoFolder(config, site);
    const gitDir = join(root, '.git');
    const stale = [...TOP_LOCKS.map((name) => join(gitDir, name)), ...locksUnder(join(gitDir, 'refs'))].filter((f) =>
      olderThan(f, startedAt),
    );
    for (const lock of stale) {
      rmSync(lock, { force: true });
      cleared.push(lock);
      log(`Site ${site.name}: removed ${lock.slice(root.length + 1)}, left by git when the office was stopped.`);
    }
    // Files in a folder matching a name, older than this start: left by a killed office.
    const clearLeftovers = (folder: string, matches: (name: string) => boolean, said: (name: string) => string) => {
      let names: string[] = [];
      try {
        names = readdirSync(folder);
      } catch {
        /* no clone yet */
      }
      for (const name of names.filter(matches)) {
        const file = join(folder, name);
        if (!olderThan(file, startedAt)) continue;
        rmSync(file, { force: true });
        cleared.push(file);
        log(`Site ${site.name}: removed ${said(name)} left when the office was stopped.`);
      }
    };
    clearLeftovers(
      gitDir,
      (n) => n.startsWith(PUBLISH_INDEX_PREFIX),
      (name) => `.git/${name}, a publish's temporary index`,
    );
    if (olderThan(join(gitDir, 'MERGE_HEAD'), startedAt)) {
      try {
        await run('git', ['-C', root, 'merge', '--abort'], { env: { ...process.env, LC_ALL: 'C' } });
        cleared.push(join(gitDir, 'MERGE_HEAD'));
        log(`Site ${site.name}: a merge begun before the office was stopped was undone; Publish begins it again.`);
      } catch (error) {
        log(
          `Site ${site.name}: a merge left unfinished could not be undone: ${(error as Error).message.split('\n')[0]}`,
        );
      }
    }
    clearLeftovers(
      siteFolder(config, site),
      (n) => SAVE_TEMP.test(n),
      (name) => `${name}, a save's temporary file`,
    );
  }
  return cleared;
}
