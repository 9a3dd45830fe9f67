// The editor's Publish and History API, beside the routes of
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
import { answer, PUBLISH_BODY_LIMIT, readJson } from './http.ts';
import type { Route } from '../shared/api-contract.ts';
import { previewHtml } from './preview.ts';
import { history, publish, publishStatus, restore, startVersions, versionSite } from './publish.ts';

export const publishRoutes = {
  'GET publish': async (ctx, _req, res) => answer(res, 'GET publish', await publishStatus(ctx)),

  'POST publish': async (ctx, req, res) => {
    await readJson<'POST publish'>(req, res, PUBLISH_BODY_LIMIT);
    answer(res, 'POST publish', await publish(ctx));
  },

  'POST publish/init': async (ctx, req, res) => {
    await readJson<'POST publish/init'>(req, res, PUBLISH_BODY_LIMIT);
    answer(res, 'POST publish/init', await startVersions(ctx));
  },

  'GET publish/history': async (ctx, _req, res) => answer(res, 'GET publish/history', await history(ctx)),

  'GET publish/preview': async (ctx, req, res) => {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    // That version's site.yaml with the pages/ files it had, read from git: never today's.
    const checked = await versionSite(ctx, query.get('commit'));
    const path = query.get('path') ?? '/';
    const html = await previewHtml(ctx.host, checked, path.startsWith('/') ? path : '/');
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(html);
  },

  'POST publish/restore': async (ctx, req, res) => {
    const body = await readJson<'POST publish/restore'>(req, res, PUBLISH_BODY_LIMIT);
    answer(res, 'POST publish/restore', await restore(ctx, body));
  },
} satisfies Partial<Record<Route, Handler>>;
