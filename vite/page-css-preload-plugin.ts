// Vite plugin (build only): scripts never fetch the whole-site stylesheet. Every page links
// a stylesheet of its own (vite/prerender/page-css.ts), made after the build from the
// stylesheet index.html links, and its islands the rules of their states in a second one
// (loaded by src/islands/wake.ts, not by Vite's preload lists).
// Vite would list that whole-site sheet as a dependency of every dynamic import whose chunk
// reaches the entry chunk (the sheet is the entry's CSS), so the first island to wake would
// download the whole site's rules. Vite's `modulePreload.resolveDependencies` is never shown
// CSS, so this plugin takes the entry's sheet out of each chunk's CSS list after index.html
// got its <link> (vite:build-html) and before the preload lists are written
// (vite:build-import-analysis): `enforce: 'post'` runs its generateBundle between the two.
import type { Plugin, Rolldown } from 'vite';

/** Removes the CSS of the entry chunks from every chunk's imported CSS; returns the files removed. */
export function dropEntryCssFromChunks(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const entryCss = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
  for (const chunk of chunks) for (const file of entryCss) chunk.viteMetadata?.importedCss.delete(file);
  return [...entryCss];
}

export function pageCssPreloadPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'site-page-css-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (!ssr) dropEntryCssFromChunks(bundle);
    },
  };
}
