// Server entry of the prerender: renders one address with the same router, routes and
// blocks as the browser, and returns the page's HTML, status and head tags.
// Built by vite/prerender-plugin.ts (SSR build) and run once per route at build time.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { site, pages } from 'virtual:site/config';
import { buildRoutes, type RouteHandle } from './routes.tsx';
import { SiteProvider } from './layout/SiteContext.tsx';
import { pageTitle } from './config/title.ts';
import type { ClientRoute } from './config/client-data.ts';
import { breadcrumbJsonLd, businessJsonLd, faqJsonLd, type BusinessImages, type JsonLd } from './seo/jsonld.ts';
import { headTags, type HeadInput, type SocialImage } from './seo/head.ts';
import { siteFaqOwners } from './seo/faq-owner.ts';

export { site };

export interface RenderResult {
  status: number;
  /** The markup inside <div id="root">. */
  html: string;
  /** The matched page; undefined for the not-found page. */
  route?: ClientRoute;
  /** Head tags; module preloads and stylesheets are added by the caller. */
  head: (extra: Pick<HeadInput, 'modulePreloads' | 'stylesheets'>) => string;
  jsonLd: JsonLd[];
}

/** The page and its ancestors in the route tree, outermost first. */
function routeChain(routes: readonly ClientRoute[], fullPath: string): ClientRoute[] {
  for (const r of routes) {
    if (r.fullPath === fullPath) return [r];
    const below = r.children ? routeChain(r.children, fullPath) : [];
    if (below.length) return [r, ...below];
  }
  return [];
}

const crumbName = (r: ClientRoute) => r.name ?? r.heading ?? r.path;

// One handler for every page: building and ranking the route tree once keeps a
// 1,000-page build linear.
let handler: ReturnType<typeof createStaticHandler> | undefined;

/** The build's pictures of a page: its social card and the business's raster logo and image. */
export interface PageImages {
  card: SocialImage;
  business: BusinessImages;
}

let faqOwners: Promise<Map<string, string>> | undefined;

export async function render(path: string, images?: PageImages): Promise<RenderResult> {
  faqOwners ??= siteFaqOwners(site.routes, pages);
  handler ??= createStaticHandler(buildRoutes(site.routes, pages));
  const { query, dataRoutes } = handler;
  const context = await query(new Request(new URL(path, site.business.siteUrl)));
  if (context instanceof Response) throw new Error(`Rendering ${path} gave a redirect or response (${context.status})`);
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <SiteProvider site={site}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteProvider>
    </StrictMode>,
  );
  const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);
  const route = [...handles].reverse().find((h) => h?.route)?.route;
  const business = site.business;
  const title = pageTitle(business, handles.map((h) => h?.name));
  const description = route?.description ?? business.description ?? title;
  const notFound = !route;
  const jsonLd: JsonLd[] = [businessJsonLd(business, images?.business)];
  if (route) {
    const chain = routeChain(site.routes, route.fullPath);
    if (chain.length > 1) {
      const home = site.routes.find((r: ClientRoute) => r.fullPath === '/');
      const crumbs = [{ name: home ? (home.name ?? 'Home') : 'Home', path: '/' }, ...chain.map((r) => ({ name: crumbName(r), path: r.fullPath }))];
      jsonLd.push(breadcrumbJsonLd(business, crumbs));
    }
    const load = pages[route.id];
    if (load) {
      const faq = faqJsonLd((await load()).blocks, route.fullPath, await faqOwners);
      if (faq) jsonLd.push(faq);
    }
  }
  return {
    status: notFound ? 404 : context.statusCode,
    html,
    route,
    jsonLd,
    head: (extra) => headTags({ business, title, description, path: route?.fullPath, jsonLd, image: images?.card, ...extra }),
  };
}
