// What the server renderer gets from a validated site.yaml: the site settings and route
// tree, and each page's blocks with their Markdown parsed. Built once per load of the file
// (in Node, by the Vite plugins) and handed to renderPage(); nothing of it is bundled.
import type { SiteConfig } from '../site/site-types.generated.ts';
import { clientSite, pageBlocks, type ClientSite } from '../site/client-data.ts';
import { toClientBlocks } from '../markdown/to-client.ts';
import type { PageBlocks } from './routes.tsx';

export interface ServerSite {
  client: ClientSite;
  pages: PageBlocks;
}

export function serverSite(config: SiteConfig): ServerSite {
  const pages: Record<string, ReturnType<typeof toClientBlocks>> = {};
  for (const [id, blocks] of pageBlocks(config)) pages[id] = toClientBlocks(blocks);
  return { client: clientSite(config), pages };
}
