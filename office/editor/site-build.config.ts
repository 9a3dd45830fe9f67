// A site's page template for the office's preview: the site's browser build (its stylesheet,
// with its brand colours, and its page script) made with the project's own Vite configuration,
// less what makes the published pages (prerender, pictures, crawler files, host headers). Its
// index.html keeps <title> and <div id="root"></div>, so the preview fills it as the build does.
// SITE_DIR names the site (in the office's clone), SITE_OUT_DIR the site's office build folder,
// OFFICE_SITE_BASE the address its files are served at (/s/NAME/__admin/site/).
import type { Plugin, PluginOption, UserConfig } from 'vite';
import project from '../../vite.config.ts';

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
  plugins: flat(config.plugins ?? []).filter((p) => !LEFT_OUT.has(p.name)),
  build: { ...config.build, emptyOutDir: true, cssMinify: true },
} satisfies UserConfig;
