// The site's server renderer (src/render/render-page.tsx) built for Node as the build makes it
// (vite/prerender/server-build.ts: React's production build, every dependency bundled, Vite's
// import.meta.env filled in), into office/.build/renderer/, for the office's preview. It holds
// no site: the preview hands it the site. Run by office/editor/builds.ts when stale.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = resolve(import.meta.dirname, '../..');

export default defineConfig({
  root,
  mode: 'production',
  logLevel: 'warn',
  publicDir: false,
  plugins: [react()],
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: resolve(root, 'src/render/render-page.tsx'),
    outDir: process.env.OFFICE_RENDERER_OUT ?? resolve(root, 'office/.build/renderer'),
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
