// Structured data (schema.org JSON-LD) built from site.yaml: the business on every page,
// breadcrumbs on nested pages and the questions of FAQ pages. Browser-safe, no DOM.
import type { Business } from '../config/site-types.generated.ts';
import { NESTED_BLOCK_FIELDS } from '../config/client-data.ts';
import { dialNumber } from '../config/phone.ts';
import { markdownText, type MarkdownDoc } from '../markdown/types.ts';

export type JsonLd = Record<string, unknown>;

/** The full public address of a site path. */
export function absoluteUrl(business: Business, path: string): string {
  return business.siteUrl + (path === '/' ? '/' : path);
}

/** The locality and region of "Covington, LA". */
function splitLocation(location: string): { locality: string; region?: string } {
  const [locality, region] = location.split(',').map((s) => s.trim());
  return { locality: locality!, region: region || undefined };
}

export function businessJsonLd(business: Business): JsonLd {
  const { locality, region } = splitLocation(business.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${business.siteUrl}/#business`,
    name: business.company,
    url: absoluteUrl(business, '/'),
    telephone: dialNumber(business.phone),
    email: business.email,
    ...(business.description ? { description: business.description } : {}),
    logo: business.siteUrl + business.logo.src,
    image: business.siteUrl + business.logo.src,
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality,
      ...(region ? { addressRegion: region } : {}),
      addressCountry: 'US',
    },
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

interface FaqItem {
  question: string;
  answer: string;
}

/** Every question of the page's faqAccordion blocks, nested blocks included. */
export function faqItems(blocks: readonly object[]): FaqItem[] {
  const out: FaqItem[] = [];
  const walk = (list: readonly object[]) => {
    for (const b of list) {
      const rec = b as Record<string, unknown>;
      if (rec.type === 'faqAccordion') {
        const groups = (rec.groups ?? []) as Array<{ items?: Array<{ question: string; answer: MarkdownDoc }> }>;
        for (const g of groups) for (const item of g.items ?? []) out.push({ question: item.question, answer: markdownText(item.answer) });
      }
      for (const field of NESTED_BLOCK_FIELDS) if (Array.isArray(rec[field])) walk(rec[field] as object[]);
    }
  };
  walk(blocks);
  return out;
}

export function faqJsonLd(blocks: readonly object[]): JsonLd | undefined {
  const items = faqItems(blocks);
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
