// The editor's build hands rjsf a stand-in for markdown-to-jsx that loads it when first drawn
// (editor/client/markdown-on-demand.tsx): the first screen's script goes without it.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const STAND_IN = resolve(import.meta.dirname, '../../editor/client/markdown-on-demand.tsx');

export function markdownOnDemand(): Plugin {
  return {
    name: 'editor-markdown-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'markdown-to-jsx/react' && importer && resolve(importer) !== STAND_IN) return STAND_IN;
      return undefined;
    },
  };
}
