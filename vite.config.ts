// Vite reads this file in every site that installs the engine, where Vitest (a development
// dependency) is not installed: the test settings below are typed by Vitest, never imported.
/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './vite/site-plugin.ts';
import { prerenderPlugin } from './vite/prerender-plugin.ts';
import { pageCssPreloadPlugin } from './vite/page-css-preload-plugin.ts';
import { emailStandInPlugin } from './vite/email-standin-plugin.ts';
import { cspPlugin } from './vite/csp-plugin.ts';
import { preloadHelperPlugin } from './vite/preload-helper-plugin.ts';
import { menuPreloadPlugin } from './vite/menu-preload-plugin.ts';
import { devPagesPlugin } from './vite/dev-pages-plugin.ts';
import { themeArtPlugin } from './vite/theme-art-plugin.ts';
import { publicCopyPlugin } from './vite/public-copy-plugin.ts';
import { faviconPlugin } from './vite/favicon-plugin.ts';
import { adminPlugin } from './editor/server/plugin.ts';
import { emptiesOutDir, siteLocation } from './src/validate/site-location.ts';

const site = siteLocation();

const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'editor/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/integration/**/*.test.ts',
];
// The office's tests start real servers (PGlite, PostgreSQL, SMTP, nginx, git): more time each.
const OFFICE_TEST_FILES = ['tests/office/**/*.test.ts'];
const MOCKING_TEST_FILES = ['src/blocks/contactForm/contactForm.test.tsx', 'src/blocks/contactForm/client.test.ts'];

export default defineConfig({
  plugins: [
    sitePlugin(),
    react(),
    publicCopyPlugin(),
    faviconPlugin(),
    prerenderPlugin(),
    pageCssPreloadPlugin(),
    preloadHelperPlugin(),
    menuPreloadPlugin(),
    devPagesPlugin(),
    emailStandInPlugin(),
    cspPlugin(),
    themeArtPlugin(),
    adminPlugin(),
  ],
  // The site of SITE_DIR (or the root site): its public/ and its dist/.
  publicDir: site.publicDir,
  build: {
    outDir: site.outDir,
    // A site's own dist/ is emptied before each build, also outside the repository; a folder
    // named by SITE_OUT_DIR is left to Vite's rule (emptied inside the repository only).
    emptyOutDir: emptiesOutDir(site) ? true : undefined,
    // Every browser the site supports preloads modules itself: no polyfill in the page script.
    modulePreload: { polyfill: false },
  },
  // No page of another origin may read the dev server or the preview (Vite lets any localhost
  // origin by default): nothing here is meant to be read across origins. A port already taken
  // stops the server with "Port N is already in use" (strictPort): one quietly on the next port
  // would leave the owner's bookmark and the README's address showing another server's pages.
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, cors: false },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, cors: false },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's Sass still uses @import and global functions.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api', 'if-function'],
        quietDeps: true,
      },
    },
  },
  test: {
    environment: 'node',
    // Vitest would leave one core free; the test run is all this machine does, so use both.
    maxWorkers: availableParallelism(),
    // The first test of a file compiles the schema; on a busy machine that alone can take seconds.
    testTimeout: 20_000,
    setupFiles: ['tests/support/vitest-setup.ts'],
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    // A global replaced with vi.stubGlobal is put back after each test: files share their worker.
    unstubGlobals: true,
    // rjsf's Bootstrap theme imports react-bootstrap's folders (react-bootstrap/Form), which only
    // a bundler resolves: Vite resolves it for the tests that draw the editor's forms.
    server: { deps: { inline: ['@rjsf/react-bootstrap'] } },
    projects: [
      {
        // Test files share each worker's loaded modules (the site loader compiles the schema
        // once per worker, not once per file): a third less time. Files that replace a module
        // (vi.mock) run on their own, in the project below.
        extends: true,
        test: { name: 'shared', include: TEST_FILES, exclude: MOCKING_TEST_FILES, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING_TEST_FILES } },
      {
        extends: true,
        test: { name: 'office', include: OFFICE_TEST_FILES, isolate: false, testTimeout: 60_000, hookTimeout: 60_000 },
      },
    ],
  },
});
