// What the browser receives from site.yaml: the site settings and route tree (small,
// loaded on every page) and, per page, its blocks (loaded only with that page).
import type { Block, Business, EmailSettings, Footer, Header, MenuItem, SiteConfig } from './site-types.generated.ts';
import { flattenRoutes, joinPath } from './routes.ts';
import { telHref } from './phone.ts';

export interface ClientRoute {
  /** Stable id of the page, also the name of its content module: 'index' or 'residential__faqs'. */
  id: string;
  path: string;
  fullPath: string;
  name?: string;
  description?: string;
  heading?: string;
  /** Block types the page uses, so their code loads alongside its content. */
  blockTypes: Block['type'][];
  children?: ClientRoute[];
}

/** The business of site.yaml, with the tel: link every Call button uses, made from `phone`. */
export type ClientBusiness = Business & { phoneLink: string };

export interface ClientSite {
  business: ClientBusiness;
  menu: MenuItem[];
  /** The header's call to action. */
  header?: Header;
  /** The footer's link columns and service area. */
  footer?: Footer;
  /** The claims of the trust strip (trustStrip blocks). */
  trust: SiteConfig['trust'];
  /** The words and links of the not-found page. */
  notFound: SiteConfig['notFound'];
  /** The EmailJS settings of site.yaml; the contact form applies the VITE_EMAILJS_* overrides. */
  emailjs?: EmailSettings;
  routes: ClientRoute[];
  /** The year the site was built, shown until the browser knows the current year. */
  buildYear: number;
}

/** Fields of a block that hold blocks of their own (see the columns block). */
export const NESTED_BLOCK_FIELDS = ['main', 'aside'] as const;

/** Every block type used in a list of blocks, nested blocks included. */
export function blockTypesOf(blocks: readonly Block[]): Block['type'][] {
  const types = new Set<Block['type']>();
  const walk = (list: readonly Block[]) => {
    for (const b of list) {
      types.add(b.type);
      for (const field of NESTED_BLOCK_FIELDS) {
        const nested = (b as Partial<Record<(typeof NESTED_BLOCK_FIELDS)[number], unknown>>)[field];
        if (Array.isArray(nested)) walk(nested as Block[]);
      }
    }
  };
  walk(blocks);
  return [...types];
}

/** Every route of the tree, parents before their children. */
export function allRoutes(routes: readonly ClientRoute[]): ClientRoute[] {
  return routes.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
}

export function pageId(fullPath: string): string {
  return fullPath === '/' ? 'index' : fullPath.slice(1).replace(/\//g, '__');
}

export function clientSite(config: SiteConfig, buildYear = new Date().getFullYear()): ClientSite {
  const convert = (route: SiteConfig['routes'][number], base: string): ClientRoute => {
    const fullPath = joinPath(base, route.path);
    return {
      id: pageId(fullPath),
      path: route.path,
      fullPath,
      name: route.name,
      description: route.description,
      heading: route.heading,
      blockTypes: blockTypesOf(route.blocks ?? []),
      children: route.children?.map((c) => convert(c, fullPath)),
    };
  };
  return {
    business: { ...config.business, phoneLink: telHref(config.business.phone) },
    menu: config.menu,
    header: config.header,
    footer: config.footer,
    notFound: config.notFound,
    trust: config.trust,
    emailjs: config.emailjs,
    routes: config.routes.map((r) => convert(r, '')),
    buildYear,
  };
}

/** Blocks of every page, by page id. */
export function pageBlocks(config: SiteConfig): Map<string, Block[]> {
  return new Map(flattenRoutes(config.routes).map((r) => [pageId(r.fullPath), r.route.blocks ?? []]));
}
