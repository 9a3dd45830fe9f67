// Server renderer: one address of the site to a complete page (HTML of the body with its
// islands, status and head tags), with react-router's static handler for matching, titles
// and the not-found page. Used by the build's prerender (vite/prerender-plugin.ts) and by
// the dev server (vite/dev-pages-plugin.ts), so both serve the same pages.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { buildRoutes, type RouteHandle } from './routes.tsx';
import { SiteProvider } from '../layout/SiteContext.tsx';
import { pageTitle } from '../site/title.ts';
import type { PageRoute } from '../site/site-data.ts';
import { faqJsonLd, pageGraph, type BusinessImages, type Crumb, type JsonLd } from '../seo/jsonld.ts';
import type { Place } from 'schema-dts';
import { headTags, type HeadInput, type SocialImage } from '../seo/head.ts';
import { siteFaqOwners } from '../seo/faq-owner.ts';
import type { ServerSite } from './server-site.ts';

export type { ServerSite };

export interface RenderResult {
  status: number;
  /** The markup inside <div id="root">, islands included. */
  html: string;
  /** The matched page; undefined for the not-found page. */
  route?: PageRoute;
  /** Head tags; stylesheets are added by the caller. */
  head: (extra?: Pick<HeadInput, 'modulePreloads' | 'stylesheets'>) => string;
  jsonLd: JsonLd[];
  /** The language of the page's words (business.language), for <html lang>. */
  lang: string;
}

/** The page and its ancestors in the route tree, outermost first. */
function routeChain(routes: readonly PageRoute[], fullPath: string): PageRoute[] {
  for (const r of routes) {
    if (r.fullPath === fullPath) return [r];
    const below = r.children ? routeChain(r.children, fullPath) : [];
    if (below.length) return [r, ...below];
  }
  return [];
}

const crumbName = (r: PageRoute) => r.name ?? r.heading ?? r.path;

/** The build's pictures of a page: its social card and the business's raster logo and image. */
export interface PageImages {
  card: SocialImage;
  business: BusinessImages;
}

/**
 * The route tree cut down to what can match `path`: the layout routes, the page at `path`
 * with its ancestors, and the not-found route. react-router matches and ranks every route of
 * the tree it is given at each request, so handing it the whole tree made a 1,000-page
 * build quadratic.
 */
export function routeBranch(routes: readonly RouteObject[], path: string): RouteObject[] {
  const keep = (r: RouteObject): RouteObject | undefined => {
    if (r.path === '*' || (r.handle as RouteHandle | undefined)?.route?.fullPath === path) return r;
    if (!r.children) return undefined;
    const children = r.children.map(keep).filter((c) => c !== undefined);
    return children.length ? ({ ...r, children } as RouteObject) : undefined;
  };
  return routes.map(keep).filter((r) => r !== undefined);
}

/**
 * The route objects from the top of the tree down to the page of each address (the route whose
 * handle names it). Found once per site: routeBranch walks the whole tree for each page, which
 * grows with the square of the pages (10,000 pages, 10,000 walks of 10,000 routes).
 */
function chainsByPath(routes: readonly RouteObject[]): Map<string, RouteObject[]> {
  const chains = new Map<string, RouteObject[]>();
  const walk = (list: readonly RouteObject[], above: RouteObject[]) => {
    for (const r of list) {
      const fullPath = (r.handle as RouteHandle | undefined)?.route?.fullPath;
      if (fullPath !== undefined && !chains.has(fullPath)) chains.set(fullPath, [...above, r]);
      if (r.children) walk(r.children, [...above, r]);
    }
  };
  walk(routes, []);
  return chains;
}

/** What routeBranch gives for the page at the end of `chain`, made from the chain alone. */
function branchOfChain(routes: readonly RouteObject[], chain: readonly RouteObject[]): RouteObject[] {
  const cut = (list: readonly RouteObject[], level: number): RouteObject[] =>
    list.flatMap((r) => {
      if (r.path === '*' || r === chain[chain.length - 1]) return [r];
      if (r !== chain[level] || !r.children) return [];
      const children = cut(r.children, level + 1);
      return children.length ? [{ ...r, children } as RouteObject] : [];
    });
  return cut(routes, 0);
}

// Per loaded site, once: the route tree, which page marks up each FAQ question, and the route
// objects down to each page.
const prepared = new WeakMap<
  ServerSite,
  { routes: RouteObject[]; faqOwners: Map<string, string>; chains: Map<string, RouteObject[]> }
>();
function prepare(site: ServerSite) {
  let ready = prepared.get(site);
  if (!ready) {
    const routes = buildRoutes(site.data.routes, site.pages);
    ready = { routes, faqOwners: siteFaqOwners(site.data.routes, site.pages.unparsed), chains: chainsByPath(routes) };
    prepared.set(site, ready);
  }
  return ready;
}

export async function renderPage(site: ServerSite, path: string, images?: PageImages): Promise<RenderResult> {
  const { routes, faqOwners, chains } = prepare(site);
  const chain = chains.get(path);
  const { query, dataRoutes } = createStaticHandler(chain ? branchOfChain(routes, chain) : routeBranch(routes, path));
  const business = site.data.business;
  const context = await query(new Request(new URL(path, business.siteUrl)));
  if (context instanceof Response) throw new Error(`Rendering ${path} gave a redirect or response (${context.status})`);
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <SiteProvider site={site.data}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SiteProvider>,
  );
  const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);
  const route = [...handles].reverse().find((h) => h?.route)?.route;
  // The not-found page is named by its own heading (notFound: in site.yaml): "Page Not Found | …".
  const names = route ? handles.map((h) => h?.name) : [site.data.notFound?.heading];
  const title = pageTitle(business, names);
  // The not-found page has a description of its own (notFound.description), never the home page's.
  const description = route
    ? (route.description ?? business.description ?? title)
    : (site.data.notFound?.description ?? title);
  // One linked @graph per page (src/seo/jsonld.ts).
  let crumbs: Crumb[] | undefined;
  let faq: JsonLd | undefined;
  let service: string | undefined;
  let serviceArea: Place[] | undefined;
  if (route) {
    const chain = routeChain(site.data.routes, route.fullPath);
    if (chain.length > 1) {
      const home = site.data.routes.find((r) => r.fullPath === '/');
      crumbs = [
        { name: home ? (home.name ?? 'Home') : 'Home', path: '/' },
        ...chain.map((r) => ({ name: crumbName(r), path: r.fullPath })),
      ];
    }
    const blocks = site.pages.get(route.id) ?? [];
    faq = faqJsonLd(blocks, route.fullPath, faqOwners);
    // A service page starts with a serviceHero; the page's heading (or name) is the service.
    if (blocks.some((b) => b.type === 'serviceHero')) service = route.heading ?? route.name ?? crumbName(route);
    // A service's page in a town: that service, in that town.
    if (route.serviceTown) {
      service = route.serviceTown.service;
      serviceArea = [
        {
          '@type': 'City',
          name: route.serviceTown.town,
          containedInPlace: { '@type': 'AdministrativeArea', name: route.serviceTown.parish },
        },
      ];
    }
  }
  const jsonLd: JsonLd[] = [
    pageGraph({
      business,
      images: images?.business,
      path: route?.fullPath,
      title,
      description,
      crumbs,
      faq,
      service,
      serviceArea,
    }),
  ];
  return {
    status: route ? context.statusCode : 404,
    html,
    route,
    jsonLd,
    lang: business.language,
    head: (extra = {}) =>
      headTags({
        business,
        title,
        description,
        path: route?.fullPath,
        jsonLd,
        image: images?.card,
        noindex: route?.noindex,
        ...extra,
      }),
  };
}
