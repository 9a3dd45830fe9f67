// What the server renderer is given from a valid site.yaml besides the blocks: the site
// settings and the route tree of pages. Made once per load of the file; nothing of it is
// sent to the browser as data (pages reach it as HTML, islands as their props).
import type { Block, Business, EmailSettings, Footer, Header, MenuItem, SiteConfig } from './site-types.generated.ts';
import { flattenRoutes, joinPath } from './routes.ts';
import { telHref } from './phone.ts';
import { serviceTownInfo, type ServiceTownInfo } from './service-towns.ts';

export interface PageRoute {
  /** Stable id of the page: 'index' or 'residential__faqs'. */
  id: string;
  path: string;
  fullPath: string;
  name?: string;
  description?: string;
  heading?: string;
  /** Kept out of search engines and the sitemap (a town page with too few words of its own). */
  noindex?: boolean;
  /** A service's page in a town (townPages): the service's name and the town, for its Service data. */
  serviceTown?: { service: string; town: string; parish: string };
  children?: PageRoute[];
}

/** The business of site.yaml, with the tel: link every Call button uses, made from `phone`. */
/** The business as pages show it: the phone as shown (phoneShown, else phone) and its tel: link. */
export type BusinessData = Business & { phoneLink: string; phoneShown: string };

export interface SiteData {
  business: BusinessData;
  menu: MenuItem[];
  /** The header's call to action. */
  header?: Header;
  /** The footer's link columns and service area. */
  footer?: Footer;
  /** The claims of the trust strip (trustStrip blocks). */
  trust: SiteConfig['trust'];
  /** The words and links of the not-found page. */
  notFound: SiteConfig['notFound'];
  /** The words of the frame itself: the call buttons and the phone menu. */
  wording: SiteConfig['wording'];
  /** The EmailJS settings of site.yaml; the contact form applies the VITE_EMAILJS_* overrides. */
  emailjs?: EmailSettings;
  /** The business's own office (site.yaml office:), which the contact form sends to first. */
  office?: SiteConfig['office'];
  routes: PageRoute[];
  /** The year the site was built, shown until the browser knows the current year. */
  buildYear: number;
}

/** Every route of the tree, parents before their children. */
export function allRoutes(routes: readonly PageRoute[]): PageRoute[] {
  return routes.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
}

export function pageId(fullPath: string): string {
  return fullPath === '/' ? 'index' : fullPath.slice(1).replace(/\//g, '__');
}

/**
 * The site's settings and route tree. `inTowns` says which pages are services in towns; give it
 * from the site as loaded when `config` is a copy (the made pages are known by object).
 */
export function siteData(
  config: SiteConfig,
  buildYear = new Date().getFullYear(),
  inTowns: ServiceTownInfo = serviceTownInfo(config),
): SiteData {
  const convert = (route: SiteConfig['routes'][number], base: string): PageRoute => {
    const fullPath = joinPath(base, route.path);
    return {
      id: pageId(fullPath),
      path: route.path,
      fullPath,
      name: route.name,
      description: route.description,
      heading: route.heading,
      ...(route.noindex ? { noindex: true } : {}),
      ...(inTowns.has(fullPath) ? { serviceTown: inTowns.get(fullPath) } : {}),
      children: route.children?.map((c) => convert(c, fullPath)),
    };
  };
  return {
    business: {
      ...config.business,
      phoneShown: config.business.phoneShown ?? config.business.phone,
      phoneLink: telHref(config.business.phone),
    },
    menu: config.menu,
    header: config.header,
    footer: config.footer,
    notFound: config.notFound,
    wording: config.wording,
    trust: config.trust,
    emailjs: config.emailjs,
    office: config.office,
    routes: config.routes.map((r) => convert(r, '')),
    buildYear,
  };
}

/** Blocks of every page, by page id. */
export function pageBlocks(config: SiteConfig): Map<string, Block[]> {
  return new Map(flattenRoutes(config.routes).map((r) => [pageId(r.fullPath), r.route.blocks ?? []]));
}
