// Which file under pages/ holds a page, as the server said with the data (PageFileEntry): the
// browser only shows it, and never names a file to the server.
import type { DataPath } from '../../src/site/data-path.ts';
import type { PageFileEntry } from '../shared/api-contract.ts';

const startsWith = (path: DataPath, prefix: DataPath) =>
  prefix.length <= path.length && prefix.every((s, i) => path[i] === s);

/** The file holding the page at `path` (the innermost file it is in), or undefined for site.yaml. */
export function pageFileOf(entries: readonly PageFileEntry[], path: DataPath): string | undefined {
  let best: PageFileEntry | undefined;
  for (const e of entries)
    if (e.kind !== 'folder' && startsWith(path, e.path) && (!best || e.path.length > best.path.length)) best = e;
  return best?.file;
}

/** The folder of pages (one file a page) that the children of the page at `parent` come from, if any. */
export function folderOf(entries: readonly PageFileEntry[], parent: DataPath | undefined): string | undefined {
  const list = JSON.stringify(parent ? [...parent, 'children'] : ['routes']);
  return entries.find((e) => e.kind === 'folder' && JSON.stringify(e.path) === list)?.file;
}

/** The file a new page under `parent` would be saved in: the one holding the parent's list of pages. */
export function fileForNewPage(entries: readonly PageFileEntry[], parent: DataPath | undefined): string {
  return pageFileOf(entries, parent ? [...parent, 'children'] : ['routes']) ?? 'site.yaml';
}
