// The editor's browser app built for the office (no dev server in production): editor/client
// into office/.build/editor/, its files under /__office/editor/ (hashed, cached for a year).
// Run by office/editor/builds.ts when the build is missing or older than its sources.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { withSharedHead } from '../../editor/server/editor-page.ts';
import { markdownOnDemand } from './markdown-on-demand-plugin.ts';

const root = resolve(import.meta.dirname, '../..');

export default defineConfig({
  root,
  base: '/__office/editor/',
  publicDir: false,
  plugins: [
    react(),
    markdownOnDemand(),
    {
      // The head lines every page shares, from the site's page template (editor/server/editor-page.ts).
      name: 'editor-shared-head',
      transformIndexHtml: {
        order: 'pre',
        handler: (html) => withSharedHead(html, readFileSync(resolve(root, 'index.html'), 'utf8')),
      },
    },
  ],
  logLevel: 'warn',
  build: {
    outDir: process.env.OFFICE_EDITOR_OUT ?? resolve(root, 'office/.build/editor'),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rollupOptions: { input: resolve(root, 'editor/client/index.html') },
  },
});
