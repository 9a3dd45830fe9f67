// Vite plugin: validates site.yaml with the shared loader and hands the validated site to
// the server renderer (the prerender and the dev server's pages, through `api`). An invalid
// site stops `vite build`; under `vite dev` the error shows in the terminal and the browser
// overlay, and the next valid save recovers. Nothing of site.yaml is bundled for the browser:
// pages reach it as HTML, islands as their props.
import { statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { inspect } from 'node:util';
import type { Plugin, ViteDevServer } from 'vite';
import { loadSiteFile, type LoadResult } from '../src/validate/load-site.ts';
import { formatProblems } from '../src/validate/problem.ts';
import { serverSite, type ServerSite } from '../src/render/server-site.ts';
import { SITE_CHANGED_EVENT } from '../editor/server/page-reload.ts';
import { siteLocation } from '../src/validate/site-location.ts';
import { brandSass } from '../src/theme/brand-shades.ts';
import { pageSourceFiles } from './prerender/page-dates.ts';
import { collectGarbage } from './collect-garbage.ts';

export const SITE_PLUGIN_NAME = 'site-config';

export class SiteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteError';
    this.stack = message; // a content mistake is not a crash: no stack trace
  }

  /** Vite's command line prints a failed build with util.inspect: the message alone. */
  [inspect.custom](): string {
    return this.message;
  }
}

export interface SitePluginOptions {
  /** The site file; defaults to the site.yaml of SITE_DIR (src/validate/site-location.ts). */
  file?: string;
}

export interface SitePluginApi {
  /** The site file, as an absolute path. */
  file: string;
  /** The load of the file as it is now (problems included): read again only when it changed. */
  result(): LoadResult;
  /** The validated site for the renderer; throws a SiteError listing the mistakes. */
  site(): ServerSite;
  /** The file (absolute path) each page is written in, by address: site.yaml or its file under pages/. */
  pageFiles(): Map<string, string>;
}

/**
 * The Sass options that put the brand colours before each stylesheet: Bootstrap's theme colours,
 * each shaded where its use needs contrast (src/theme/brand-shades.ts). `theme` is asked at each
 * compile, so the dev server recompiles with new colours instead of restarting.
 */
export function brandStyles(theme: () => Parameters<typeof brandSass>[0]) {
  const additionalData = (source: string) => `${brandSass(theme())}\n${source}`;
  return { css: { preprocessorOptions: { scss: { additionalData } } } };
}

/** The site plugin's API, for the other plugins of the same config. */
export function sitePluginApi(plugins: readonly Plugin[]): SitePluginApi {
  const api = plugins.find((p) => p.name === SITE_PLUGIN_NAME)?.api as SitePluginApi | undefined;
  if (!api) throw new Error('The site plugin (vite/site-plugin.ts) is missing from vite.config.ts');
  return api;
}

export function sitePlugin(options: SitePluginOptions = {}): Plugin {
  const file = resolve(options.file ?? siteLocation().file);
  let result: LoadResult | undefined;
  let site: ServerSite | undefined;
  let server: ViteDevServer | undefined;
  // `vite build` keeps no YAML tree of the site: what it needs of it (the file of each page) is
  // taken at the load, and the trees (a third of a gigabyte for 10,000 pages) are let go.
  let building = false;
  let pageFiles: Map<string, string> | undefined;

  // Loaded once per build (and once per change under `vite dev`); the warnings of each load are
  // printed once. The file's size and time tell whether the last load is still current, so a
  // page asked for right after a save (the editor's, or any editor's) never shows the old site,
  // whatever the file watcher's timing.
  let loadedStamp = '';
  // The files under pages/ the site takes pages from (src/validate/includes.ts): a change to one
  // is a change to the site.
  let included: string[] = [];
  const pagesDir = join(dirname(file), 'pages');
  const stampOf = (path: string) => {
    try {
      const { mtimeMs, size } = statSync(path);
      return `${mtimeMs}:${size}`;
    } catch {
      return 'missing';
    }
  };
  const stamp = () => [file, ...included].map(stampOf).join('|');
  const load = (): LoadResult => {
    const before = stampOf(file); // taken first: a save during the load is seen next time
    result = loadSiteFile(file);
    included = [...new Set([...(result.source?.includedFiles?.values() ?? [])].map((f) => resolve(f.file)))];
    loadedStamp = [before, ...included.map(stampOf)].join('|');
    site = undefined;
    pageFiles = undefined;
    if (building) {
      pageFiles = pageSourceFiles(result, file);
      result = { ...result, source: undefined };
      // The trees were most of the heap: collected now, not once the heap has grown past them.
      // Once this call has returned: the frames of the load would still hold the trees.
      setImmediate(collectGarbage);
    }
    const warnings = result.problems.filter((p) => p.severity === 'warning');
    if (warnings.length && !result.problems.some((p) => p.severity === 'error')) console.warn(formatProblems(warnings));
    return result;
  };
  const api: SitePluginApi = {
    file,
    result: () => (result && stamp() === loadedStamp ? result : load()),
    site() {
      const r = api.result();
      if (!r.config) throw new SiteError(`site.yaml has mistakes; nothing was built.\n\n${formatProblems(r.problems)}`);
      return (site ??= serverSite(r.config));
    },
    pageFiles() {
      const r = api.result();
      return (pageFiles ??= pageSourceFiles(r, file));
    },
  };

  return {
    name: SITE_PLUGIN_NAME,
    enforce: 'pre',
    api,
    config(_, env) {
      building = env.command === 'build';
      // A build stops here, before the bundler, whose own error wrapper would add a stack trace.
      const loaded = api.result();
      if (env.command === 'build' && !loaded.config)
        throw new SiteError(`site.yaml has mistakes; nothing was built.\n\n${formatProblems(loaded.problems)}`);
      // The brand colours of site.yaml: those of the last valid load, read at each compile.
      // Before the first valid load: Bootstrap's own colours.
      let theme = loaded.config?.business.theme ?? { primary: '#0d6efd', secondary: '#6c757d' };
      return brandStyles(() => (theme = api.result().config?.business.theme ?? theme));
    },
    buildStart() {
      this.addWatchFile(file);
      const r = api.result();
      if (!r.config && !server)
        this.error(new SiteError(`site.yaml has mistakes; nothing was built.\n\n${formatProblems(r.problems)}`));
    },
    configureServer(dev) {
      server = dev;
      dev.watcher.add([file, pagesDir]);
      const report = (r: LoadResult) => {
        if (r.config) return true;
        const message = formatProblems(r.problems);
        dev.config.logger.error(`\n${message}\n`, { timestamp: true });
        // Only to open tabs: with none, Vite keeps an error for the next tab that connects, which
        // then showed this mistake even after it was fixed. A page loaded later shows the site
        // as it is then (its mistakes included: dev-pages-plugin.ts).
        if (dev.ws.clients.size)
          dev.ws.send({ type: 'error', err: { message, stack: '', plugin: SITE_PLUGIN_NAME, id: file } });
        return false;
      };
      // The config hook has loaded the file already: report that load, do not read it again.
      report(api.result());
      // The theme of the last valid site: a change of colours recompiles the styles (Sass
      // variables). No restart: a restart would reload every tab, the editor's too.
      let theme = JSON.stringify(result?.config?.business.theme);
      let pending: ReturnType<typeof setTimeout> | undefined;
      const onChange = () => {
        // Read again even when a page request has: size and time alone can miss a quick edit.
        if (!report(load())) return;
        const next = JSON.stringify(result?.config?.business.theme);
        if (next !== theme) {
          theme = next;
          for (const environment of Object.values(dev.environments)) {
            const graph = environment.moduleGraph;
            for (const mod of graph.idToModuleMap.values())
              if (mod.file && /\.s[ac]ss$/.test(mod.file)) graph.invalidateModule(mod);
          }
        }
        dev.config.logger.info('site.yaml changed: reloading', { timestamp: true });
        // Pages reload on this event (editor/server/page-reload.ts); the editor's page keeps its state.
        dev.ws.send({ type: 'custom', event: SITE_CHANGED_EVENT });
      };
      dev.watcher.on('change', (changed) => {
        const path = resolve(changed);
        if (path !== file && !path.startsWith(pagesDir + sep)) return;
        // Editors write in steps (truncate, then write): read the file once it has settled.
        clearTimeout(pending);
        pending = setTimeout(onChange, 120);
      });
    },
  };
}
