// Vite plugin: after the client build, builds src/prerender.tsx for Node (SSR build),
// renders every route of site.yaml into <outDir>/<path>/index.html (plus 404.html,
// sitemap.xml and robots.txt), and preloads each page's own chunks. Also makes
// `vite preview` serve the output the way a static host does.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
import type { PageImages, RenderResult } from '../src/prerender.tsx';
import type { ClientRoute, ClientSite } from '../src/config/client-data.ts';
import { sitemapXml, robotsTxt } from '../src/seo/sitemap.ts';
import { fillTemplate } from '../src/seo/head.ts';
import { staticHostMiddleware } from './static-host.ts';
import { purgeUtilities, usedWords } from './css-purge.ts';
import { defaultCardCache, socialImages } from './social-images.ts';

interface ServerEntry {
  render(path: string, images?: PageImages): Promise<RenderResult>;
  site: ClientSite;
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

/** The chunks (JS, CSS) a page needs beyond the entry: its content module and its blocks. */
function pageAssets(bundle: OutputBundle, route: ClientRoute, base: string) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const skip = new Set<string>();
  const addStatic = (c: OutputChunk | undefined) => {
    if (!c || skip.has(c.fileName)) return;
    skip.add(c.fileName);
    c.imports.forEach((f) => addStatic(byFile.get(f)));
  };
  addStatic(entry);
  const roots = chunks.filter((c) => {
    const id = c.facadeModuleId ?? '';
    return id === `\0virtual:site/page/${route.id}` || route.blockTypes.some((t) => id.replace(/\\/g, '/').includes(`/src/blocks/${t}/`));
  });
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (c: OutputChunk | undefined) => {
    if (!c || skip.has(c.fileName) || js.has(c.fileName)) return;
    js.add(c.fileName);
    const meta = (c as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
    meta?.importedCss.forEach((f) => css.add(f));
    c.imports.forEach((f) => visit(byFile.get(f)));
  };
  roots.forEach(visit);
  return { modulePreloads: [...js].map((f) => base + f), stylesheets: [...css].map((f) => base + f) };
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
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        // Bundle the dependencies too: some (react-bootstrap) are not importable by Node as ESM.
        ssr: { noExternal: true },
        // Bundled CommonJS React picks its build from NODE_ENV at run time: use the fast production one.
        define: { 'process.env.NODE_ENV': JSON.stringify(config.mode === 'production' ? 'production' : 'development') },
        build: { ssr: resolve(config.root, 'src/prerender.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, minify: false,
          // One file: Node does not need the per-page chunks, and writing 1,000 of them costs time.
          rolldownOptions: { output: { codeSplitting: false } } },
      });
      const built = Date.now();
      try {
        const server = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as ServerEntry;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const routes = allRoutes(server.site.routes);
        const images = await socialImages(server.site, { outDir, publicDir: config.publicDir, cacheDir: defaultCardCache(config.root) });
        const texts: string[] = [];
        for (const route of routes) {
          const page = await server.render(route.fullPath, { card: await images.cardFor(route), business: images.business });
          if (page.status !== 200) throw new Error(`Prerendering ${route.fullPath} gave status ${page.status}`);
          const file = join(outDir, htmlFileOf(route.fullPath));
          mkdirSync(join(file, '..'), { recursive: true });
          writeFileSync(file, fillTemplate(template, page.head(pageAssets(bundle, route, config.base)), page.html));
          texts.push(page.html);
        }
        const missing = await server.render(NOT_FOUND_PATH, { card: await images.cardFor(), business: images.business });
        writeFileSync(join(outDir, '404.html'), fillTemplate(template, missing.head({}), missing.html));
        texts.push(missing.html);
        // Ship only the Bootstrap utilities that the pages or scripts name.
        for (const item of Object.values(bundle)) if (item.type === 'chunk') texts.push(item.code);
        const used = usedWords(texts);
        for (const item of Object.values(bundle)) {
          if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
          const file = join(outDir, item.fileName);
          const { css, removed } = purgeUtilities(readFileSync(file, 'utf8'), used);
          writeFileSync(file, css);
          config.logger.info(`${item.fileName}: dropped ${removed} unused utility rules`);
        }
        const business = server.site.business;
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

