// The render loop: every route of the site into <outDir>/<path>/index.html, and the
// not-found page into 404.html, each filled into the built index.html.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageRoute } from '../../src/site/site-data.ts';
import type { ServerSite } from '../../src/render/server-site.ts';
import { fillTemplate } from '../../src/seo/head.ts';
import type { ServerEntry } from './server-build.ts';
import type { SocialImages } from '../social-images.ts';

/** A made-up address no route matches, rendered into 404.html. */
export const NOT_FOUND_PATH = '/__not-found__';

/** The output file of a page address: / -> index.html, /a/b -> a/b/index.html. */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

export interface RenderJob {
  renderer: ServerEntry;
  site: ServerSite;
  routes: readonly PageRoute[];
  /** The built index.html. */
  template: string;
  outDir: string;
  images: SocialImages;
  /** Called with the HTML of each page as it is written (for the CSS purge). */
  onPage(html: string): void;
}

/** Writes every page and 404.html; stops at the first page that does not render. */
export async function renderPages(job: RenderJob): Promise<void> {
  const { renderer, images } = job;
  type Page = Awaited<ReturnType<typeof renderer.renderPage>>;
  const render = async (path: string, route?: PageRoute) =>
    renderer.renderPage(job.site, path, { card: await images.cardFor(route), business: images.business });
  const save = (file: string, page: Page) => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, fillTemplate(job.template, page.head(), page.html, page.lang));
    job.onPage(page.html);
  };
  for (const route of job.routes) {
    const page = await render(route.fullPath, route);
    if (page.status !== 200) throw new Error(`Prerendering ${route.fullPath} gave status ${page.status}`);
    save(join(job.outDir, htmlFileOf(route.fullPath)), page);
  }
  save(join(job.outDir, '404.html'), await render(NOT_FOUND_PATH));
}
