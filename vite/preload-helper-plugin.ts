// Vite plugin (build only): a small stand-in for Vite's module-preload helper, the code Vite
// wraps round every on-demand import() of the browser build. Vite's own (about 0.7 KB gzip in
// the page script) also loads an imported chunk's stylesheets and feature-tests modulepreload;
// here no chunk has a stylesheet of its own (each page links its own sheet:
// vite/page-css-preload-plugin.ts) and every supported browser preloads modules, so all that
// is left is to ask for the chunks an import needs at once (the form's code and the sender
// it imports), so they arrive together rather than one after the other. The page script is
// left out of those lists: every page has loaded it already.
import type { Plugin } from 'vite';

/** The module Vite imports the helper from (`__vitePreload`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The helper: preloads `deps` (paths under `base`, the chunk itself first), then imports. A
 * modulepreload link with no crossorigin attribute asks as import() does (CORS mode, same-origin
 * credentials), so the import finds the preloaded module and nothing is fetched twice.
 */
export function preloadHelperCode(base: string): string {
  return `export const __vitePreload = (load, deps) => (
  deps?.forEach((dep) =>
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: ${JSON.stringify(base)} + dep })),
  ),
  load()
);
`;
}

export function preloadHelperPlugin(): Plugin {
  let base = '/';
  /** The chunks every page loads itself (the page script): never worth a preload of their own. */
  const entries = new Set<string>();
  return {
    name: 'site-preload-helper',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      build: { modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !entries.has(dep)) } },
    }),
    // Before Vite writes each import's list of chunks to preload (its generateBundle): the
    // final names of the entry chunks, which the list then leaves out.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entries.clear();
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) entries.add(chunk.fileName);
      },
    },
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === PRELOAD_HELPER_ID ? id : undefined;
    },
    load(id) {
      return id === PRELOAD_HELPER_ID ? { code: preloadHelperCode(base), moduleSideEffects: false } : undefined;
    },
  };
}
