// The server renderer (src/render/render-page.tsx), built for Node into a folder of the
// output and imported. The site is not bundled into it: the prerender hands it over.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type ResolvedConfig } from 'vite';
import type { renderPage } from '../../src/render/render-page.tsx';

export interface ServerEntry {
  renderPage: typeof renderPage;
}

/** Builds the server renderer into `outDir` and imports it. */
export async function buildRenderer(config: ResolvedConfig, outDir: string): Promise<ServerEntry> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [react()],
    // Bundle the dependencies too: some (react-bootstrap) are not importable by Node as ESM.
    ssr: { noExternal: true },
    // Bundled CommonJS React picks its build from NODE_ENV at run time: use the fast production one.
    define: { 'process.env.NODE_ENV': JSON.stringify(config.mode === 'production' ? 'production' : 'development') },
    build: {
      ssr: resolve(config.root, 'src/render/render-page.tsx'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      // One file: Node does not need chunks.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  return (await import(pathToFileURL(join(outDir, 'render-page.js')).href)) as ServerEntry;
}
