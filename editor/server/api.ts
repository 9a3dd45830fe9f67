// The editor's HTTP API under /__admin/api/. See docs/editor-api.md for the routes and their
// answers. Two hosts serve it: the Vite plugin under npm start (editor/server/plugin.ts) and the
// office, per site (office/editor/); each builds an ApiContext of its own per site. Only site.yaml and new files under public/images/ are ever written;
// uploads go through vite/pictures/upload-picture.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { displayPath } from '../../src/validate/site-location.ts';
import { prepareYaml, YamlEditError } from '../shared/yaml-edit.ts';
import { bundleSchema } from '../shared/bundle-schema.ts';
import { renamePlan, RenameError } from '../shared/rename-links.ts';
import { readSchemaFiles } from '../../src/schema/schema-files.ts';
import { findShared } from '../../src/schema/schema-walk.ts';
import { checkText, dataOfDoc } from './problems.ts';
import { includedFiles } from './included-files.ts';
import { previewHtml, type RenderPreview } from './preview.ts';
import { answer, HttpError, readBody, readJson, sendJson } from './http.ts';
import { listImages } from './images.ts';
import {
  MAX_UPLOAD_BYTES,
  removeAbandonedUploads,
  saveUpload,
  UploadRefused,
} from '../../vite/pictures/upload-picture.ts';
import { FileChanged, type SiteFile } from './site-file.ts';
import type { EditorEvents } from './events.ts';
import { API_PREFIX, type Route } from '../shared/api-contract.ts';

/** What the editor needs from the server it runs in: the dev server, or the office. */
export interface EditorHost {
  /** The page at an address of a loaded site, in the site's own template and CSS. */
  renderPreview: RenderPreview;
  /** A failure of the editor's server, for the terminal (never shown to the page). */
  logError(message: string): void;
}

/** What the API keeps of one site between requests; one per context, so sites never mix. */
export interface EditorCache {
  /** The parsed file, kept while its version stays: parsing site.yaml is the slow part of an edit. */
  prepared?: { version: string; edit: (data: unknown) => string };
  /**
   * The last text made, kept while the file and the data stay: the editor asks for a check and a
   * preview of the same change one after the other, and an edit reads the whole text back.
   */
  lastText?: { version: string; data: string; text: string };
  /** The last check, kept while the text stays: the editor checks, previews and saves the same text. */
  lastCheck?: { text: string; checked: ReturnType<typeof checkText> };
}

export interface ApiContext {
  host: EditorHost;
  site: SiteFile;
  events: EditorEvents;
  publicDir: string;
  cache: EditorCache;
}

function fileName(ctx: ApiContext): string {
  return displayPath(ctx.site.path);
}

/** The text site.yaml would have with `data`: minimal edits of the file as it is now. */
function textFor(ctx: ApiContext, data: unknown): { text: string; version: string } {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new HttpError(400, 'The request needs "data": the whole site as an object.');
  const current = ctx.site.read();
  const asJson = JSON.stringify(data);
  const cache = ctx.cache;
  if (cache.lastText?.version === current.version && cache.lastText.data === asJson)
    return { text: cache.lastText.text, version: current.version };
  try {
    if (cache.prepared?.version !== current.version)
      cache.prepared = { version: current.version, edit: prepareYaml(current.text) };
    const text = cache.prepared.edit(data);
    cache.lastText = { version: current.version, data: asJson, text };
    return { text, version: current.version };
  } catch (error) {
    if (error instanceof YamlEditError) throw new HttpError(409, error.message, { version: current.version });
    throw error;
  }
}

/** The checks also look at which files public/ holds: a file added or removed there makes them stale. */
export function forgetChecks(ctx: ApiContext): void {
  ctx.cache.lastCheck = undefined;
}

// GET site checks the file the last save wrote: the same text, checked once.
function check(ctx: ApiContext, text: string): ReturnType<typeof checkText> {
  if (ctx.cache.lastCheck?.text !== text)
    ctx.cache.lastCheck = { text, checked: checkText(fileName(ctx), text, ctx.publicDir) };
  return ctx.cache.lastCheck.checked;
}

/** Tests only: a pause between the check and the write, so outside writes can be timed into it. */
const SAVE_PAUSE_MS = Number(process.env.SITE_EDITOR_TEST_SAVE_PAUSE_MS) || 0;

/** A save made from an older version: refused, and every open editor is told of the new one. */
function refuseChanged(ctx: ApiContext, version: string, when: string): never {
  ctx.events.send('changed', { version });
  throw new HttpError(
    409,
    `site.yaml was changed on disk ${when}, so nothing was saved. Your changes are still in the editor.`,
    { version },
  );
}

export type Handler = (ctx: ApiContext, req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** The routes of this file; Publish and History are in publish-routes.ts. */
export const editorRoutes = {
  'GET site': (ctx, _req, res) => {
    const { text, version } = ctx.site.read();
    const { result, problems } = check(ctx, text);
    // The data as written (the loader's copy carries the schema's defaults).
    // `file` names the file the editor's drafts are kept under.
    answer(res, 'GET site', {
      file: ctx.site.path,
      version,
      text,
      data: (dataOfDoc(result) as Record<string, unknown> | undefined) ?? null,
      problems,
    });
  },

  'GET schema': (_ctx, _req, res) => {
    answer(res, 'GET schema', bundleSchema(readSchemaFiles()));
  },

  'POST check': async (ctx, req, res) => {
    const body = await readJson<'POST check'>(req, res);
    const { text } = textFor(ctx, body.data);
    answer(res, 'POST check', { text, problems: check(ctx, text).problems });
  },

  'POST save': async (ctx, req, res) => {
    const body = await readJson<'POST save'>(req, res);
    const baseVersion = body.baseVersion;
    if (typeof baseVersion !== 'string')
      throw new HttpError(400, 'The request needs "baseVersion": the version of site.yaml the changes were made to.');
    // One save at a time; the file is compared again right before it is replaced (SiteFile.write).
    await ctx.site.exclusive(async () => {
      const { text, version } = textFor(ctx, body.data);
      if (version !== baseVersion) refuseChanged(ctx, version, 'since the editor loaded it');
      const { problems } = check(ctx, text);
      if (problems.some((p) => p.severity === 'error')) {
        sendJson(res, 422, { error: 'The site has mistakes; nothing was saved.', problems });
        return;
      }
      if (SAVE_PAUSE_MS) await new Promise((r) => setTimeout(r, SAVE_PAUSE_MS));
      let saved = version;
      try {
        if (text !== ctx.site.read().text) saved = ctx.site.write(text, version);
      } catch (error) {
        if (error instanceof FileChanged) refuseChanged(ctx, error.version, 'while this save was being checked');
        throw error;
      }
      answer(res, 'POST save', { version: saved, text, problems });
    });
  },

  'POST preview': async (ctx, req, res) => {
    const body = await readJson<'POST preview'>(req, res);
    const path = typeof body.path === 'string' && body.path.startsWith('/') ? body.path : '/';
    const { text } = textFor(ctx, body.data);
    const { result } = check(ctx, text);
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
    const { text } = ctx.site.read();
    const included = includedFiles(check(ctx, text).result).map((f) => f.text);
    removeAbandonedUploads(ctx.publicDir, [text, ...included].join('\n'));
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
