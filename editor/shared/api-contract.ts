// The editor's API as both sides know it: where it answers, what each route takes and what it
// gives. The browser app (editor/client/api.ts, publish-api.ts) and the dev server
// (editor/server/api.ts, publish-routes.ts) import these; docs/editor-api.md describes them.
import type { Problem as CheckProblem } from '../../src/validate/problem.ts';
import type { DataPath } from '../../src/site/data-path.ts';
import type { RenamePlan } from './rename-links.ts';

/** Every route of the API is under this path of the dev server. */
export const API_PREFIX = '/__admin/api/';

/**
 * A problem as the editor shows it: the validator's problem (the same line, column, message,
 * hint and place in words as `npm run validate`) at the data path of the value it is about,
 * with the field named by its form label.
 */
export type Problem = Pick<CheckProblem, 'severity' | 'line' | 'column' | 'message' | 'fix' | 'where'> & {
  path: DataPath;
  /** A problem in a file under pages/: that file, from the site's folder (line and column are in it). */
  file?: string;
};

/**
 * Where the pages of a file under pages/ sit in the site's data (src/validate/includes.ts):
 * `page` one page (- page: pages/x.yaml, or one file of a folder), `list` a list of pages
 * (children: pages/x.yaml), `folder` the pages of a folder, one file each (children: pages/x/).
 * The server says it with every state of the data; the browser shows it and never names a file.
 */
export interface PageFileEntry {
  path: DataPath;
  /** From the site's folder: pages/x.yaml, or pages/x/ for a folder. */
  file: string;
  kind: 'page' | 'list' | 'folder';
}

export interface SiteState {
  /** The site file's path on disk (the browser keeps drafts under it). */
  file: string;
  /**
   * The version of the site's text: sha256 of site.yaml's bytes, or, when it takes pages from
   * files under pages/, one sha256 over site.yaml and each of those files.
   */
  version: string;
  /** site.yaml's text. */
  text: string;
  /**
   * The whole site as written, each page taken from a file under pages/ in its place (see
   * pageFiles); null when the YAML cannot be read.
   */
  data: Record<string, unknown> | null;
  problems: Problem[];
  pageFiles: PageFileEntry[];
}

export interface ImageEntry {
  /** The site path, e.g. /images/team.jpg */
  path: string;
  /** The size it shows at (upright); left out when it cannot be read. */
  width?: number;
  height?: number;
}

export interface SavedUpload {
  /** The site path, e.g. /images/uploads/porch-3f2a9c01d4.jpg */
  path: string;
  width: number;
  height: number;
}

export type PushOutcome =
  | { ok: true; upToDate: boolean }
  | { ok: false; reason: 'auth' | 'rejected' | 'unreachable' | 'not-found' | 'timeout' | 'other'; detail: string };

export interface PublishStatus {
  state: 'ready';
  branch: string | null;
  remote: { name: string; url: string } | null;
  /** What Publish would say changed since the last published version. */
  changes: string[];
  /** site.yaml differs from the last published version. */
  unpublished: boolean;
}

export interface PublishResult {
  /** published: committed and sent; committed: committed here only; nothing: no change. */
  outcome: 'published' | 'committed' | 'nothing';
  /** Everything in one or two plain sentences. */
  text: string;
  commit?: string;
  message?: string;
  /** Present when a remote was tried. */
  push?: PushOutcome;
}

export interface Version {
  commit: string;
  /** ISO 8601, when it was committed. */
  date: string;
  author: string;
  message: string;
}

/** What each route takes (its JSON body, or its query for a GET) and gives with 200 or 201. */
export interface ApiRoutes {
  'GET site': { request: undefined; response: SiteState };
  /** One draft 2020-12 document, every $ref local. */
  'GET schema': { request: undefined; response: Record<string, unknown> };
  /** text: site.yaml's text with the data; pageFiles: where the files' pages sit in it. */
  'POST check': {
    request: { data: unknown };
    response: { text: string; problems: Problem[]; pageFiles: PageFileEntry[] };
  };
  /**
   * problems: the warnings (a site with errors is refused with 422). The data is split into
   * site.yaml and the files under pages/ that hold its pages; `saved` names the files written.
   */
  'POST save': {
    request: { baseVersion: string; data: unknown };
    response: { version: string; text: string; problems: Problem[]; pageFiles: PageFileEntry[]; saved: string[] };
  };
  /** The page at `path` as text/html. */
  'POST preview': { request: { data: unknown; path: string }; response: string };
  'GET images': { request: undefined; response: { images: ImageEntry[] } };
  /** The picture's bytes, its name in the X-File-Name header (URI-encoded); 201. */
  'POST images': { request: Blob; response: SavedUpload };
  'POST rename-plan': {
    request: { data: unknown; from: string; to: string };
    response: RenamePlan<Record<string, unknown>>;
  };
  /** Server-sent events: see ApiEvents. */
  'GET events': { request: undefined; response: never };
  'GET publish': { request: undefined; response: PublishStatus };
  'POST publish': { request: Record<string, never>; response: PublishResult };
  'POST publish/init': { request: Record<string, never>; response: PublishResult };
  'GET publish/history': { request: undefined; response: { versions: Version[] } };
  /** The page at `path` in that version, as text/html. */
  'GET publish/preview': { request: { commit: string; path: string }; response: string };
  'POST publish/restore': {
    request: { commit: string; baseVersion: string; replaceUnpublished?: boolean };
    response: PublishResult & { version: string };
  };
}

/** A route as `METHOD path`, e.g. `POST publish/init`. */
export type Route = keyof ApiRoutes;
export type RequestOf<R extends Route> = ApiRoutes[R]['request'];
export type ResponseOf<R extends Route> = ApiRoutes[R]['response'];
/** A request body as the server receives it: the fields the route reads, each still to be checked. */
export type Untrusted<T> = { [K in keyof T]?: unknown };

/**
 * The part of a page's address before the editor's own: '/s/NAME' for the editor of one site of
 * the office (/s/NAME/admin/), '' under npm start and for the office's one site (/admin/).
 */
export const siteBaseOf = (pathname: string): string => /^(\/s\/[a-z0-9-]+)\/admin(?:\/|$)/.exec(pathname)?.[1] ?? '';

/** The address of a route under a site's base: `POST publish/init`, '/s/NAME' -> /s/NAME/__admin/api/publish/init. */
export const apiAddress = (route: Route, base: string): string =>
  base + API_PREFIX + route.slice(route.indexOf(' ') + 1);

/** The address of a route: `POST publish/init` -> /__admin/api/publish/init (/s/NAME/__admin/api/… in the office). */
export const addressOf = (route: Route): string =>
  apiAddress(route, typeof location === 'undefined' ? '' : siteBaseOf(location.pathname));

/**
 * What the editor's page asks for before its script runs: the preloads that the servers add to
 * editor/client/index.html (editor/server/editor-page.ts), which names no API address itself.
 */
export const PRELOADED_ROUTES = ['GET site', 'GET schema'] as const satisfies readonly Route[];

/** The events of GET events: `changed` when the site's files changed on disk by anything but the editor. */
export interface ApiEvents {
  /**
   * The site on disk changed, by something other than this editor: its version now, and the
   * files that differ (site.yaml, pages/x.yaml) from `from`, the version before it, when the
   * server knows them.
   */
  changed: { version: string; from?: string; files?: string[] };
}

/** Every refusal: an error in plain words, and what the editor needs to go on. */
export interface Refusal {
  error: string;
  /** GET publish: 503 'no-git', 409 'not-repo'. */
  state?: 'no-git' | 'not-repo';
  /** 409 on save or restore: the version of the site's text now on disk (SiteState.version). */
  version?: string;
  /** 422: the mistakes that stopped a save, publish or restore. */
  problems?: Problem[];
  /** 409 on restore: saved changes were never published. */
  unpublished?: boolean;
}
