// Structured data (schema.org JSON-LD) built from site.yaml: the business on every page,
// breadcrumbs on nested pages and the questions of FAQ pages. Browser-safe, no DOM.
import type { Business } from '../site/site-types.generated.ts';
import { dialNumber } from '../site/phone.ts';
import { ownedItems } from './faq-owner.ts';
import { faqItems } from './faq-items.ts';
import type { ParsedBlock } from '../markdown/types.ts';
import type { Place, Service, Thing, WebPage, WebSite } from 'schema-dts';

export { faqItems };

export type JsonLd = Record<string, unknown>;

/** The full public address of a site path. */
export function absoluteUrl(business: Business, path: string): string {
  return business.siteUrl + (path === '/' ? '/' : path);
}

/** The town and region: business.locality and .region, else read from location ("Springfield, IL"). */
export function placeOf(business: Pick<Business, 'location' | 'locality' | 'region'>): {
  locality: string;
  region?: string;
} {
  const comma = business.location.indexOf(',');
  const before = comma < 0 ? business.location : business.location.slice(0, comma);
  const after = comma < 0 ? '' : business.location.slice(comma + 1);
  return { locality: business.locality ?? before.trim(), region: business.region ?? (after.trim() || undefined) };
}

/** Raster pictures made by the build (absolute addresses); without them the logo file stands in. */
export interface BusinessImages {
  /** The logo as a PNG. */
  logo: string;
  /** A picture of the business: the site's social card. */
  image: string;
}

/** Opening hours as schema.org OpeningHoursSpecification; days not listed are closed. */
export function openingHoursJsonLd(hours: NonNullable<Business['hours']>): JsonLd[] {
  return hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...h.days],
    opens: h.opens,
    closes: h.closes,
  }));
}

export function businessJsonLd(business: Business, images?: BusinessImages): JsonLd {
  const { locality, region } = placeOf(business);
  const logoFile = business.siteUrl + business.logo.src;
  return {
    '@context': 'https://schema.org',
    '@type': business.schemaType,
    '@id': `${business.siteUrl}/#business`,
    name: business.company,
    url: absoluteUrl(business, '/'),
    telephone: dialNumber(business.phone),
    email: business.email,
    ...(business.description ? { description: business.description } : {}),
    logo: images?.logo ?? logoFile,
    image: images?.image ?? logoFile,
    // The street only when site.yaml gives one (a service-area business leaves it out).
    address: {
      '@type': 'PostalAddress',
      ...(business.streetAddress ? { streetAddress: business.streetAddress } : {}),
      addressLocality: locality,
      ...(region ? { addressRegion: region } : {}),
      ...(business.postalCode ? { postalCode: business.postalCode } : {}),
      addressCountry: business.country,
    },
    ...(business.geo
      ? { geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude } }
      : {}),
    ...(business.hours ? { openingHoursSpecification: openingHoursJsonLd(business.hours) } : {}),
    ...(business.reviews ? { sameAs: [business.reviews.url] } : {}),
    ...(business.areaServed ? { areaServed: business.areaServed.map((name) => ({ '@type': 'Place', name })) } : {}),
    ...(business.foundingYear ? { foundingDate: String(business.foundingYear) } : {}),
    ...(business.priceRange ? { priceRange: business.priceRange } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(business: Business, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(business, c.path),
    })),
  };
}

/**
 * The FAQPage of a page: its questions that it owns (see faq-owner.ts), each once.
 * Without `owners` every question of the page is marked up once.
 */
export function faqJsonLd(
  blocks: readonly ParsedBlock[],
  path = '',
  owners?: ReadonlyMap<string, string>,
): JsonLd | undefined {
  const items = ownedItems(path, faqItems(blocks), owners);
  if (!items.length) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

/** A reference to another node of the page's graph. */
const ref = (id: string) => ({ '@id': id });

/** The @ids of the graph: one business and one website per site, one of each node per page. */
export function graphIds(business: Business, path: string) {
  const url = absoluteUrl(business, path);
  return {
    website: `${business.siteUrl}/#website`,
    business: `${business.siteUrl}/#business`,
    page: `${url}#webpage`,
    breadcrumb: `${url}#breadcrumb`,
    service: `${url}#service`,
    faq: `${url}#faq`,
  };
}

/**
 * Where the business works: the towns of business.areas (each in its parish or county), else
 * the names of business.areaServed.
 */
export function areaServedJsonLd(business: Business): Place[] | undefined {
  if (business.areas?.length)
    return business.areas.map((a) => ({
      '@type': 'City',
      name: a.name,
      containedInPlace: { '@type': 'AdministrativeArea', name: a.parish },
    }));
  return business.areaServed?.map((name): Place => ({ '@type': 'Place', name }));
}

export interface PageGraphInput {
  business: Business;
  images?: BusinessImages;
  /** The page's address; undefined for the not-found page (which gets the site and business only). */
  path?: string;
  title: string;
  description?: string;
  /** The trail from the home page, for a nested page. */
  crumbs?: readonly Crumb[];
  /** The page's own questions (faqJsonLd). */
  faq?: JsonLd;
  /** The service the page is about (a service page): its name. */
  service?: string;
  /** Where that service is offered, when not every town of the business (a service's page in a town). */
  serviceArea?: Place[];
}

/**
 * The one JSON-LD of a page: a single @graph whose nodes link by @id. WebSite and the business
 * on every page; WebPage; a Service on a service page (provider: the business); the
 * BreadcrumbList; the FAQPage where the page has questions. No rating figures: the site names
 * no source for them, and review stars of its own pages are not allowed as ratings.
 */
/**
 * A page's graph: the nodes it makes itself are typed with schema-dts (WebSite, WebPage,
 * Service, the places served); the business, breadcrumb and FAQ nodes come from the builders
 * above, whose own tests pin their fields.
 */
export type PageGraph = { '@context': 'https://schema.org'; '@graph': Array<Thing | JsonLd> };

export function pageGraph(input: PageGraphInput): PageGraph {
  const { business, path } = input;
  const ids = graphIds(business, path ?? '/');
  const { '@context': _context, ...org } = businessJsonLd(business, input.images);
  void _context;
  const areaServed = areaServedJsonLd(business);
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': ids.website,
    url: absoluteUrl(business, '/'),
    name: business.company,
    inLanguage: business.language,
    publisher: ref(ids.business),
  };
  // The business's type is the owner's (business.schemaType): any type under LocalBusiness.
  const local: JsonLd = { ...org, ...(areaServed ? { areaServed } : {}) };
  const nodes: Array<Thing | JsonLd> = [website, local];
  const places = areaServed;
  if (path !== undefined) {
    const crumbs = input.crumbs && input.crumbs.length > 1 ? input.crumbs : undefined;
    const page: WebPage = {
      '@type': 'WebPage',
      '@id': ids.page,
      url: absoluteUrl(business, path),
      name: input.title,
      ...(input.description ? { description: input.description } : {}),
      inLanguage: business.language,
      isPartOf: ref(ids.website),
      about: ref(ids.business),
      ...(crumbs ? { breadcrumb: ref(ids.breadcrumb) } : {}),
      ...(input.service ? { mainEntity: ref(ids.service) } : {}),
    };
    nodes.push(page);
    if (input.service) {
      const service: Service = {
        '@type': 'Service',
        '@id': ids.service,
        name: input.service,
        serviceType: input.service,
        url: absoluteUrl(business, path),
        provider: ref(ids.business),
        ...(input.serviceArea ? { areaServed: input.serviceArea } : places ? { areaServed: places } : {}),
      };
      nodes.push(service);
    }
    if (crumbs) {
      const { '@context': _c, ...list } = breadcrumbJsonLd(business, crumbs);
      void _c;
      nodes.push({ ...list, '@id': ids.breadcrumb });
    }
    if (input.faq) {
      const { '@context': _c, ...faq } = input.faq;
      void _c;
      nodes.push({ ...faq, '@id': ids.faq, isPartOf: ref(ids.page) });
    }
  }
  return { '@context': 'https://schema.org', '@graph': nodes };
}
