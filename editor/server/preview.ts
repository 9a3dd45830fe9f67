// The page at an address rendered from a site text that is not saved yet, with the same
// renderer and template as the site's pages, for the editor's live preview. The host says how
// a page is rendered: under npm start the dev server's template and renderer (devServerPreview),
// in the office the renderer imported in its process and the site's built template.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { fillTemplate } from '../../src/seo/head.ts';
import type { LoadResult } from '../../src/validate/load-site.ts';
import { cannotShowPage } from './cannot-show.ts';

const RENDERER = '/src/render/render-page.tsx';

/** The loaded site (its mistakes all fixed) and the page's address: the page as HTML. */
export type RenderPreview = (config: NonNullable<LoadResult['config']>, address: string) => Promise<string>;

export async function previewHtml(
  host: { renderPreview: RenderPreview },
  result: LoadResult,
  path: string,
): Promise<string> {
  if (!result.config) return cannotShowPage(result);
  const address = path.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');
  return host.renderPreview(result.config, address);
}

/** Under npm start: the dev server's index.html and renderer, as its own pages are made. */
export function devServerPreview(server: ViteDevServer): RenderPreview {
  return async (config, address) => {
    const template = await server.transformIndexHtml(
      address,
      readFileSync(resolve(server.config.root, 'index.html'), 'utf8'),
    );
    const { renderPage: render } = (await server.ssrLoadModule(RENDERER)) as { renderPage: typeof renderPage };
    const page = await render(serverSite(config), address);
    return fillTemplate(template, page.head(), page.html);
  };
}
