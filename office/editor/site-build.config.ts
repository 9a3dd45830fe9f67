// A site's page template for the office's preview: the site's browser build (its stylesheet,
// with its brand colours, and its page script) made with the project's own Vite configuration,
// less what makes the published pages (prerender, pictures, crawler files, host headers). Its
// index.html keeps <title> and <div id="root"></div>, so the preview fills it as the build does.
// Nothing of the site's files is read: the template holds only the brand colours (the rest of a
// page is rendered per preview), so the site plugin is replaced by a stand-in that gives the
// stylesheet the colours of OFFICE_SITE_THEME and no site to the plugins that ask for one. A
// mistake in any file of the site (shown in the editor's list of problems) never stops the build.
// SITE_OUT_DIR names the site's office build folder, OFFICE_SITE_BASE the address its files are
// served at (/s/NAME/__admin/site/), OFFICE_SITE_THEME its brand colours as JSON.
import type { Plugin, PluginOption, UserConfig } from 'vite';
import project from '../../vite.config.ts';
import { brandStyles, SITE_PLUGIN_NAME, type SitePluginApi } from '../../vite/site-plugin.ts';
import { templateTheme, THEME_ENV } from './template-theme.ts';

const theme = templateTheme(JSON.parse(process.env[THEME_ENV] ?? 'null'));
if (!theme)
  throw new Error(`${THEME_ENV} must hold the site's brand colours, e.g. {"primary":"#1f6f8b","secondary":"#8b5e1f"}`);

/** The site plugin's stand-in: the brand colours for the stylesheet, and no site. */
const themeOnly: Plugin = {
  name: SITE_PLUGIN_NAME,
  enforce: 'pre',
  api: {
    file: '',
    result: () => ({ problems: [] }),
    site: () => {
      throw new Error("The office's preview template is built from the brand colours alone: it has no site.");
    },
    pageFiles: () => new Map(),
  } satisfies SitePluginApi,
  config: () => brandStyles(() => theme),
};

/** Plugins that make the published pages and their files, or serve only under npm start. */
const LEFT_OUT = new Set([
  'site-prerender',
  'site-public-copy',
  'site-page-css-preload',
  'site-csp',
  'site-admin',
  'site-page-reload',
  'site-dev-pages',
  'email-stand-in',
]);

const flat = (options: PluginOption[]): Plugin[] =>
  options.flatMap((o) => (Array.isArray(o) ? flat(o) : o && typeof o === 'object' && 'name' in o ? [o as Plugin] : []));

const { test: _test, ...config } = project as UserConfig & { test?: unknown };

export default {
  ...config,
  base: process.env.OFFICE_SITE_BASE ?? '/',
  publicDir: false,
  logLevel: 'warn',
  plugins: [
    themeOnly,
    ...flat(config.plugins ?? []).filter((p) => !LEFT_OUT.has(p.name) && p.name !== SITE_PLUGIN_NAME),
  ],
  build: { ...config.build, emptyOutDir: true, cssMinify: true },
} satisfies UserConfig;
