// Vite plugin (dev server): serves every page the way the build does, rendered on the
// server with its islands, not as a single-page app. The page is rendered at each request
// from the current site.yaml, so an edit shows at the next load (the site plugin reloads
// open tabs). While site.yaml has mistakes, a page shows them in Vite's error overlay.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type { renderPage } from '../src/render/render-page.tsx';
import { fillTemplate, escapeHtml, scriptJson } from '../src/seo/head.ts';
import { SiteError, sitePluginApi } from './site-plugin.ts';

const RENDERER = '/src/render/render-page.tsx';

/** Addresses of pages: no file extension (or .html), not Vite's own. */
export function isPageRequest(req: Connect.IncomingMessage): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
  const path = req.url.split(/[?#]/, 1)[0];
  if (/^\/(@|__|node_modules\/|src\/)/.test(path)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/** A page that shows the site's mistakes in Vite's overlay (and as text without scripts). */
function mistakesPage(template: string, message: string): string {
  const overlay = `<script type="module">import { ErrorOverlay } from '/@vite/client';
document.body.appendChild(new ErrorOverlay(${scriptJson({ message, stack: '', plugin: 'site-config' })}));</script>`;
  return fillTemplate(
    template,
    `<title>site.yaml has mistakes</title>\n${overlay}`,
    `<pre class="container py-4">${escapeHtml(message)}</pre>`,
  );
}

export function devPagesPlugin(): Plugin {
  return {
    name: 'site-dev-pages',
    apply: 'serve',
    // No single-page-app fallback to index.html: every page address is rendered here.
    config: () => ({ appType: 'custom' }),
    configureServer(server: ViteDevServer) {
      const api = sitePluginApi(server.config.plugins);
      const indexHtml = resolve(server.config.root, 'index.html');
      // After Vite's own middlewares (modules, public files).
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (!isPageRequest(req)) return next();
          const url = new URL(req.url ?? '/', 'http://localhost');
          try {
            const template = await server.transformIndexHtml(
              url.pathname,
              readFileSync(indexHtml, 'utf8'),
              req.originalUrl,
            );
            let status: number;
            let html: string;
            try {
              const site = api.site();
              const { renderPage: render } = (await server.ssrLoadModule(RENDERER)) as {
                renderPage: typeof renderPage;
              };
              const page = await render(site, url.pathname.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1'));
              status = page.status;
              html = fillTemplate(template, page.head(), page.html, page.lang);
            } catch (error) {
              if (!(error instanceof SiteError)) throw error;
              status = 500;
              html = mistakesPage(template, error.message);
            }
            res.statusCode = status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(html);
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
