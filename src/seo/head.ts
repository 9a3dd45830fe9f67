// The <head> tags of a prerendered page: title, description, canonical, Open Graph,
// Twitter, JSON-LD and module preloads for the page's own code.
import type { Business } from '../site/site-types.generated.ts';
import { absoluteUrl, type JsonLd } from './jsonld.ts';

/** The picture social sites show for a link to the page (a PNG card made by the build). */
export interface SocialImage {
  /** Absolute address. */
  url: string;
  alt: string;
  width: number;
  height: number;
  type: string;
}

export interface HeadInput {
  business: Business;
  title: string;
  description: string;
  /** The page's address, e.g. /residential/faqs; undefined for the not-found page. */
  path?: string;
  jsonLd: JsonLd[];
  /** Script files (site-absolute) to preload. */
  modulePreloads?: string[];
  /** Stylesheets (site-absolute) the page's own blocks need. */
  stylesheets?: string[];
  /** The social card; without one (a build without cards) the logo file stands in. */
  image?: SocialImage;
  /** Keep the page out of search engines (robots noindex), e.g. a town page with too few words of its own. */
  noindex?: boolean;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Open Graph's locale, language_TERRITORY, from the site's language and country: fr + FR -> fr_FR, en-CA -> en_CA. */
export function ogLocale(business: Pick<Business, 'language' | 'country'>): string {
  const [language, region] = business.language.split('-');
  return `${language.toLowerCase()}_${(region ?? business.country).toUpperCase()}`;
}

export function headTags(input: HeadInput): string {
  const { business, title, description, path } = input;
  const url = path ? absoluteUrl(business, path) : undefined;
  const image = input.image ?? { url: business.siteUrl + business.logo.src, alt: business.logo.alt };
  const size = input.image ? [input.image.width, input.image.height] : undefined;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : meta('name', 'robots', 'noindex'),
    ...(url && input.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', business.company),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    // The not-found page (404.html, served at any unknown address) points at the home page.
    meta('property', 'og:url', url ?? absoluteUrl(business, '/')),
    meta('property', 'og:image', image.url),
    ...(input.image ? [meta('property', 'og:image:type', input.image.type)] : []),
    ...(size
      ? [meta('property', 'og:image:width', String(size[0])), meta('property', 'og:image:height', String(size[1]))]
      : []),
    meta('property', 'og:image:alt', image.alt),
    meta('property', 'og:locale', ogLocale(business)),
    meta('name', 'twitter:card', input.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    ...(input.stylesheets ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...(input.modulePreloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...input.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.map((t) => `    ${t}`).join('\n');
}

/** Put the head tags (function replacements: the text may hold `$`) and the rendered app into the built index.html. */
export function fillTemplate(template: string, head: string, appHtml: string, language = 'en'): string {
  const withLang = template.replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(language)}">`);
  const withHead = withLang.replace(/\s*<title>[\s\S]*?<\/title>/, () => `\n${head}`);
  if (withHead === withLang) throw new Error('index.html has no <title> to replace');
  const filled = withHead.replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div>`);
  if (filled === withHead) throw new Error('index.html has no <div id="root"></div>');
  return filled;
}
