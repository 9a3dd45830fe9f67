// The site as the editor reads and writes it: site.yaml and the files under pages/ it takes pages
// from, read together, with one version over them all (editor/server/page-files.ts); the texts
// the owner's data makes in each file (minimal edits, comments kept: editor/shared/yaml-edit.ts);
// and the checks of those texts, kept while neither the texts nor the files on disk change.
import { readFileSync } from 'node:fs';
import { displayPath } from '../../src/validate/site-location.ts';
import { prepareYaml, YamlEditError } from '../shared/yaml-edit.ts';
import type { ApiEvents, PageFileEntry } from '../shared/api-contract.ts';
import { checkText, dataOfDoc } from './problems.ts';
import { HttpError } from './http.ts';
import { pageFilesOf, realOrNot, siteVersion, type PageFile } from './page-files.ts';
import { splitSite, SplitRefused } from './split-site.ts';
import { versionOf } from './site-file.ts';
import type { ApiContext } from './api.ts';

export type Checked = ReturnType<typeof checkText>;

/** What reading the site needs: its file, its public/, and (in the editor's API) a cache. */
export type SiteCtx = Pick<ApiContext, 'site' | 'publicDir'> & { cache?: EditorCache };

/** What the API keeps of one site between requests; one per context, so sites never mix. */
export interface EditorCache {
  /** Parsed files, by version: parsing is the slow part of an edit. */
  prepared?: Map<string, (data: unknown) => string>;
  /**
   * The last texts made, kept while the files and the data stay: the editor asks for a check and
   * a preview of the same change one after the other.
   */
  lastEdit?: { version: string; data: string; made: Made };
  /**
   * The last two checks (the files as they are, and the owner's change), kept while their texts
   * stay: those read from disk are looked at again each time.
   */
  checks?: Map<string, CheckEntry>;
  /** The versions of each file of the last few versions of the site, to name the file that changed. */
  seen?: Map<string, Map<string, string>>;
}

export interface CheckEntry {
  checked: Checked;
  files: PageFile[];
  /** The whole site's data, made once when first asked for. */
  data?: { value: Record<string, unknown> | undefined };
}

export interface SiteNow {
  /** site.yaml's text and version. */
  text: string;
  fileVersion: string;
  checked: Checked;
  files: PageFile[];
  /** The version of the whole site's text (SiteState.version). */
  version: string;
  /** The whole site as written, each included page in its place; undefined when it cannot be read. */
  data: Record<string, unknown> | undefined;
}

/** The texts an edit makes: site.yaml's and those of the page files it changed. */
export interface Made {
  now: SiteNow;
  text: string;
  pages: { file: PageFile; text: string }[];
  /** The edited page files' texts by real path, for the check. */
  pageTexts: Map<string, string>;
  entries: PageFileEntry[];
}

const siteName = (ctx: SiteCtx) => displayPath(ctx.site.path);

/** Whether every included file the check read still holds on disk what it read. */
function stillOnDisk(files: readonly PageFile[], unsaved?: ReadonlyMap<string, string>): boolean {
  return files.every((f) => {
    const disk = realOrNot(f.file.file);
    if (!disk || disk !== f.disk) return false;
    if (f.real && unsaved?.has(f.real)) return true;
    try {
      return readFileSync(disk, 'utf8') === f.text;
    } catch {
      return false;
    }
  });
}

/** The check of site.yaml's `text` with its included files (`pageTexts` in place of some on disk). */
export function checkSite(ctx: SiteCtx, text: string, pageTexts?: ReadonlyMap<string, string>): CheckEntry {
  const key = [versionOf(text), ...[...(pageTexts ?? [])].map(([p, t]) => `${p}\n${versionOf(t)}`)].join('\n');
  const checks = ctx.cache ? (ctx.cache.checks ??= new Map()) : new Map<string, CheckEntry>();
  const last = checks.get(key);
  checks.delete(key);
  if (last && stillOnDisk(last.files, pageTexts)) {
    checks.set(key, last);
    return last;
  }
  const checked = checkText(siteName(ctx), text, ctx.publicDir, pageTexts);
  const entry = { checked, files: pageFilesOf(ctx.site.path, checked.result) };
  checks.set(key, entry);
  if (checks.size > 2) checks.delete(checks.keys().next().value as string);
  return entry;
}

/** The checks also look at which files public/ holds: a file added or removed there makes them stale. */
export function forgetChecks(ctx: ApiContext): void {
  ctx.cache.checks = undefined;
}

/** The site as it is on disk now. */
export function readSite(ctx: SiteCtx): SiteNow {
  const { text, version: fileVersion } = ctx.site.read();
  const entry = checkSite(ctx, text);
  const { checked, files } = entry;
  const version = siteVersion(fileVersion, files);
  const seen: Map<string, Map<string, string>> = ctx.cache ? (ctx.cache.seen ??= new Map()) : new Map();
  seen.set(version, new Map([['site.yaml', fileVersion], ...files.map((f) => [f.name, f.version] as const)]));
  if (seen.size > 20) seen.delete(seen.keys().next().value as string);
  entry.data ??= { value: dataOfDoc(checked.result) as Record<string, unknown> | undefined };
  const data = entry.data.value;
  return { text, fileVersion, checked, files, version, data };
}

/**
 * The files that differ between a version the editor saw and `now` ("site.yaml",
 * "pages/x.yaml"); undefined when that version is not one it saw. A site of one file has one.
 */
function changedNames(ctx: ApiContext, from: string, now: SiteNow): string[] | undefined {
  const before = ctx.cache.seen?.get(from);
  if (!before) return now.files.length ? undefined : ['site.yaml'];
  const after = new Map([['site.yaml', now.fileVersion], ...now.files.map((f) => [f.name, f.version] as const)]);
  const names = [...new Set([...before.keys(), ...after.keys()])].filter((n) => before.get(n) !== after.get(n));
  return names.length ? names : undefined;
}

/** The files that differ between a version the editor saw and `now`, in words: "pages/x.yaml". */
export function changedFiles(ctx: ApiContext, from: string, now: SiteNow): string {
  return changedNames(ctx, from, now)?.join(', ') ?? 'the site’s files';
}

/** The news that the site on disk is `now`, no longer `from`: its version, and which files changed when known. */
export function changeNews(ctx: ApiContext, from: string | undefined, now: SiteNow): ApiEvents['changed'] {
  const files = from === undefined ? undefined : changedNames(ctx, from, now);
  return files ? { version: now.version, from, files } : { version: now.version };
}

/** Minimal edits of a file's text to hold `data`; a file that cannot take them is named. */
function edited(ctx: ApiContext, name: string, text: string, version: string, data: unknown, now: SiteNow): string {
  const prepared = (ctx.cache.prepared ??= new Map());
  try {
    let edit = prepared.get(version);
    if (!edit) {
      edit = prepareYaml(text);
      prepared.set(version, edit);
      if (prepared.size > 8) prepared.delete(prepared.keys().next().value as string);
    }
    return edit(data);
  } catch (error) {
    if (error instanceof YamlEditError)
      throw new HttpError(409, name === 'site.yaml' ? error.message : `${name}: ${error.message}`, {
        version: now.version,
      });
    throw error;
  }
}

/**
 * The texts of site.yaml and of its page files with `data`, the whole site the forms edit, made
 * over `now` (the site as just read, by default read here).
 */
export function textsFor(ctx: ApiContext, data: unknown, now: SiteNow = readSite(ctx)): Made {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new HttpError(400, 'The request needs "data": the whole site as an object.');
  const asJson = JSON.stringify(data);
  const last = ctx.cache.lastEdit;
  if (last?.version === now.version && last.data === asJson) return last.made;
  if (!now.data) {
    // site.yaml cannot be read: the edit of its text says why, in the words of yaml-edit.
    const text = edited(ctx, 'site.yaml', now.text, now.fileVersion, data, now);
    return { now, text, pages: [], pageTexts: new Map(), entries: [] };
  }
  let split;
  try {
    const written = now.checked.result.source?.written ?? now.data;
    // A site without page files is site.yaml alone: the data is its data.
    split = now.files.length
      ? splitSite(written, now.data, data, now.files)
      : { site: data, pages: new Map<string, never>(), entries: [] };
  } catch (error) {
    if (error instanceof SplitRefused) throw new HttpError(422, error.message);
    throw error;
  }
  const pages = [...split.pages.values()].map(({ file, data: value }) => {
    if (!file.real)
      throw new HttpError(
        422,
        `${file.name} is a link to a file outside the site's pages/ folder, and the editor writes only files inside pages/; nothing was saved. Edit it in a text editor.`,
      );
    return { file, text: edited(ctx, file.name, file.text, file.version, value, now) };
  });
  const text = edited(ctx, 'site.yaml', now.text, now.fileVersion, split.site, now);
  const pageTexts = new Map(pages.map((p) => [p.file.real as string, p.text]));
  const made: Made = { now, text, pages, pageTexts, entries: split.entries };
  ctx.cache.lastEdit = { version: now.version, data: asJson, made };
  return made;
}

/** Where the pages of each file sit in the site as it is now. */
export function entriesOf(now: SiteNow): PageFileEntry[] {
  if (!now.data || !now.files.length) return [];
  try {
    const written = now.checked.result.source?.written ?? now.data;
    return splitSite(written, now.data, now.data, now.files).entries;
  } catch {
    return [];
  }
}
