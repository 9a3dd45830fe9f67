// The page at an address rendered from a site text that is not saved yet, with the same
// renderer and template as the dev server's pages, for the editor's live preview.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { escapeHtml, fillTemplate } from '../../src/seo/head.ts';
import type { LoadResult } from '../../src/validate/load-site.ts';
import { formatProblems } from '../../src/validate/problem.ts';

const RENDERER = '/src/render/render-page.tsx';

export async function previewHtml(server: ViteDevServer, result: LoadResult, path: string): Promise<string> {
  if (!result.config) {
    const errors = result.problems.filter((p) => p.severity === 'error');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The page cannot be shown yet</title></head><body><main style="font-family: system-ui, sans-serif; padding: 1rem"><h1>The page cannot be shown yet</h1><p>Fix these first:</p><pre style="white-space: pre-wrap">${escapeHtml(formatProblems(errors))}</pre></main></body></html>`;
  }
  const address = path.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');
  const template = await server.transformIndexHtml(
    address,
    readFileSync(resolve(server.config.root, 'index.html'), 'utf8'),
  );
  const { renderPage: render } = (await server.ssrLoadModule(RENDERER)) as { renderPage: typeof renderPage };
  const page = await render(serverSite(result.config), address);
  return fillTemplate(template, page.head(), page.html);
}
