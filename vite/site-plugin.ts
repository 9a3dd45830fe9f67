// Vite plugin: validates site.yaml with the shared loader and serves it to the app as
// virtual modules. An invalid site stops `vite build`; under `vite dev` the error shows
// in the terminal and the browser overlay, and the next valid save recovers.
import { resolve } from 'node:path';
import { inspect } from 'node:util';
import type { Plugin, ViteDevServer } from 'vite';
import { loadSiteFile, type LoadResult } from '../src/config/load-site.ts';
import { formatProblems } from '../src/config/problem.ts';
import { clientSite, pageBlocks } from '../src/config/client-data.ts';
import { toClientBlocks } from '../src/markdown/to-client.ts';

const CONFIG_ID = 'virtual:site/config';
const PAGE_PREFIX = 'virtual:site/page/';

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
  /** The site file; defaults to site.yaml at the project root. */
  file?: string;
}

export function sitePlugin(options: SitePluginOptions = {}): Plugin {
  const file = resolve(options.file ?? process.env.SITE_FILE ?? 'site.yaml');
  let result: LoadResult | undefined;
  let server: ViteDevServer | undefined;

  let shownWarnings = '';
  const load = (): LoadResult => {
    result = loadSiteFile(file);
    const warnings = result.problems.filter((p) => p.severity === 'warning');
    const text = warnings.length && !result.problems.some((p) => p.severity === 'error') ? formatProblems(warnings) : '';
    // The same warnings once, not at every step of the build.
    if (text && text !== shownWarnings) console.warn(text);
    shownWarnings = text;
    return result;
  };
  const config = () => {
    const r = result ?? load();
    if (!r.config) throw new SiteError(`site.yaml has mistakes; nothing was built.\n\n${formatProblems(r.problems)}`);
    return r.config;
  };

  return {
    name: 'site-config',
    enforce: 'pre',
    config(_, env) {
      // A build stops here, before the bundler, whose own error wrapper would add a stack trace.
      const loaded = result ?? load();
      if (env.command === 'build' && !loaded.config) throw new SiteError(`site.yaml has mistakes; nothing was built.\n\n${formatProblems(loaded.problems)}`);
      // The brand colours of site.yaml become Bootstrap's Sass theme colours.
      const theme = loaded.config?.business.theme ?? { primary: '#245d90', secondary: '#a7793c' };
      return {
        css: { preprocessorOptions: { scss: { additionalData: `$primary: ${theme.primary};\n$secondary: ${theme.secondary};\n` } } },
      };
    },
    buildStart() {
      this.addWatchFile(file);
      const r = load();
      if (!r.config && !server) this.error(new SiteError(`site.yaml has mistakes; nothing was built.\n\n${formatProblems(r.problems)}`));
    },
    configureServer(dev) {
      server = dev;
      dev.watcher.add(file);
      const report = () => {
        const r = load();
        if (r.config) return true;
        const message = formatProblems(r.problems);
        dev.config.logger.error(`\n${message}\n`, { timestamp: true });
        dev.ws.send({ type: 'error', err: { message, stack: '', plugin: 'site-config', id: file } });
        return false;
      };
      report();
      // The theme of the last valid site: a change of colours needs a restart (Sass variables).
      let theme = JSON.stringify(result?.config?.business.theme);
      let pending: ReturnType<typeof setTimeout> | undefined;
      const onChange = () => {
        if (!report()) return;
        const next = JSON.stringify(result?.config?.business.theme);
        if (next !== theme) {
          theme = next;
          void dev.restart();
          return;
        }
        for (const mod of dev.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(`\0${CONFIG_ID}`) || mod.id?.startsWith(`\0${PAGE_PREFIX}`)) dev.moduleGraph.invalidateModule(mod);
        }
        dev.config.logger.info('site.yaml changed: reloading', { timestamp: true });
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('change', (changed) => {
        if (resolve(changed) !== file) return;
        // Editors write in steps (truncate, then write): read the file once it has settled.
        clearTimeout(pending);
        pending = setTimeout(onChange, 120);
      });
    },
    resolveId(id) {
      if (id === CONFIG_ID || id.startsWith(PAGE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:site/')) return undefined;
      const site = config();
      if (id === `\0${CONFIG_ID}`) {
        const ids = [...pageBlocks(site).keys()];
        const pages = ids.map((p) => `  ${JSON.stringify(p)}: () => import(${JSON.stringify(PAGE_PREFIX + p)}),`).join('\n');
        return `export const site = ${JSON.stringify(clientSite(site))};\nexport const pages = {\n${pages}\n};\n`;
      }
      const pageId = id.slice(`\0${PAGE_PREFIX}`.length);
      const blocks = pageBlocks(site).get(pageId);
      if (!blocks) throw new SiteError(`No page with id ${pageId} in site.yaml`);
      // Markdown is parsed here, at build time: the browser gets a small tree, never the parser.
      return `export const blocks = ${JSON.stringify(toClientBlocks(blocks))};\n`;
    },
  };
}
