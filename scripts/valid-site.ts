// The site's site.yaml (that of SITE_DIR, else the first business's), checked, for scripts that need a valid site: stops with the validator's advice otherwise.
import { resolve } from 'node:path';
import { loadSiteFile } from '../src/validate/load-site.ts';
import type { SiteConfig } from '../src/site/site-types.generated.ts';
import { siteLocation } from '../src/validate/site-location.ts';

export function validSite(file = siteLocation().file): SiteConfig {
  const { config } = loadSiteFile(resolve(file));
  if (!config) throw new Error(`${file} has errors: run npm run validate to see them, fix them, then run this again.`);
  return config;
}
