// The files under pages/ of an earlier version of the site, read from git at that commit and
// never from the folder: History's preview of a version shows the pages that version had, and
// Restore brings back that version's pages/. One `git ls-tree` lists the version's pages/; the
// files' bytes come from `git cat-file --batch`, only those an include reads. Within the
// version, a symlink is never followed (it is refused, so nothing outside the site's folder is
// read), and a path is taken only as a plain path below pages/ (no `..`, `.`, empty part or \).
import { dirname } from 'node:path';
import { git } from './git.ts';
import type { Repo } from './site-repo.ts';
import { resolveIncludes, type SiteFiles } from '../../src/validate/includes.ts';
import { loadSiteText, type LoadResult } from '../../src/validate/load-site.ts';
import { parseYaml } from '../../src/validate/yaml-source.ts';

export interface VersionEntry {
  /** Its path from the site's folder, e.g. pages/services/gutters.yaml. */
  path: string;
  kind: 'file' | 'link' | 'other';
  oid: string;
  size: number;
  /** Its git mode (100644, 100755 for a file). */
  mode: string;
}

export interface VersionPages {
  /** Every entry under pages/ in the version, by path from the site's folder. */
  entries: Map<string, VersionEntry>;
  /** The folders under pages/ (pages itself included) and the names each holds. */
  folders: Map<string, string[]>;
  /** Paths git holds that are not plain paths (a `..`, `.`, empty part or backslash): never read or written. */
  refused: string[];
}

const FOLDER = 'pages';

/** A plain relative path: parts that are names, not `..`, `.` or empty, no backslash or NUL. */
const isPlainPath = (path: string): boolean =>
  !path.includes('\\') && !path.includes('\0') && path.split('/').every((p) => p !== '' && p !== '.' && p !== '..');

/** The entries of one `git ls-tree -z -l` listing: mode, type, object, size, path. */
function parseListing(out: string): { mode: string; type: string; oid: string; size: number; path: string }[] {
  return out
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode, type, oid, size] = line.slice(0, tab).split(/ +/);
      return { mode, type, oid, size: Number(size), path: line.slice(tab + 1) };
    });
}

const kindOf = (mode: string, type: string): VersionEntry['kind'] =>
  mode === '120000' ? 'link' : type === 'blob' && (mode === '100644' || mode === '100755') ? 'file' : 'other';

/**
 * The pages/ folder of the site in `commit`. `siteFolder` is the site's folder in the repository
 * ('' at its root, else ending in /). A version without pages/ has none.
 */
export async function versionPages(repo: Repo, commit: string, siteFolder: string): Promise<VersionPages> {
  const pages: VersionPages = { entries: new Map(), folders: new Map(), refused: [] };
  const run = (args: string[]) => git(['--literal-pathspecs', ...args], { cwd: repo.root });
  // pages itself: a folder, a symlink (refused as a whole), or nothing.
  const top = parseListing(await run(['ls-tree', '-z', '-l', commit, '--', `${siteFolder}${FOLDER}`]));
  const self = top.find((e) => e.path === `${siteFolder}${FOLDER}`);
  if (!self) return pages;
  if (self.type !== 'tree') {
    pages.entries.set(FOLDER, {
      path: FOLDER,
      kind: kindOf(self.mode, self.type),
      oid: self.oid,
      size: 0,
      mode: self.mode,
    });
    return pages;
  }
  pages.folders.set(FOLDER, []);
  const listed = parseListing(await run(['ls-tree', '-r', '-t', '-z', '-l', `${commit}:${siteFolder}${FOLDER}`]));
  for (const e of listed) {
    const path = `${FOLDER}/${e.path}`;
    if (!isPlainPath(e.path)) {
      pages.refused.push(path);
      continue;
    }
    const parent = path.slice(0, path.lastIndexOf('/'));
    pages.folders.get(parent)?.push(path.slice(parent.length + 1));
    if (e.type === 'tree') pages.folders.set(path, []);
    else pages.entries.set(path, { path, kind: kindOf(e.mode, e.type), oid: e.oid, size: e.size, mode: e.mode });
  }
  return pages;
}

/** Reads `oids` with one `git cat-file --batch` per 32 MB; each blob by its id. */
export async function readBlobs(repo: Repo, oids: Iterable<[string, number]>): Promise<Map<string, Buffer>> {
  const blobs = new Map<string, Buffer>();
  const batches: string[][] = [[]];
  let bytes = 0;
  for (const [oid, size] of new Map(oids)) {
    if (bytes + size > 32 * 1024 * 1024 && batches[batches.length - 1].length) {
      batches.push([]);
      bytes = 0;
    }
    batches[batches.length - 1].push(oid);
    bytes += size;
  }
  for (const batch of batches) {
    if (!batch.length) continue;
    const out = await git(['cat-file', '--batch'], { cwd: repo.root, binary: true, input: `${batch.join('\n')}\n` });
    let at = 0;
    while (at < out.length) {
      const end = out.indexOf(0x0a, at);
      if (end < 0) break;
      const [oid, type, size] = out.subarray(at, end).toString('latin1').split(' ');
      at = end + 1;
      if (type === undefined || size === undefined) continue; // "<oid> missing"
      const length = Number(size);
      if (type === 'blob') blobs.set(oid, out.subarray(at, at + length));
      at += length + 1;
    }
  }
  return blobs;
}

/**
 * The version's files as includes.ts reads them. Bytes not yet read are asked for in `wanted`
 * (the read gives nothing meanwhile): the caller reads them and resolves the includes again.
 */
function versionFiles(pages: VersionPages, blobs: Map<string, Buffer>): SiteFiles & { wanted: Map<string, number> } {
  const wanted = new Map<string, number>();
  return {
    wanted,
    locate(name) {
      const parts = name.split('/').filter((p) => p !== '' && p !== '.');
      const path = parts.join('/');
      for (let i = 1; i <= parts.length; i++) {
        const entry = pages.entries.get(parts.slice(0, i).join('/'));
        if (entry?.kind === 'link') return { refused: 'link' };
        if (entry && i < parts.length) return { refused: 'missing' };
      }
      return pages.entries.has(path) || pages.folders.has(path) ? { at: path } : { refused: 'missing' };
    },
    list: (at) => pages.folders.get(at),
    size(at) {
      const entry = pages.entries.get(at);
      return entry?.kind === 'file' ? entry.size : pages.folders.has(at) || entry ? 'not-file' : undefined;
    },
    read(at) {
      const entry = pages.entries.get(at);
      if (entry?.kind !== 'file') return undefined;
      const bytes = blobs.get(entry.oid);
      if (!bytes) wanted.set(entry.oid, entry.size);
      return bytes;
    },
  };
}

/** Includes nested deeper than this are read as missing (no site nests them so). */
const MAX_ROUNDS = 64;

/** The version last read for a preview: History shows one version's pages one after another. */
let lastRead: { key: string; pages: VersionPages; blobs: Map<string, Buffer> } | undefined;

/**
 * The check of site.yaml's `text` of `commit`, with that version's included files read from git
 * (2 MB a file, the includes' rules, cycles: src/validate/includes.ts), the pictures from
 * `publicDir`. Problems name the files under `siteFile`'s folder, as the site's own check does.
 */
export async function checkVersion(
  repo: Repo,
  commit: string,
  site: { file: string; folder: string; publicDir: string },
  text: string,
): Promise<LoadResult> {
  const key = `${repo.root}\0${commit}\0${site.folder}`;
  if (lastRead?.key !== key) lastRead = { key, pages: await versionPages(repo, commit, site.folder), blobs: new Map() };
  const { pages, blobs } = lastRead;
  const siteDir = dirname(site.file);
  // Each round reads the files the last one found it needs: as many rounds as includes are nested.
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const files = versionFiles(pages, blobs);
    const parsed = parseYaml(site.file, text);
    if (!parsed.data || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) break;
    resolveIncludes(parsed.source, parsed.data as Record<string, unknown>, siteDir, undefined, files);
    if (!files.wanted.size) break;
    for (const [oid, bytes] of await readBlobs(repo, files.wanted)) blobs.set(oid, bytes);
  }
  return loadSiteText(site.file, text, { siteDir, publicDir: site.publicDir, siteFiles: versionFiles(pages, blobs) });
}
