// Which of the files under pages/ that a site takes pages from differ from the last published
// version (new, or changed in the folder): Publish sends them, so its dialog names them. One
// `git status` of the site's pages/ folder, however many files there are.
import { dirname, join } from 'node:path';
import { git } from './git.ts';
import { repoPath, type Repo } from './site-repo.ts';
import type { IncludedFile } from './included-files.ts';

/** The included files not as last committed, as paths in the repository, in the order given. */
export async function unpublishedPageFiles(
  repo: Repo,
  siteFile: string,
  files: readonly IncludedFile[],
): Promise<string[]> {
  if (!files.length) return [];
  const folder = repoPath(repo, join(dirname(siteFile), 'pages'));
  if (!folder) return [];
  const status = await git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames', '--', folder], {
    cwd: repo.root,
  }).catch(() => '');
  const changed = new Set(
    status
      .split('\0')
      .filter(Boolean)
      .map((entry) => entry.slice(3)),
  );
  return files.map((f) => repoPath(repo, f.path)).filter((p): p is string => !!p && changed.has(p));
}
