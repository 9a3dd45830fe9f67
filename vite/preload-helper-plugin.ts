// Vite plugin (build only): a small stand-in for Vite's module-preload helper, the code Vite
// wraps round every on-demand import() of the browser build. Vite's own (about 0.7 KB gzip in
// the page script) also loads an imported chunk's stylesheets and feature-tests modulepreload;
// here no chunk has a stylesheet of its own (each page links its own sheet:
// vite/page-css-preload-plugin.ts) and every supported browser preloads modules, so all that
// is left is to ask for the chunks an import needs at once (the form's code and the sender
// it imports), so they arrive together rather than one after the other.
import type { Plugin } from 'vite';

/** The module Vite imports the helper from (`__vitePreload`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The helper: preloads `deps` (paths under `base`, the chunk itself first), then imports. */
export function preloadHelperCode(base: string): string {
  return `export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = ${JSON.stringify(base)} + dep;
    document.head.append(link);
  }
  return load();
};
`;
}

export function preloadHelperPlugin(): Plugin {
  let base = '/';
  return {
    name: 'site-preload-helper',
    apply: 'build',
    enforce: 'pre',
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
