// The whole site the forms edit, split back into its files: site.yaml as written (its
// "page: pages/x.yaml" and "children: pages/…" entries kept as they are) and the data of each
// file under pages/ it takes pages from. Walks the data as written, the whole site as the files
// hold it now and the new whole site together: list items are paired as yaml-edit pairs them
// (the same length: place by place; else equal items first, then alike ones), so a page keeps
// its file wherever it is. New pages go into the file that holds the list they were added to.
// What would need a file made or removed is refused in words, nothing written.
import type { DataPath } from '../../src/site/data-path.ts';
import type { PageFileEntry } from '../shared/api-contract.ts';
import { deepEqual, matchItems } from '../shared/yaml-edit.ts';
import { writtenData, type PageFile } from './page-files.ts';

/** A change the editor does not make to files under pages/; the message says what to do instead. */
export class SplitRefused extends Error {}

export interface SplitSite {
  /** site.yaml's new data, as written. */
  site: unknown;
  /** Each included file's new data, by name (only files whose data changed). */
  pages: Map<string, { file: PageFile; data: unknown }>;
  /** Where each file's pages sit in the new data. */
  entries: PageFileEntry[];
}

const keyOf = (path: DataPath) => JSON.stringify(path);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const pageWords = (page: unknown) => {
  const r = isRecord(page) ? page : {};
  const name = [r.name, r.heading, r.path].find((v) => typeof v === 'string' && v);
  return name ? `the page “${name as string}”` : 'a page';
};

/**
 * Splits `next` (the whole site after the owner's edits) into site.yaml's data and each page
 * file's. `written` is site.yaml's data as written, `old` the whole site the files hold now,
 * `files` the files it took pages from (each at its place in `old`).
 */
export function splitSite(written: unknown, old: unknown, next: unknown, files: readonly PageFile[]): SplitSite {
  const at = new Map(files.map((f) => [keyOf(f.at), f]));
  const under = new Set(files.flatMap((f) => f.at.map((_, i) => keyOf(f.at.slice(0, i + 1)))));
  under.add(keyOf([]));
  const byName = new Map<string, { file: PageFile; data: unknown }>();
  const entries: PageFileEntry[] = [];
  const outputs: { file: PageFile; data: unknown }[] = [];
  // Kept on the file: the files of the site as it is on disk are the same objects from one edit to the next.
  const writtenOf = (file: PageFile) => (file.written ??= { value: writtenData(file.text) }).value;

  const intoFile = (file: PageFile, oldValue: unknown, nextValue: unknown, oldPath: DataPath, newPath: DataPath) => {
    const data = walk(file, writtenOf(file), oldValue, nextValue, oldPath, newPath);
    entries.push({ path: newPath, file: file.name, kind: Array.isArray(data) ? 'list' : 'page' });
    outputs.push({ file, data });
  };

  function walk(
    owner: PageFile | undefined,
    w: unknown,
    o: unknown,
    n: unknown,
    oldPath: DataPath,
    newPath: DataPath,
  ): unknown {
    const here = keyOf(oldPath);
    const file = at.get(here);
    if (file && file !== owner) {
      // An include: its entry stays as written here; the value goes into its own file.
      intoFile(file, o, n, oldPath, newPath);
      return w;
    }
    // Nothing below comes from another file: the new value, or the value as written if unchanged
    // (a folder of pages with no file in it yet stays the folder's name).
    if (!under.has(here)) return deepEqual(o, n) ? w : n;
    if (typeof w === 'string' && Array.isArray(o)) return folder(w, o, n, oldPath, newPath);
    if (isRecord(w) && isRecord(o) && isRecord(n)) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(n))
        out[k] =
          Object.hasOwn(w, k) && Object.hasOwn(o, k) ? walk(owner, w[k], o[k], v, [...oldPath, k], [...newPath, k]) : v;
      for (const k of Object.keys(o))
        if (!Object.hasOwn(n, k) && under.has(keyOf([...oldPath, k])))
          throw new SplitRefused(
            `${pageWords(o)} would lose the pages it takes from ${filesUnder([...oldPath, k])}; the editor does not remove those files, so nothing was saved. Remove them in a text editor.`,
          );
      return out;
    }
    if (Array.isArray(w) && Array.isArray(o) && Array.isArray(n) && w.length === o.length) {
      const match = n.length === o.length ? n.map((_, j) => j) : matchItems(o, n);
      const kept = new Set(match.filter((i): i is number => i !== undefined));
      o.forEach((item, i) => {
        if (!kept.has(i) && under.has(keyOf([...oldPath, i])))
          throw new SplitRefused(
            `${pageWords(item)} is kept in ${filesUnder([...oldPath, i])}, and the editor does not remove pages kept in files of their own; nothing was saved. Remove it in a text editor (its file and its “page:” line in site.yaml).`,
          );
      });
      return n.map((v, j) => {
        const i = match[j];
        return i === undefined ? v : walk(owner, w[i], o[i], v, [...oldPath, i], [...newPath, j]);
      });
    }
    throw new SplitRefused(
      `The change replaces pages kept in ${filesUnder(oldPath)} by something else; the editor does not do that, so nothing was saved.`,
    );
  }

  /** children: pages/x/ — one file a page: the same number of pages, each into its own file. */
  function folder(w: string, o: unknown[], n: unknown, oldPath: DataPath, newPath: DataPath): string {
    if (!Array.isArray(n) || n.length !== o.length)
      throw new SplitRefused(
        `The pages under ${w} are one file each, and the editor does not add or remove those files; nothing was saved. Add or remove the page's file in ${w} in a text editor.`,
      );
    entries.push({ path: newPath, file: w, kind: 'folder' });
    o.forEach((item, k) => {
      const file = at.get(keyOf([...oldPath, k]));
      if (file) intoFile(file, item, n[k], [...oldPath, k], [...newPath, k]);
    });
    return w;
  }

  function filesUnder(path: DataPath): string {
    const names = [...new Set(files.filter((f) => path.every((s, i) => f.at[i] === s)).map((f) => f.name))];
    return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more files` : names.join(', ');
  }

  const site = walk(undefined, written, old, next, [], []);
  for (const { file, data } of outputs) {
    const same = byName.get(file.name);
    if (same && !deepEqual(same.data, data))
      throw new SplitRefused(
        `${file.name} is included at two places, and the change makes them differ; nothing was saved. Make the same change at both, or edit ${file.name} in a text editor.`,
      );
    byName.set(file.name, { file, data });
  }
  for (const [name, { file, data }] of byName) if (deepEqual(data, writtenOf(file))) byName.delete(name);
  return { site, pages: byName, entries };
}
