// Structured data (schema.org JSON-LD) built from site.yaml: the business on every page,
// breadcrumbs on nested pages and the questions of FAQ pages. Browser-safe, no DOM.
import type { Business } from '../site/site-types.generated.ts';
import { dialNumber } from '../site/phone.ts';
import { ownedItems } from './faq-owner.ts';
import { faqItems } from './faq-items.ts';
import type { ParsedBlock } from '../markdown/types.ts';

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
