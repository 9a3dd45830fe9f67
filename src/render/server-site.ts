// What the server renderer gets from a validated site.yaml: the site settings and route
// tree, and each page's blocks, their Markdown parsed as the page asks for them. Built once
// per load of the file (in Node, by the Vite plugins) and handed to renderPage(); nothing of
// it is bundled.
import type { SiteConfig } from '../site/site-types.generated.ts';
import { siteData, pageBlocks, type SiteData } from '../site/site-data.ts';
import { serviceTownInfo } from '../site/service-towns.ts';
import { parseBlocks } from '../markdown/parse-blocks.ts';
import { telHref } from '../site/phone.ts';
import { labelSamplePictures } from '../site/sample-pictures.ts';
import { parsedPages, type PageBlocks } from './page-blocks.ts';

export interface ServerSite {
  data: SiteData;
  pages: PageBlocks;
}

export function serverSite(site: SiteConfig): ServerSite {
  const config = labelSamplePictures(site);
  const { phone: dialled, phoneShown } = config.business;
  const phone = { text: phoneShown ?? dialled, href: telHref(dialled) };
  // Each page's Markdown is parsed as the page renders, not all at once.
  const pages = parsedPages(pageBlocks(config), (blocks) => parseBlocks(blocks, phone));
  return { data: siteData(config, undefined, serviceTownInfo(site)), pages };
}
