// Pages of the dev server reload when site.yaml changes; the editor's page does not (a reload
// would lose its undo history). The site plugin announces a change with the custom HMR event
// `site:changed` instead of Vite's `full-reload` (which every tab obeys); this plugin adds a
// tiny listener to every dev page except the editor. Dev server only: nothing of it is built.
import type { Plugin } from 'vite';

export const SITE_CHANGED_EVENT = 'site:changed';
const MODULE_ID = 'virtual:site-page-reload';
const RESOLVED = `\0${MODULE_ID}`;

export function pageReloadPlugin(isEditorPage: (path: string) => boolean): Plugin {
  return {
    name: 'site-page-reload',
    apply: 'serve',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED
        ? `if (import.meta.hot) import.meta.hot.on(${JSON.stringify(SITE_CHANGED_EVENT)}, () => location.reload());\n`
        : undefined,
    transformIndexHtml: {
      order: 'pre',
      handler(_html, ctx) {
        if (isEditorPage(ctx.path)) return [];
        return [{ tag: 'script', attrs: { type: 'module', src: `/@id/__x00__${MODULE_ID}` }, injectTo: 'head' }];
      },
    },
  };
}
