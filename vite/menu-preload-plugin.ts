// Vite plugin (build only): every page preloads the desktop menu's code beside the page script,
// for the views that show that menu only (`<link rel="modulepreload" media>`): a phone never
// fetches it (src/client/menus.ts imports it where the view is wide). Preloaded in the head, it
// arrives with the page script instead of one round trip after it, so the first press on the
// desktop menu answers at once on a slow network too.
import type { Plugin, Rolldown } from 'vite';
import { DESKTOP_MENU_MEDIA } from '../src/client/menu-media.ts';

const MENUS: ReadonlyArray<readonly [string, string]> = [['/src/client/desktop-menu.ts', DESKTOP_MENU_MEDIA]];

/** The preload links of the menus' chunks loaded on demand, each with its views' media query. */
export function menuPreloads(bundle: Rolldown.OutputBundle, base: string): string {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  return MENUS.map(([module, media]) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`No chunk of ${module} in the build: src/client/menus.ts imports it on demand.`);
    return `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}" media="${media}">`;
  }).join('');
}

export function menuPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'site-menu-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const links = menuPreloads(ctx.bundle, base);
        // Right after the page script, so the browser asks for both at once.
        return html.replace(/(<script type="module"[^>]*><\/script>)/, `$1\n    ${links}`);
      },
    },
  };
}
