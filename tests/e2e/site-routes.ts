// The route list of site.yaml, so that tests cover new pages automatically.
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { flattenRoutes } from '../../src/site/routes.ts';
import { eachBlock } from '../../src/site/each-block.ts';
import { testSite } from '../support/test-site.ts';

const config = loadSiteFile(testSite.file).config;
if (!config) throw new Error('site.yaml is invalid: run npm run validate');

const routes = flattenRoutes(config.routes);
export const siteRoutes: string[] = routes.map((r) => r.fullPath);

/** The values of every `variant` field in a block (its own, its buttons'…): each looks different. */
function variantsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => variantsOf(v, out));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'variant' && typeof v === 'string') out.push(v);
      else variantsOf(v, out);
    }
  return out;
}

/**
 * What a page is made of, for the checks whose result depends only on it: whether it has a
 * page heading, and each block type with the place it sits in (`aside.contactForm` is a
 * contact form in a column's aside, narrower than one in the page's flow), whether the block
 * has a heading (its items' headings are a level lower then) and the variants it uses (a
 * warning notice, an outline button, the short form).
 */
export const layoutOf = (route: (typeof routes)[number]['route']): string => {
  const parts = new Set<string>([route.heading ? 'heading' : 'no heading']);
  eachBlock(route.blocks, (block, path) => {
    const place = [...path.filter((p) => typeof p === 'string'), block.type].join('.');
    const variants = [...new Set(variantsOf(block))].sort();
    parts.add([place, 'heading' in block && block.heading ? 'with heading' : 'no heading', ...variants].join(' '));
  });
  return [...parts].sort().join(', ');
};

/** The layout of every route, by its address. */
export const routeLayouts: Map<string, string> = new Map(routes.map((r) => [r.fullPath, layoutOf(r.route)]));

/** The first route of each distinct layout, in the order of site.yaml. */
export const oneRoutePerLayout: string[] = siteRoutes.filter(
  (path, i) => siteRoutes.findIndex((other) => routeLayouts.get(other) === routeLayouts.get(path)) === i,
);
