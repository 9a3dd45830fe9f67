// The files under pages/ a checked site took pages from (src/validate/includes.ts), as the editor
// edits them: each at the data path where its pages sit in the whole site (site.yaml with every
// included page put in place, the data the forms show), with its name from the site's folder,
// its real path on disk, its text as read and its version. The version of the site is one value
// over site.yaml and all of them: a save, a draft or a merge is made to all the files at once.
// The server alone says which file holds which page; the browser never names a file.
import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { LoadResult } from '../../src/validate/load-site.ts';
import type { FileText } from '../../src/validate/yaml-source.ts';
import type { DataPath } from '../../src/site/data-path.ts';
import { versionOf } from './site-file.ts';

export interface PageFile {
  /** Its path from the site's folder, as site.yaml names it: pages/services/lawn-care.yaml. */
  name: string;
  /** Its real path on disk (inside the site's pages/ folder), or undefined when it lies elsewhere. */
  real: string | undefined;
  /** Where its name led on disk when it was read (a symlink swapped since leads elsewhere). */
  disk: string | undefined;
  text: string;
  version: string;
  /** Where its content sits in the whole site's data: a page, or a list of pages. */
  at: DataPath;
  /** Its YAML root as the check read it, with its own file's positions. */
  node: Node;
  file: FileText;
  /** Its data as written (its own includes as names), made once when first asked for. */
  written?: { value: unknown };
}

/** The included files' roots in the site's tree, with the data path of each (outermost first). */
export function includedRoots(result: LoadResult): { at: DataPath; node: Node; file: FileText }[] {
  const included = result.source?.includedFiles;
  const out: { at: DataPath; node: Node; file: FileText }[] = [];
  if (!included?.size || !result.source) return out;
  const walk = (node: unknown, at: DataPath) => {
    const file = included.get(node as Node);
    if (file) out.push({ at, node: node as Node, file });
    if (isMap(node)) {
      for (const pair of node.items)
        if (isPair(pair) && isScalar(pair.key)) walk(pair.value, [...at, String(pair.key.value)]);
    } else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...at, i]));
  };
  walk(result.source.doc.contents, []);
  return out;
}

/** The site's folder for a site file's path. */
const siteDirOf = (siteFile: string) => dirname(resolve(siteFile));

/** `name` (pages/x.yaml) of a file the check read, from the site's folder. */
export function nameInSite(siteFile: string, file: string): string {
  return relative(siteDirOf(siteFile), resolve(file)).split(sep).join('/');
}

/**
 * The real path of an included file, if it is a file inside the site's own pages/ folder (the
 * only place the editor writes pages): a symlink that leads elsewhere, even inside the site's
 * folder, is not written through.
 */
function realInPages(siteFile: string, file: string): string | undefined {
  try {
    const pages = realpathSync(resolve(siteDirOf(siteFile), 'pages'));
    const real = realpathSync(resolve(file));
    const rel = relative(pages, real);
    return rel && !rel.startsWith('..') && !isAbsolute(rel) ? real : undefined;
  } catch {
    return undefined;
  }
}

/** Where a path leads on disk now, or undefined. */
export function realOrNot(path: string): string | undefined {
  try {
    return realpathSync(resolve(path));
  } catch {
    return undefined;
  }
}

/** The files a checked site took pages from, each where its pages sit in the site's data. */
export function pageFilesOf(siteFile: string, result: LoadResult): PageFile[] {
  return includedRoots(result).flatMap(({ at, node, file }) =>
    file.text === undefined
      ? []
      : [
          {
            name: nameInSite(siteFile, file.file),
            real: realInPages(siteFile, file.file),
            disk: realOrNot(file.file),
            text: file.text,
            version: versionOf(file.text),
            at,
            node,
            file,
          },
        ],
  );
}

/** The data of a page file as written in it (its own includes as names). */
export function writtenData(text: string): unknown {
  return parseDocument(text).toJS({ maxAliasCount: 100 }) as unknown;
}

/**
 * The version of the site's text: site.yaml's own version when it takes no page from another
 * file, else one over site.yaml and every included file, by name.
 */
export function siteVersion(siteFileVersion: string, files: readonly Pick<PageFile, 'name' | 'version'>[]): string {
  if (!files.length) return siteFileVersion;
  const seen = new Map(files.map((f) => [f.name, f.version]));
  const parts = [...seen].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, v]) => `${name}\n${v}`);
  return versionOf(['site.yaml', siteFileVersion, ...parts].join('\n'));
}
