// Vite plugin: after the browser build, builds the server renderer (src/render/render-page.tsx)
// for Node and renders every route of site.yaml into <outDir>/<path>/index.html, plus
// 404.html, sitemap.xml and robots.txt. The site itself is not bundled into the renderer:
// the site plugin hands it over at run time, so build time and memory per page stay flat.
// Also makes `vite preview` serve the output the way a static host does.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { renderPage } from '../src/render/render-page.tsx';
import type { ClientRoute } from '../src/config/client-data.ts';
import { sitemapXml, robotsTxt } from '../src/seo/sitemap.ts';
import { fillTemplate } from '../src/seo/head.ts';
import { staticHostMiddleware } from './static-host.ts';
import { purgeUtilities, usedWords } from './css-purge.ts';
import { sitePluginApi } from './site-plugin.ts';
import { defaultCardCache, socialImages } from './social-images.ts';

type OutputBundle = Rolldown.OutputBundle;

interface ServerEntry {
  renderPage: typeof renderPage;
}

/** A made-up address no route matches, rendered into 404.html. */
export const NOT_FOUND_PATH = '/__not-found__';

function allRoutes(routes: readonly ClientRoute[]): ClientRoute[] {
  return routes.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
}

/** The output file of a page address: / -> index.html, /a/b -> a/b/index.html. */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Builds the server renderer into `outDir` and imports it. */
async function buildRenderer(config: ResolvedConfig, outDir: string): Promise<ServerEntry> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [react()],
    // Bundle the dependencies too: some (react-bootstrap) are not importable by Node as ESM.
    ssr: { noExternal: true },
    // Bundled CommonJS React picks its build from NODE_ENV at run time: use the fast production one.
    define: { 'process.env.NODE_ENV': JSON.stringify(config.mode === 'production' ? 'production' : 'development') },
    build: {
      ssr: resolve(config.root, 'src/render/render-page.tsx'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      // One file: Node does not need chunks.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  return (await import(pathToFileURL(join(outDir, 'render-page.js')).href)) as ServerEntry;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let bundle: OutputBundle | undefined;
  return {
    name: 'site-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, output) {
      if (!config.build.ssr) bundle = output;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr || !bundle || process.env.SITE_NO_PRERENDER) return;
      const started = Date.now();
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = join(outDir, '.ssr');
      const site = sitePluginApi(config.plugins).site();
      try {
        const { renderPage } = await buildRenderer(config, ssrDir);
        const built = Date.now();
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const routes = allRoutes(site.client.routes);
        const images = await socialImages(site.client, { outDir, publicDir: config.publicDir, cacheDir: defaultCardCache(config.root) });
        // The words of every page and script, for the CSS purge (gathered as pages are written).
        const used = new Set<string>();
        for (const route of routes) {
          const page = await renderPage(site, route.fullPath, { card: await images.cardFor(route), business: images.business });
          if (page.status !== 200) throw new Error(`Prerendering ${route.fullPath} gave status ${page.status}`);
          const file = join(outDir, htmlFileOf(route.fullPath));
          mkdirSync(join(file, '..'), { recursive: true });
          writeFileSync(file, fillTemplate(template, page.head(), page.html));
          usedWords([page.html], used);
        }
        const missing = await renderPage(site, NOT_FOUND_PATH, { card: await images.cardFor(), business: images.business });
        writeFileSync(join(outDir, '404.html'), fillTemplate(template, missing.head(), missing.html));
        usedWords([missing.html], used);
        // Ship only the Bootstrap utilities that the pages or scripts name.
        for (const item of Object.values(bundle)) if (item.type === 'chunk') usedWords([item.code], used);
        for (const item of Object.values(bundle)) {
          if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
          const file = join(outDir, item.fileName);
          const { css, removed } = purgeUtilities(readFileSync(file, 'utf8'), used);
          writeFileSync(file, css);
          config.logger.info(`${item.fileName}: dropped ${removed} unused utility rules`);
        }
        const business = site.client.business;
        writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(business, routes.map((r) => r.fullPath)));
        writeFileSync(join(outDir, 'robots.txt'), robotsTxt(business));
        config.logger.info(`prerendered ${routes.length} pages + 404.html in ${Date.now() - started} ms (server build ${built - started} ms)`);
        config.logger.info(`social cards: ${images.cache.rendered} rendered, ${images.cache.reused} from the cache`);
      } finally {
        // SITE_KEEP_SSR=1 keeps the server build (<outDir>/.ssr) for profiling the prerender.
        if (!process.env.SITE_KEEP_SSR) rmSync(ssrDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(staticHostMiddleware(outDir));
    },
  };
}
