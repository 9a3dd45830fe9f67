// Vite plugin: after the browser build, renders every route of site.yaml into
// <outDir>/<path>/index.html, plus 404.html, sitemap.xml and robots.txt, then purges and
// minifies the stylesheet. It only wires the jobs of vite/prerender/: the server build,
// the render loop, the CSS purge and the crawler files. The site comes from the site
// plugin (loaded once per build). Also makes `vite preview` serve the output the way a
// static host does.
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { staticHostMiddleware } from './static-host.ts';
import { sitePluginApi } from './site-plugin.ts';
import { defaultCardCache, socialImages } from './social-images.ts';
import { buildRenderer } from './prerender/server-build.ts';
import { htmlFileOf, renderPages } from './prerender/render-pages.ts';
import { allRoutes } from '../src/site/site-data.ts';
import { cssTargets, purgeCssFiles, usedWords } from './prerender/css-purge.ts';
import { writeCrawlerFiles } from './prerender/crawler-files.ts';
import { pageDatesOf } from './prerender/page-dates.ts';
import { buildPictures, defaultPictureCache } from './pictures/build-pictures.ts';
import { scriptWordsOf, splitPageCss } from './prerender/page-css.ts';

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle | undefined;
  return {
    name: 'site-prerender',
    config() {
      // The purge minifies the stylesheet (tests/unit/seo-css-purge.test.ts): Lightning CSS
      // with the build's CSS target, in one pass, as Vite would. Minifying twice is not stable.
      return { build: { cssMinify: false } };
    },
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, output) {
      if (!config.build.ssr) bundle = output;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr || !bundle) return;
      const started = Date.now();
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = join(outDir, '.ssr');
      const loaded = sitePluginApi(config.plugins).site();
      try {
        const renderer = await buildRenderer(config, ssrDir);
        const built = Date.now();
        const pictureStart = Date.now();
        const pictures = await buildPictures(loaded, {
          outDir,
          publicDir: config.publicDir,
          cacheDir: defaultPictureCache(config.root),
        });
        const pictureMs = Date.now() - pictureStart;
        const { site } = pictures;
        const routes = allRoutes(site.data.routes);
        const images = await socialImages(site.data, {
          outDir,
          publicDir: config.publicDir,
          cacheDir: defaultCardCache(config.root),
        });
        // The words of every page and script: the CSS purge keeps the utilities they name.
        const used = new Set<string>();
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        await renderPages({
          renderer,
          site,
          routes,
          template,
          outDir,
          images,
          onPage: (html) => usedWords([html], used),
        });
        const items = Object.values(bundle);
        for (const item of items) if (item.type === 'chunk') usedWords([item.code], used);
        const stylesheets = items.flatMap((item) =>
          item.type === 'asset' && item.fileName.endsWith('.css') ? [item.fileName] : [],
        );
        const targets = cssTargets(config.build.cssTarget);
        for (const { file, removed } of purgeCssFiles(outDir, stylesheets, used, targets)) {
          config.logger.info(`${file}: dropped ${removed} unused utility rules`);
        }
        // Then each page gets only the rules that can match it.
        const pages = [...routes.map((r) => htmlFileOf(r.fullPath)), '404.html'];
        const words = scriptWordsOf(bundle);
        for (const sheet of stylesheets) {
          const count = splitPageCss(outDir, sheet, pages, words, targets);
          config.logger.info(`${sheet}: split into ${count} page stylesheets`);
        }
        writeCrawlerFiles(
          outDir,
          site.data.business,
          // A page kept out of search engines (noindex) is left out of the sitemap too.
          routes.filter((r) => !r.noindex).map((r) => r.fullPath),
          // Each page's date: the last commit of the file it is written in (or today, outside git).
          pageDatesOf(sitePluginApi(config.plugins).pageFiles()),
        );
        config.logger.info(
          `prerendered ${routes.length} pages + 404.html in ${Date.now() - started} ms (server build ${built - started} ms)`,
        );
        config.logger.info(`social cards: ${images.cache.made} rendered, ${images.cache.reused} from the cache`);
        config.logger.info(
          `pictures: ${pictures.count} of site.yaml, ${pictures.cache.made} files encoded, ${pictures.cache.reused} from the cache, in ${pictureMs} ms`,
        );
        for (const file of pictures.unreadOriginals) config.logger.warn(`warning: published as it is: ${file}`);
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
