// The sitemap's lastmod of each page: when the file it is written in (site.yaml, or its file
// under pages/) was last changed by a commit, as `git log -1 --format=%cI -- file` gives it.
// One `git log` for all the files at once (a site of 10,000 page files would otherwise start
// 10,000 processes). Outside git, or for a file no commit has yet, the build's date.
import { spawnSync } from 'node:child_process';
import { dirname, relative, resolve, sep } from 'node:path';
import type { LoadResult } from '../../src/validate/load-site.ts';
import { flattenRoutes } from '../../src/site/routes.ts';
import { locate } from '../../src/validate/yaml-source.ts';

/** The file (absolute path) each page is written in, by the page's address. */
export function pageSourceFiles(result: LoadResult, siteFile: string): Map<string, string> {
  const files = new Map<string, string>();
  const main = resolve(siteFile);
  if (!result.config) return files;
  for (const r of flattenRoutes(result.config.routes)) {
    const shown = result.source ? locate(result.source, r.dataPath).file.file : undefined;
    files.set(r.fullPath, !shown || shown === result.source?.file ? main : resolve(shown));
  }
  return files;
}

/** The last commit date (ISO 8601, as git gives it) of each file; `fallback` for any git does not know. */
export function lastCommitDates(files: readonly string[], fallback: string): Map<string, string> {
  const dates = new Map<string, string>();
  const wanted = [...new Set(files)];
  if (!wanted.length) return dates;
  const cwd = dirname(wanted[0]);
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8' });
  if (top.status === 0) {
    const root = top.stdout.trim();
    const rel = new Map(wanted.map((f) => [relative(root, f).split(sep).join('/'), f]));
    // One pathspec: the folder holding every file (the site's folder).
    const parts = [...rel.keys()].map((f) => f.split('/').slice(0, -1));
    const common: string[] = [];
    for (let i = 0; parts.every((p) => p.length > i && p[i] === parts[0][i]); i++) common.push(parts[0][i]);
    const log = spawnSync(
      'git',
      ['log', '--format=@%cI', '--name-only', '--no-renames', '--', common.join('/') || '.'],
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 512 * 1024 * 1024,
      },
    );
    if (log.status === 0) {
      let date = '';
      for (const line of log.stdout.split('\n')) {
        if (line.startsWith('@')) date = line.slice(1);
        else {
          const file = line ? rel.get(line) : undefined;
          if (file && !dates.has(file)) dates.set(file, date);
        }
        if (dates.size === wanted.length) break;
      }
    }
  }
  for (const f of wanted) if (!dates.has(f)) dates.set(f, fallback);
  return dates;
}

/** Each page's lastmod, by address. */
export function pageDates(
  result: LoadResult,
  siteFile: string,
  buildDate = new Date().toISOString(),
): Map<string, string> {
  return pageDatesOf(pageSourceFiles(result, siteFile), buildDate);
}

/** Each page's lastmod, by address, from the file each page is written in (pageSourceFiles). */
export function pageDatesOf(
  files: ReadonlyMap<string, string>,
  buildDate = new Date().toISOString(),
): Map<string, string> {
  const dates = lastCommitDates([...files.values()], buildDate.replace(/\.\d+Z$/, 'Z'));
  return new Map([...files].map(([path, file]) => [path, dates.get(file) ?? buildDate]));
}
