// The preview in the office: the page rendered in the office's own process with the site's
// renderer (src/render/render-page.tsx built for Node as the build builds it, builds.ts) and
// src/render/server-site.ts, filled into the site's built template, with no dev server. The page's files are asked for at /s/NAME/__admin/site/…,
// where the office serves the template's stylesheet and script and the site's public/ files.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { fillTemplate } from '../../src/seo/head.ts';
import type { RenderPreview } from '../../editor/server/preview.ts';
import { HttpError } from '../../editor/server/http.ts';
import type { TemplateTheme } from './template-theme.ts';

/**
 * Root-relative addresses of what a page loads (src, srcset, poster, and a <link>'s href) moved
 * under `base`, where the office serves the site's files. Links to pages are left as they are.
 */
export function underBase(html: string, base: string): string {
  const move = (url: string) =>
    url.startsWith('/') && !url.startsWith('//') && !url.startsWith(base) ? base + url.slice(1) : url;
  return html.replace(/<(link|img|source|script|video|audio|image|use)\b[^>]*>/gi, (tag, name: string) =>
    tag.replace(/\s(src|srcset|poster|href|imagesrcset)="([^"]*)"/gi, (attr, key: string, value: string) => {
      const k = key.toLowerCase();
      if (k === 'href' && name.toLowerCase() !== 'link') return attr;
      const moved = k.endsWith('srcset')
        ? value
            .split(',')
            .map((part) => part.replace(/^\s*(\S+)/, (_m, url: string) => ` ${move(url)}`).trim())
            .join(', ')
        : move(value);
      return ` ${key}="${moved}"`;
    }),
  );
}

/** The template's parts the preview leaves out: the page's CSP (the office's own applies) and speculation rules. */
const withoutHostParts = (template: string) =>
  template
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/i, '')
    .replace(/<script type="speculationrules">[\s\S]*?<\/script>\s*/i, '');

/**
 * The preview runs no script: it shows the page as built, and a script in a site's files (its
 * repository is not the office's) would otherwise run on the office's origin, beside the
 * person's session. A policy in the page can only narrow the office's own.
 */
export const NO_SCRIPT_POLICY = `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'">`;
/** A script element that is data (structured data, JSON), which no policy blocks and the page keeps. */
const DATA_SCRIPT = /^<script\b[^>]*\stype="application\/(ld\+)?json"/i;
/**
 * The policy, and the page's scripts and module preloads taken out: the policy would block
 * each of them anyway, and the browser would report each block as an error in the console.
 * The policy stays the guard (for whatever a site's HTML holds that these patterns miss).
 */
export const noScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, (script) => (DATA_SCRIPT.test(script) ? script : ''))
    .replace(/<link\b[^>]*\srel="modulepreload"[^>]*>\s*/gi, '')
    .replace(/<head(\s[^>]*)?>/i, (head) => `${head}${NO_SCRIPT_POLICY}`);

/**
 * The preview of one site. `built` resolves with the site's template folder once it is made for
 * the brand colours the previewed site holds (site-template.ts).
 */
export function officePreview(
  base: string,
  built: (theme: TemplateTheme) => Promise<string>,
  renderer: () => Promise<string>,
): RenderPreview {
  let loaded: { file: string; stamp: number; render: Promise<typeof renderPage> } | undefined;
  /** The built renderer, imported once per build of it. */
  const load = async () => {
    const file = join(await renderer(), 'render-page.js');
    const stamp = statSync(file).mtimeMs;
    if (loaded?.file !== file || loaded.stamp !== stamp) {
      const url = `${pathToFileURL(file).href}?built=${stamp}`;
      loaded = { file, stamp, render: import(url).then((m: { renderPage: typeof renderPage }) => m.renderPage) };
    }
    return loaded.render;
  };
  return async (config, address) => {
    let dir: string;
    let render: typeof renderPage;
    try {
      [dir, render] = await Promise.all([built(config.business.theme), load()]);
    } catch (error) {
      throw new HttpError(
        503,
        `The preview cannot be shown: the office could not build this site's page template or its renderer. Ask your developer to look at the office's log. (${(error as Error).message.split('\n')[0]})`,
      );
    }
    // Read for each preview (a small file): a rebuild in place shows at once.
    const template = withoutHostParts(readFileSync(join(dir, 'index.html'), 'utf8'));
    const page = await render(serverSite(config), address);
    return noScripts(underBase(fillTemplate(template, page.head(), page.html), base));
  };
}
