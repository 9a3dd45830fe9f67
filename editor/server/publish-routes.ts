// The editor's Publish and History API (dev server only), beside the routes of
// editor/server/api.ts and under the same guard: this computer only, writes only from the
// editor's own page, small JSON bodies. What each route does is in editor/server/publish.ts.
//   GET  publish          -> { state: 'ready', branch, remote, changes, unpublished }
//   POST publish          -> { outcome, text, commit?, message?, push? }
//   POST publish/init     -> git init and a first version
//   GET  publish/history  -> { versions: [{ commit, date, author, message }] }
//   GET  publish/preview?commit=<id>&path=/x -> text/html of that page in that version
//   POST publish/restore  { commit, baseVersion, replaceUnpublished? } -> a new version
// Refusals are { error, state? }: 503 state 'no-git', 409 state 'not-repo', 400, 404, 409, 422.
import type { Handler } from './api.ts';
import { readJson, sendJson } from './http.ts';
import { previewHtml } from './preview.ts';
import { checkText } from './problems.ts';
import { history, publish, publishStatus, restore, startVersions, versionText } from './publish.ts';

const BODY_LIMIT = 16 * 1024;

export const publishRoutes: Record<string, Handler> = {
  'GET publish': async (ctx, _req, res) => sendJson(res, 200, await publishStatus(ctx)),

  'POST publish': async (ctx, req, res) => {
    await readJson(req, res, BODY_LIMIT);
    sendJson(res, 200, await publish(ctx));
  },

  'POST publish/init': async (ctx, req, res) => {
    await readJson(req, res, BODY_LIMIT);
    sendJson(res, 200, await startVersions(ctx));
  },

  'GET publish/history': async (ctx, _req, res) => sendJson(res, 200, await history(ctx)),

  'GET publish/preview': async (ctx, req, res) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const text = await versionText(ctx, query.get('commit'));
    const path = query.get('path') ?? '/';
    const html = await previewHtml(ctx.server, checkText('site.yaml', text).result, path.startsWith('/') ? path : '/');
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(html);
  },

  'POST publish/restore': async (ctx, req, res) => {
    const body = await readJson(req, res, BODY_LIMIT);
    sendJson(res, 200, await restore(ctx, body));
  },
};
