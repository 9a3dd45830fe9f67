// The modules the Vite plugin (vite/site-plugin.ts) makes from site.yaml.
declare module 'virtual:site/config' {
  import type { ClientSite } from './config/client-data.ts';
  import type { ClientBlock } from './markdown/types.ts';
  export const site: ClientSite;
  /** Loader of each page's blocks, by page id. */
  export const pages: Record<string, () => Promise<{ blocks: ClientBlock[] }>>;
}

// Only the "default" values of a schema (vite/schema-defaults-plugin.ts).
declare module '*.schema.json?defaults' {
  const defaults: Record<string, unknown>;
  export default defaults;
}
