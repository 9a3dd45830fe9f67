// The editor's HTTP API under /__admin/api/. See docs/editor-api.md for the routes and their
// answers. Two hosts serve it: the Vite plugin under npm start (editor/server/plugin.ts) and the
// office, per site (office/editor/); each builds an ApiContext of its own per site. Only site.yaml,
// the files under pages/ it takes pages from (found by the server: editor/server/site-now.ts) and
// new files under public/images/ are ever written; uploads go through vite/pictures/upload-picture.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { bundleSchema } from '../shared/bundle-schema.ts';
import { renamePlan, RenameError } from '../shared/rename-links.ts';
import { readSchemaFiles } from '../../src/schema/schema-files.ts';
import { findShared } from '../../src/schema/schema-walk.ts';
import {
  changedFiles,
  changeNews,
  checkSite,
  entriesOf,
  forgetChecks,
  readSite,
  textsFor,
  type EditorCache,
  type Made,
  type SiteNow,
} from './site-now.ts';
import { previewHtml, type RenderPreview } from './preview.ts';
import { answer, HttpError, readBody, readJson, sendJson } from './http.ts';
import { listImages } from './images.ts';
import {
  MAX_UPLOAD_BYTES,
  removeAbandonedUploads,
  saveUpload,
  UploadRefused,
} from '../../vite/pictures/upload-picture.ts';
import { FileChanged, SiteFile } from './site-file.ts';
import { realOrNot } from './page-files.ts';
import type { EditorEvents } from './events.ts';
import { API_PREFIX, type Route } from '../shared/api-contract.ts';

/** What the editor needs from the server it runs in: the dev server, or the office. */
export interface EditorHost {
  /** The page at an address of a loaded site, in the site's own template and CSS. */
  renderPreview: RenderPreview;
  /** A failure of the editor's server, for the terminal (never shown to the page). */
  logError(message: string): void;
}

export interface ApiContext {
  host: EditorHost;
  site: SiteFile;
  events: EditorEvents;
  publicDir: string;
  cache: EditorCache;
}

export { forgetChecks };

/** Tests only: a pause between the check and the write, so outside writes can be timed into it. */
const SAVE_PAUSE_MS = Number(process.env.SITE_EDITOR_TEST_SAVE_PAUSE_MS) || 0;

/**
 * A save made from an older version (`from`): refused, naming the files changed since (or
 * `what`), and every open editor is told of the site as it is `now`.
 */
function refuseChanged(
  ctx: ApiContext,
  from: string,
  now: SiteNow,
  when: string,
  what = changedFiles(ctx, from, now),
): never {
  ctx.events.send('changed', changeNews(ctx, from, now));
  throw new HttpError(
    409,
    `${what} was changed on disk ${when}, so nothing was saved. Your changes are still in the editor.`,
    { version: now.version },
  );
}

/**
 * Writes the texts an edit made, page files first, each only over the version it was made from;
 * if any was changed on disk meanwhile, those already written go back as they were. Returns the
 * names of the files written.
 */
function writeAll(ctx: ApiContext, made: Made): string[] {
  const done: { file: SiteFile; text: string; version: string }[] = [];
  const writes = [
    ...made.pages.map((p) => ({
      name: p.file.name,
      file: new SiteFile(p.file.real as string),
      text: p.text,
      from: p.file,
    })),
    ...(made.text !== made.now.text
      ? [
          {
            name: 'site.yaml',
            file: ctx.site,
            text: made.text,
            from: { text: made.now.text, version: made.now.fileVersion },
          },
        ]
      : []),
  ];
  for (const w of writes) {
    try {
      // A page file is written only where it was read: a symlink put in its place since is not followed.
      if (w.file !== ctx.site && realOrNot(w.file.path) !== w.file.path) throw new FileChanged(readSite(ctx).version);
      done.push({ file: w.file, text: w.from.text, version: w.file.write(w.text, w.from.version) });
    } catch (error) {
      // The files written before this one go back as they were (unless changed again since).
      for (const d of done.reverse()) {
        try {
          d.file.write(d.text, d.version);
        } catch {
          /* changed on disk again: that change stays */
        }
      }
      if (error instanceof FileChanged)
        refuseChanged(ctx, made.now.version, readSite(ctx), 'while this save was being checked', w.name);
      throw error;
    }
  }
  return writes.map((w) => w.name);
}

export type Handler = (ctx: ApiContext, req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** The routes of this file; Publish and History are in publish-routes.ts. */
export const editorRoutes = {
  'GET site': (ctx, _req, res) => {
    const now = readSite(ctx);
    // The data as written (the loader's copy carries the schema's defaults), each page of a file
    // under pages/ in its place. `file` names the file the editor's drafts are kept under.
    answer(res, 'GET site', {
      file: ctx.site.path,
      version: now.version,
      text: now.text,
      data: now.data ?? null,
      problems: now.checked.problems,
      pageFiles: entriesOf(now),
    });
  },

  'GET schema': (_ctx, _req, res) => {
    answer(res, 'GET schema', bundleSchema(readSchemaFiles()));
  },

  'POST check': async (ctx, req, res) => {
    const body = await readJson<'POST check'>(req, res);
    const made = textsFor(ctx, body.data);
    const { checked } = checkSite(ctx, made.text, made.pageTexts);
    answer(res, 'POST check', { text: made.text, problems: checked.problems, pageFiles: made.entries });
  },

  'POST save': async (ctx, req, res) => {
    const body = await readJson<'POST save'>(req, res);
    const baseVersion = body.baseVersion;
    if (typeof baseVersion !== 'string')
      throw new HttpError(400, 'The request needs "baseVersion": the version of the site the changes were made to.');
    // One save at a time; each file is compared again right before it is replaced (SiteFile.write).
    await ctx.site.exclusive(async () => {
      // An outside change is said as such first, before anything the change would make of it.
      const now = readSite(ctx);
      if (now.version !== baseVersion) refuseChanged(ctx, baseVersion, now, 'since the editor loaded it');
      const made = textsFor(ctx, body.data, now);
      const { problems } = checkSite(ctx, made.text, made.pageTexts).checked;
      if (problems.some((p) => p.severity === 'error')) {
        sendJson(res, 422, { error: 'The site has mistakes; nothing was saved.', problems });
        return;
      }
      if (SAVE_PAUSE_MS) await new Promise((r) => setTimeout(r, SAVE_PAUSE_MS));
      const saved = writeAll(ctx, made);
      const version = saved.length ? readSite(ctx).version : made.now.version;
      ctx.site.takeNews(version); // the editor's own save is not news to it
      answer(res, 'POST save', { version, text: made.text, problems, pageFiles: made.entries, saved });
    });
  },

  'POST preview': async (ctx, req, res) => {
    const body = await readJson<'POST preview'>(req, res);
    const path = typeof body.path === 'string' && body.path.startsWith('/') ? body.path : '/';
    const made = textsFor(ctx, body.data);
    const { result } = checkSite(ctx, made.text, made.pageTexts).checked;
    const html = await previewHtml(ctx.host, result, path);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(html);
  },

  'GET images': (ctx, _req, res) => {
    answer(res, 'GET images', { images: listImages(resolve(ctx.publicDir, 'images'), ctx.publicDir) });
  },

  'POST images': async (ctx, req, res) => {
    const name = req.headers['x-file-name'];
    let original = 'picture';
    try {
      if (typeof name === 'string') original = decodeURIComponent(name);
    } catch {
      original = String(name);
    }
    const bytes = await readBody(req, res, MAX_UPLOAD_BYTES);
    if (!bytes.length) throw new HttpError(400, 'The upload is empty.');
    const saved = await saveUpload(ctx.publicDir, original, bytes).catch((error: unknown) => {
      throw error instanceof UploadRefused ? new HttpError(error.status, error.message) : error;
    });
    // An upload named only in a page of pages/ is in use too.
    const now = readSite(ctx);
    removeAbandonedUploads(ctx.publicDir, [now.text, ...now.files.map((f) => f.text)].join('\n'));
    forgetChecks(ctx);
    answer(res, 'POST images', saved, 201);
  },

  'POST rename-plan': async (_ctx, req, res) => {
    const body = await readJson<'POST rename-plan'>(req, res);
    if (typeof body.from !== 'string' || typeof body.to !== 'string')
      throw new HttpError(400, 'The request needs "from" and "to": the old and the new address, e.g. /why-use-us.');
    if (typeof body.data !== 'object' || body.data === null)
      throw new HttpError(400, 'The request needs "data": the whole site as an object.');
    try {
      const texts = findShared(body.data).filter((f) => f.kind === 'link' || f.kind === 'markdown');
      answer(res, 'POST rename-plan', renamePlan(body.data as Record<string, unknown>, body.from, body.to, texts));
    } catch (error) {
      if (error instanceof RenameError) throw new HttpError(400, error.message);
      throw error;
    }
  },

  'GET events': (ctx, _req, res) => {
    ctx.events.open(res);
  },
} satisfies Partial<Record<Route, Handler>>;

/** Answers a request to the API with the handler of its route: one for every route of the contract. */
export async function handleApi(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  all: Record<Route, Handler>,
): Promise<void> {
  const route = new URL(req.url ?? '/', 'http://localhost').pathname.slice(API_PREFIX.length);
  const handler = (all as Partial<Record<string, Handler>>)[`${req.method} ${route}`];
  try {
    if (!handler) {
      const known = Object.keys(all).some((k) => k.endsWith(` ${route}`));
      throw new HttpError(
        known ? 405 : 404,
        known ? `${req.method} is not allowed here.` : `There is no editor API at ${API_PREFIX}${route}.`,
      );
    }
    await handler(ctx, req, res);
  } catch (error) {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof HttpError) sendJson(res, error.status, { error: error.message, ...error.extra });
    else {
      ctx.host.logError(
        `editor API ${req.method} ${route}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendJson(res, 500, {
        error: `The editor's server failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
}
