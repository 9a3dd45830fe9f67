// The route list of site.yaml, so that tests cover new pages automatically.
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { flattenRoutes } from '../../src/site/routes.ts';

const config = loadSiteFile('site.yaml').config;
if (!config) throw new Error('site.yaml is invalid: run npm run validate');

export const siteRoutes: string[] = flattenRoutes(config.routes).map((r) => r.fullPath);
