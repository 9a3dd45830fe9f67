// Restore's part under pages/: the site's pages/ folder made what it was in the version restored,
// so the site built after a restore is the version's, page for page. Every file under pages/ of
// that version comes back as it was; every file that is not in it goes: those git keeps now (a
// page file added since, which git still holds in the versions that had it) and any .yaml file
// on disk (a folder taken whole with `children: pages/x/` would take it in). Other files git
// does not keep (notes, an editor's backup) stay. Only the site's pages/ is written: a version
// holding a symlink, or a path that is not a plain one, is refused, and so is a path here that
// passes through a symlink. `undo` puts every file back as it was before.
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { parse } from 'yaml';
import { git } from './git.ts';
import { HttpError } from './http.ts';
import { headCommit, type Repo } from './site-repo.ts';
import { readBlobs, versionPages, type VersionEntry } from './version-files.ts';

export interface PagesPlan {
  /** The version's files under pages/, with their bytes, by path from the site's folder. */
  files: { entry: VersionEntry; bytes: Buffer }[];
  /** Files here to take away, by path from the site's folder. */
  remove: string[];
  /** Every path under pages/ the new version's commit must take as it is in the folder, or as gone. */
  commit: string[];
  /** The files here that differ from the last version and are written over or taken away. */
  unpublished: string[];
  /** The data of the version's page files, for the pictures they name. */
  data: unknown[];
}

const YAML = /\.ya?ml$/;

/** The .yaml files under the folder `dir` on disk (no symlink followed), by path from `siteDir`. */
function yamlOnDisk(siteDir: string, dir = 'pages'): string[] {
  let names: string[];
  try {
    names = readdirSync(join(siteDir, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = `${dir}/${name}`;
    const stat = lstatSync(join(siteDir, path), { throwIfNoEntry: false });
    if (stat?.isDirectory()) return yamlOnDisk(siteDir, path);
    return YAML.test(name) ? [path] : [];
  });
}

/** The first part of `path` here that is a symlink (the path itself included), if any. */
function linkOnTheWay(siteDir: string, path: string): string | undefined {
  const parts = path.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const part = parts.slice(0, i).join('/');
    const stat = lstatSync(join(siteDir, part), { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (stat.isSymbolicLink()) return part;
  }
  return undefined;
}

const same = (file: string, bytes: Buffer) => {
  try {
    return lstatSync(file).isFile() && readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
};

/**
 * What restoring `commit` does under the site's pages/; nothing is written yet. `siteFolder` is
 * the site's folder in the repository ('' or ending in /), `siteDir` the same folder on disk.
 */
export async function planPages(repo: Repo, commit: string, siteDir: string, siteFolder: string): Promise<PagesPlan> {
  const version = await versionPages(repo, commit, siteFolder);
  const odd = [
    ...version.refused,
    ...[...version.entries.values()].filter((e) => e.kind !== 'file').map((e) => e.path),
  ];
  if (odd.length)
    throw new HttpError(
      422,
      `That version's pages/ holds ${odd.length === 1 ? 'a file' : 'files'} that Restore does not write (${odd.slice(0, 3).join(', ')}: a symlink, or a path that leads elsewhere), so nothing was restored. Ask your developer to bring back that version by hand.`,
    );
  const head = await headCommit(repo);
  const kept = head ? [...(await versionPages(repo, head, siteFolder)).entries.keys()] : [];
  const wanted = new Set(version.entries.keys());
  const remove = [...new Set([...kept, ...yamlOnDisk(siteDir)])].filter(
    (path) => !wanted.has(path) && lstatSync(join(siteDir, path), { throwIfNoEntry: false }),
  );
  const blobs = await readBlobs(
    repo,
    [...version.entries.values()].map((e) => [e.oid, e.size]),
  );
  const files = [...version.entries.values()].map((entry) => ({
    entry,
    bytes: blobs.get(entry.oid) ?? Buffer.alloc(0),
  }));
  const touched = [
    ...files.filter((f) => !same(join(siteDir, f.entry.path), f.bytes)).map((f) => f.entry.path),
    ...remove,
  ];
  for (const path of touched) {
    const link = linkOnTheWay(siteDir, path);
    if (link)
      throw new HttpError(
        409,
        `${link} is a symlink in the site's folder, and Restore never writes through one, so nothing was restored. Replace it with the file or folder itself, then restore again.`,
      );
  }
  return {
    files,
    remove,
    commit: [...new Set([...wanted, ...kept, ...remove])],
    unpublished: await changedHere(repo, siteFolder, touched),
    data: files.filter((f) => YAML.test(f.entry.path)).map((f) => dataOf(f.bytes)),
  };
}

const dataOf = (bytes: Buffer): unknown => {
  try {
    return parse(bytes.toString('utf8'), { maxAliasCount: 100 }) as unknown;
  } catch {
    return undefined;
  }
};

/** Of `paths` (from the site's folder), those not as the last version holds them: changed, new, or ignored by git. */
async function changedHere(repo: Repo, siteFolder: string, paths: string[]): Promise<string[]> {
  if (!paths.length) return [];
  const status = await git(
    [
      '--literal-pathspecs',
      '--no-optional-locks',
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
      '--ignored=matching',
      '--no-renames',
      '--',
      `${siteFolder}pages`,
    ],
    { cwd: repo.root },
  );
  const changed = new Set(
    status
      .split('\0')
      .filter(Boolean)
      .map((entry) => entry.slice(3).slice(siteFolder.length)),
  );
  return paths.filter((p) => changed.has(p)).sort();
}

interface Before {
  path: string;
  bytes?: Buffer;
  mode?: number;
}

/** Writes the plan into the site's folder; returns what puts everything back as it was. */
export function applyPages(siteDir: string, plan: PagesPlan): () => void {
  const before: Before[] = [];
  const madeFolders: string[] = [];
  const keep = (path: string) => {
    const file = join(siteDir, path);
    const stat = lstatSync(file, { throwIfNoEntry: false });
    before.push(stat ? { path, bytes: readFileSync(file), mode: stat.mode & 0o7777 } : { path });
  };
  const undo = () => {
    for (const { path, bytes, mode } of before.reverse()) {
      const file = join(siteDir, path);
      if (bytes === undefined) rmSync(file, { force: true });
      else {
        mkdirSync(dirname(file), { recursive: true });
        writeAtomically(file, bytes, mode ?? 0o644);
      }
    }
    for (const folder of madeFolders.reverse())
      try {
        rmdirSync(folder);
      } catch {
        /* not empty: something else was put there */
      }
  };
  try {
    for (const path of plan.remove) {
      keep(path);
      rmSync(join(siteDir, path), { force: true });
    }
    for (const { entry, bytes } of plan.files) {
      const file = join(siteDir, entry.path);
      if (same(file, bytes)) continue;
      keep(entry.path);
      madeFolders.push(...missingFolders(siteDir, dirname(entry.path)));
      mkdirSync(dirname(file), { recursive: true });
      writeAtomically(file, bytes, entry.mode === '100755' ? 0o755 : 0o644);
    }
  } catch (error) {
    undo();
    throw error;
  }
  return undo;
}

/** The folders of `dir` (from the site's folder) that do not exist yet, outermost first. */
function missingFolders(siteDir: string, dir: string): string[] {
  const missing: string[] = [];
  for (let at = dir; at && at !== '.'; at = dirname(at)) {
    if (lstatSync(join(siteDir, at), { throwIfNoEntry: false })) break;
    missing.unshift(join(siteDir, at));
  }
  return missing;
}

/** A file written whole or not at all: a temporary file beside it, then a rename. */
function writeAtomically(file: string, bytes: Buffer, mode: number): void {
  const temp = join(dirname(file), `.${randomUUID()}.restore`);
  try {
    writeFileSync(temp, bytes, { flag: 'wx', mode });
    chmodSync(temp, mode);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}
