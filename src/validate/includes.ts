// A site of many files: site.yaml may take a page, or a whole branch of the page tree, from
// files under pages/ in the site's folder:
//
//   routes:
//     - page: pages/services/lawn-care.yaml   # the file holds one page (path:, title:, blocks:…)
//     - path: commercial
//       children: pages/commercial/                    # every .yaml file of the folder, by name, one page each
//     - path: faqs
//       children: pages/faqs.yaml                      # the file holds a list of pages
//
// An included file may include others the same way. Paths are always from the site's folder.
// Each file is read on its own (2 MB at most, UTF-8, the same YAML limits) and keeps its own
// line numbers: the included nodes are put into the site's YAML tree, and `includedFiles`
// remembers which file each one came from, so every problem names `pages/x.yaml:14:5`.
// Nothing outside the site's folder is read: no absolute paths, no `..`, no symlink that
// leads out of the folder; a cycle, or more than MAX_INCLUDES files, is an error.
// The files are read through a SiteFiles: the site's folder (folderFiles, the default), or an
// earlier version of it kept by git (editor/server/version-files.ts), under the same rules.
// A file read before with no problem is not parsed again (page-parse.ts, parse-cache.ts).
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, isAbsolute, sep } from 'node:path';
import { isMap, isPair, isScalar, isSeq, type Node, type Pair, type YAMLSeq } from 'yaml';
import type { Problem } from './problem.ts';
import { positionOf, type FileText, type YamlSource } from './yaml-source.ts';
import { parsePageFile } from './page-parse.ts';
import { decodeUtf8 } from './utf8.ts';
import { displayPath } from './site-location.ts';
import type { PathSegment } from '../site/data-path.ts';

/** The most files one site may be made of (a 10,000-page site split one page a file fits). */
export const MAX_INCLUDES = 20_000;
/** Every file of a site together: about 30,000 untrimmed service pages. */
export const MAX_TOTAL_BYTES = 128 * 1024 * 1024;
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const INCLUDE_FOLDER = 'pages/';

type Data = Record<string, unknown>;

/** Where a path of the site leads: its real place, as a path from the site's folder, or why none. */
export type Located = { at: string } | { refused: 'missing' | 'outside' | 'link' };

/**
 * How the site's files are read. Names are paths from the site's folder, with forward slashes;
 * `at` is a place `locate` gave. 'outside' is a symlink leading out of the site's folder; 'link'
 * a symlink that is not followed at all (in a version kept by git).
 */
export interface SiteFiles {
  locate(name: string): Located;
  /** The names in the folder at `at`, or undefined when it is not a folder. */
  list(at: string): string[] | undefined;
  /** The size of the file at `at`; 'not-file' for a folder or other; undefined when it cannot be read. */
  size(at: string): number | 'not-file' | undefined;
  /** Its bytes, or undefined when they cannot be had. */
  read(at: string): Uint8Array | undefined;
}

/**
 * The files of the site's folder on disk; a symlink is followed while it stays inside the folder.
 * `texts` holds, by real path, texts read in place of those files (the editor's unsaved edits).
 */
export function folderFiles(siteDir: string, texts?: ReadonlyMap<string, string>): SiteFiles {
  let realSiteDir: string;
  try {
    realSiteDir = realpathSync(siteDir);
  } catch {
    realSiteDir = siteDir;
  }
  const full = (at: string) => join(realSiteDir, at);
  return {
    locate(name) {
      let real: string;
      try {
        real = realpathSync(join(siteDir, name));
      } catch {
        return { refused: 'missing' };
      }
      const rel = relative(realSiteDir, real);
      if (rel.startsWith('..') || isAbsolute(rel)) return { refused: 'outside' };
      return { at: rel.split(sep).join('/') };
    },
    list(at) {
      try {
        return readdirSync(full(at));
      } catch {
        return undefined;
      }
    },
    size(at) {
      try {
        if (!statSync(full(at)).isFile()) return 'not-file';
        const unsaved = texts?.get(full(at));
        return unsaved === undefined ? statSync(full(at)).size : Buffer.byteLength(unsaved);
      } catch {
        return undefined;
      }
    },
    read(at) {
      const unsaved = texts?.get(full(at));
      if (unsaved !== undefined) return Buffer.from(unsaved);
      try {
        return readFileSync(full(at));
      } catch {
        return undefined;
      }
    },
  };
}

interface State {
  siteDir: string;
  files: SiteFiles;
  problems: Problem[];
  count: number;
  bytes: number;
  /** The places of the files being read, outermost first (to find a cycle). */
  stack: string[];
  stop: boolean;
}

/** Whether the site text names any include at all (so a site without them costs nothing). */
export function hasIncludes(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const routes = (data as Data).routes;
  if (typeof routes === 'string') return true;
  if (!Array.isArray(routes)) return false;
  return routes.some(holdsInclude);
}

/** Whether a route is an include, or holds one among its children. */
const holdsInclude = (r: unknown): boolean =>
  !!r &&
  typeof r === 'object' &&
  (isPageInclude(r) ||
    typeof (r as Data).children === 'string' ||
    (Array.isArray((r as Data).children) && ((r as Data).children as unknown[]).some(holdsInclude)));

const isPageInclude = (r: unknown): r is { page: string } =>
  !!r &&
  typeof r === 'object' &&
  !Array.isArray(r) &&
  Object.keys(r).length === 1 &&
  typeof (r as Data).page === 'string';

/**
 * Put the included files into the site: into its data, and their YAML nodes into its tree.
 * `siteDir` is the folder of site.yaml; without one (a text with no folder), includes are refused.
 * `texts` holds, by real path, texts read in place of those files (every rule above still applies:
 * only a file the site names, inside its folder, is read at all). `files` reads them (by default
 * from `siteDir` on disk, `texts` over it); messages name them under `siteDir`.
 */
export function resolveIncludes(
  source: YamlSource,
  data: Data,
  siteDir: string | undefined,
  texts?: ReadonlyMap<string, string>,
  files: SiteFiles | undefined = siteDir ? folderFiles(siteDir, texts) : undefined,
): { data: Data; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!hasIncludes(data)) return { data, problems };
  const root = source.doc.contents;
  if (!siteDir || !files) {
    const { line, column } = positionOf(source, ['routes']);
    problems.push({
      severity: 'error',
      file: source.file,
      line,
      column,
      where: 'routes',
      message:
        'This site takes pages from other files (page: or children: naming a file), but it was read without its folder, so they cannot be found.',
      fix: 'Check the site from its folder: npm run validate (or SITE_DIR=<folder> npm run validate).',
    });
    return { data, problems };
  }
  const state: State = { siteDir, files, problems, count: 0, bytes: 0, stack: [], stop: false };
  source.includedFiles ??= new Map();
  const routesPair = isMap(root)
    ? (root.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === 'routes') as Pair | undefined)
    : undefined;
  if (routesPair) {
    const here: Here = { source, file: rootFileText(source) };
    const list = expandChildren(state, here, routesPair, data, 'routes', ['routes']);
    if (list) walkList(state, list.here, list.seq, list.data, ['routes']);
  }
  return { data, problems };
}

interface Here {
  source: YamlSource;
  /** The file the nodes being walked came from. */
  file: FileText;
}

const rootFileText = (source: YamlSource): FileText => ({ file: source.file, text: source.text, lines: source.lines });

/** Each route of a list: a `page:` entry is replaced by its file; `children:` naming a file or folder is read. */
function walkList(state: State, here: Here, seq: YAMLSeq, list: unknown[], path: PathSegment[]): void {
  for (let i = 0; i < list.length && !state.stop; i++) {
    let item = list[i];
    // A route with no include in it has nothing to put in: its nodes are not looked at (a file's
    // nodes are made only when asked for, src/validate/page-parse.ts).
    if (!holdsInclude(item)) continue;
    let node = seq.items[i] as Node | undefined;
    let at = here;
    if (isPageInclude(item) && isMap(node)) {
      const valueNode = (node.items[0] as Pair).value as Node;
      const got = readInclude(state, at, valueNode, item.page, [...path, i, 'page'], 'page');
      if (!got) continue;
      list[i] = item = got.data;
      seq.items[i] = node = got.node as never;
      at = got.here;
      state.stack.push(got.real);
      walkRoute(state, at, node, item, [...path, i]);
      state.stack.pop();
      continue;
    }
    walkRoute(state, at, node, item, [...path, i]);
  }
}

function walkRoute(state: State, here: Here, node: Node | undefined, route: unknown, path: PathSegment[]): void {
  if (!isMap(node) || !route || typeof route !== 'object' || Array.isArray(route)) return;
  const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === 'children') as Pair | undefined;
  if (!pair) return;
  const list = expandChildren(state, here, pair, route as Data, 'children', [...path, 'children']);
  if (list) walkList(state, list.here, list.seq, list.data, [...path, 'children']);
}

/** `key:` holding a list (walked as is) or naming a file or folder of pages (read, then walked). */
function expandChildren(
  state: State,
  here: Here,
  pair: Pair,
  owner: Data,
  key: string,
  path: PathSegment[],
): { here: Here; seq: YAMLSeq; data: unknown[] } | undefined {
  const value = owner[key];
  if (Array.isArray(value) && isSeq(pair.value)) return { here, seq: pair.value, data: value };
  if (typeof value !== 'string' || !isScalar(pair.value)) return undefined;
  const got = readInclude(state, here, pair.value as Node, value, path, 'list');
  if (!got) return undefined;
  owner[key] = got.data;
  pair.value = got.node;
  state.stack.push(got.real);
  walkList(state, got.here, got.node as YAMLSeq, got.data as unknown[], path);
  state.stack.pop();
  return undefined;
}

interface Got {
  data: unknown;
  node: Node;
  here: Here;
  real: string;
}

/** Read one include (a file, or a folder for a list), or report why not at the line naming it. */
function readInclude(
  state: State,
  here: Here,
  at: Node,
  name: string,
  path: PathSegment[],
  kind: 'page' | 'list',
): Got | undefined {
  const report = (message: string, fix: string) => {
    const pos = here.file.lines.linePos(at.range?.[0] ?? 0);
    state.problems.push({
      severity: 'error',
      file: here.file.file,
      line: pos.line,
      column: pos.col,
      where: path.join(' › '),
      message,
      fix,
    });
    return undefined;
  };
  const where =
    kind === 'page'
      ? 'a file holding one page (path:, title:, blocks:)'
      : 'a file holding a list of pages, or a folder ending in /';
  if (isAbsolute(name) || /^[a-z]:/i.test(name) || name.includes('\\'))
    return report(
      `"${name}" is not a path inside the site's folder; only files under ${INCLUDE_FOLDER} may be included.`,
      `Write the path from the site's folder, e.g. ${INCLUDE_FOLDER}services/lawn-care.yaml.`,
    );
  if (name.split('/').includes('..'))
    return report(
      `"${name}" goes up out of its folder with ..; only files under ${INCLUDE_FOLDER} in the site's folder are read.`,
      `Write the path from the site's folder, without .., e.g. ${INCLUDE_FOLDER}services/lawn-care.yaml.`,
    );
  if (!name.startsWith(INCLUDE_FOLDER))
    return report(
      `"${name}" is not under ${INCLUDE_FOLDER}; pages are included only from the ${INCLUDE_FOLDER} folder of the site.`,
      `Move the file into ${INCLUDE_FOLDER} and write ${INCLUDE_FOLDER}${name.replace(/^\.\//, '')}.`,
    );
  const isFolder = name.endsWith('/');
  if (isFolder && kind === 'page')
    return report(
      `"${name}" is a folder, but page: takes one file.`,
      `Name one .yaml file, or use children: ${name} to take every page of the folder.`,
    );
  if (!isFolder && !/\.ya?ml$/.test(name)) return report(`"${name}" is not a .yaml file.`, `Name ${where}.`);
  const found = state.files.locate(isFolder ? name.slice(0, -1) : name);
  if ('refused' in found) {
    if (found.refused === 'missing')
      return report(
        `The ${isFolder ? 'folder' : 'file'} ${name} does not exist.`,
        `Check the name and folder (the path starts from the site's folder), or create ${name}.`,
      );
    return report(linkWords(name, found.refused), `Copy the file into ${INCLUDE_FOLDER} instead of linking to it.`);
  }
  const real = found.at;
  if (state.stack.includes(real)) {
    const chain = [...state.stack.slice(state.stack.indexOf(real)), real];
    return report(
      `${name} includes itself, through ${chain.join(' → ')}: reading it would never end.`,
      `Remove the include of ${name} from ${here.file.file}, or the one that leads back to it.`,
    );
  }
  if (isFolder) {
    const listed = state.files.list(real);
    if (!listed) return report(`${name} is not a folder.`, `Name a folder ending in /, or a .yaml file without the /.`);
    const names = listed.filter((f) => /\.ya?ml$/.test(f)).sort();
    const nodes: Node[] = [];
    const data: unknown[] = [];
    state.stack.push(real);
    for (const f of names) {
      // Each file of the folder is followed too: a symlink in it may lead out of the site.
      const each = state.files.locate(`${name}${f}`);
      if ('refused' in each) {
        if (each.refused === 'missing')
          report(
            `${name}${f} cannot be read (a symlink to nothing?).`,
            `Remove ${name}${f}, or put the page itself there.`,
          );
        else report(linkWords(`${name}${f}`, each.refused), `Copy the file into ${name} instead of linking to it.`);
        continue;
      }
      const realFile = each.at;
      const one = readFile(state, here, `${name}${f}`, realFile, report);
      if (!one) continue;
      if (!one.data || typeof one.data !== 'object' || Array.isArray(one.data)) {
        report(
          `${name}${f} must hold one page (path:, title:, blocks:), as every file of a folder of pages does.`,
          `Write the page's fields at the start of the lines of ${name}${f}, with no "- " before path:.`,
        );
        continue;
      }
      nodes.push(one.node);
      data.push(one.data);
    }
    state.stack.pop();
    // The folder's list is a new sequence of the files' nodes; each node keeps its own file.
    const seq = here.source.doc.createNode([]) as YAMLSeq;
    seq.items = nodes as never;
    return { data, node: seq, here, real };
  }
  const one = readFile(state, here, name, real, report);
  if (!one) return undefined;
  const isList = Array.isArray(one.data);
  if (kind === 'page' && (isList || !one.data || typeof one.data !== 'object'))
    return report(
      `${name} must hold one page (path:, title:, blocks:) for page:.`,
      isList ? `For a list of pages, use children: ${name} under a page.` : `Write the page's fields in ${name}.`,
    );
  if (kind === 'list' && !isList)
    return report(
      `${name} must hold a list of pages (each starting with "- path:") for children:.`,
      `For a single page, use "- page: ${name}" in the list instead.`,
    );
  return { ...one, real };
}

/** Why a symlink is not read: it leads out of the site's folder, or it is in a version kept by git. */
const linkWords = (name: string, why: 'outside' | 'link') =>
  why === 'link'
    ? `${name} is a symlink in this version of the site; a version's symlinks are never followed, so nothing outside the site's folder is read.`
    : `${name} is a symlink to a place outside the site's folder, which is never read.`;

function readFile(
  state: State,
  here: Here,
  name: string,
  real: string,
  report: (message: string, fix: string) => undefined,
): { data: unknown; node: Node; here: Here } | undefined {
  if (++state.count > MAX_INCLUDES) {
    state.stop = true;
    return report(
      `The site is made of more than ${MAX_INCLUDES} files; no site needs that many, and reading them all would take too long.`,
      'Put several pages in one file (children: pages/x.yaml holds a list of pages).',
    );
  }
  const size = state.files.size(real);
  if (size === 'not-file')
    return report(`${name} is not a file.`, `Name ${INCLUDE_FOLDER}….yaml, or a folder ending in /.`);
  if (size === undefined) return report(`The file ${name} cannot be read.`, 'Check that it exists and can be read.');
  if (size > MAX_FILE_BYTES)
    return report(
      `${name} is ${(size / 1048576).toFixed(1)} MB; a site file may be at most ${MAX_FILE_BYTES / 1048576} MB.`,
      'Split its pages over several files, and put pictures under public/images.',
    );
  state.bytes += size;
  if (state.bytes > MAX_TOTAL_BYTES) {
    state.stop = true;
    return report(
      `The site's files together pass ${MAX_TOTAL_BYTES / 1048576} MB.`,
      'Remove pasted data from the pages; put pictures under public/images.',
    );
  }
  const bytes = state.files.read(real);
  if (!bytes) return report(`The file ${name} cannot be read.`, 'Check that it exists and can be read.');
  const shown = displayPath(join(state.siteDir, name));
  const decoded = bytes.includes(0) ? undefined : decodeUtf8(bytes);
  if (!decoded?.ok) return report(`${name} is not UTF-8 text.`, 'Save it as UTF-8 in your editor.');
  if (!decoded.text.trim()) return report(`${name} is empty.`, 'Write the page in it, or remove the include.');
  // A file holding an include is parsed every time: its tree takes the included files' nodes.
  const parsed = parsePageFile(shown, decoded.text, bytes, (data) =>
    Array.isArray(data) ? !data.some(holdsInclude) : !holdsInclude(data),
  );
  if (parsed.problems.length) state.problems.push(...parsed.problems);
  if (parsed.problems.some((p) => p.severity === 'error') || parsed.data === undefined) return undefined;
  const node = parsed.node as Node;
  here.source.includedFiles?.set(node, parsed.file);
  return { data: parsed.data, node, here: { source: here.source, file: parsed.file } };
}
