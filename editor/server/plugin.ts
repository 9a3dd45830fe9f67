// Vite plugin (dev server only): the visual editor at /admin/ and its API under /__admin/api/.
// It answers only on this computer, accepts writes only from its own page, and writes only
// site.yaml, the files under pages/ it takes pages from, and new pictures under public/images/. `vite build` never includes it
// (apply: 'serve'); tests/e2e/admin-api.spec.ts checks that dist/ holds nothing of it.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { sitePluginApi } from '../../vite/site-plugin.ts';
import { forgetChecks, handleApi, type ApiContext } from './api.ts';
import { changeNews, readSite, type SiteNow } from './site-now.ts';
import { API_PREFIX } from '../shared/api-contract.ts';
import { withApiPreloads, withSharedHead } from './editor-page.ts';
import { serveUpload } from './fresh-uploads.ts';
import { refusal } from './guard.ts';
import { sendJson } from './http.ts';
import { SiteFile } from './site-file.ts';
import { EditorEvents } from './events.ts';
import { pageReloadPlugin } from './page-reload.ts';
import { EDITOR_PATH, isEditorAddress as isEditorPage } from '../../src/site/editor-address.ts';
import { apiRoutes as routes } from './routes.ts';
import { devServerPreview } from './preview.ts';

export const NO_FRAMING = { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };

function serveEditorPage(server: ViteDevServer): (url: string) => Promise<string> {
  const page = resolve(server.config.root, 'editor/client/index.html');
  const template = resolve(server.config.root, 'index.html');
  return async (url) =>
    server.transformIndexHtml(
      url,
      withApiPreloads(withSharedHead(readFileSync(page, 'utf8'), readFileSync(template, 'utf8')), ''),
    );
}

export function adminPlugin(): Plugin[] {
  const main: Plugin = {
    name: 'site-admin',
    apply: 'serve',
    configureServer(server) {
      const api = sitePluginApi(server.config.plugins);
      const ctx: ApiContext = {
        host: { renderPreview: devServerPreview(server), logError: (m) => server.config.logger.error(m) },
        site: new SiteFile(api.file),
        events: new EditorEvents(),
        publicDir: server.config.publicDir,
        cache: {},
      };
      const editorPage = serveEditorPage(server);

      // An external edit of site.yaml or of a file under pages/: told to the editor, which offers
      // to reload. Its own saves are not.
      let pending: ReturnType<typeof setTimeout> | undefined;
      try {
        ctx.site.takeNews(readSite(ctx).version); // what the editor will load
      } catch {
        /* no site.yaml yet: its first version is news */
      }
      const inFolder = (folder: string, file: string) => resolve(file).startsWith(resolve(folder) + sep);
      const pagesDir = join(dirname(api.file), 'pages');
      // Looked at in the file's turn: never between the writes of a save or a Restore and the
      // note that they are the editor's own.
      const tell = () => {
        clearTimeout(pending);
        pending = setTimeout(() => {
          void ctx.site
            .exclusive(() => {
              let now: SiteNow;
              try {
                now = readSite(ctx);
              } catch {
                return;
              }
              const from = ctx.site.knownVersion;
              if (ctx.site.takeNews(now.version)) ctx.events.send('changed', changeNews(ctx, from, now));
            })
            .catch((error: unknown) => ctx.host.logError(`the look at the changed site failed: ${String(error)}`));
        }, 120);
      };
      for (const event of ['add', 'unlink'] as const)
        server.watcher.on(event, (file) => {
          if (inFolder(ctx.publicDir, file)) forgetChecks(ctx);
          if (inFolder(pagesDir, file)) {
            forgetChecks(ctx); // a page file added to or gone from a folder of pages
            tell();
          }
        });
      server.watcher.on('change', (changed) => {
        if (resolve(changed) === api.file || inFolder(pagesDir, changed)) tell();
      });
      server.httpServer?.on('close', () => ctx.events.close());

      server.middlewares.use(async (req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (serveUpload(ctx.publicDir, path, req.method, res)) return;
        const isApi = path.startsWith(API_PREFIX);
        if (!isApi && !isEditorPage(path)) return next();
        // No other page may show the editor in a frame (a framed editor can be clicked blind).
        for (const [name, value] of Object.entries(NO_FRAMING)) res.setHeader(name, value);
        const refused = refusal(req);
        if (refused) return sendJson(res, 403, { error: refused });
        if (isApi) return handleApi(ctx, req, res, routes);
        if (path === '/admin') {
          res.statusCode = 308;
          res.setHeader('Location', EDITOR_PATH);
          return res.end();
        }
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        // Files of the editor's app (/admin/x.js) are Vite's; every other address is the page.
        if (path !== EDITOR_PATH && /\.[a-z0-9]+$/i.test(path)) return next();
        try {
          const html = await editorPage(req.originalUrl ?? path);
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(html);
        } catch (error) {
          next(error);
        }
      });
    },
  };
  return [main, pageReloadPlugin(isEditorPage)];
}
