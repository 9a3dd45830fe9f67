// The <head> tags of a prerendered page: title, description, canonical, Open Graph,
// Twitter, JSON-LD and module preloads for the page's own code.
import type { Business } from '../config/site-types.generated.ts';
import { absoluteUrl, type JsonLd } from './jsonld.ts';

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
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function headTags(input: HeadInput): string {
  const { business, title, description, path } = input;
  const url = path ? absoluteUrl(business, path) : undefined;
  const image = business.siteUrl + business.logo.src;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : meta('name', 'robots', 'noindex'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', business.company),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...(input.stylesheets ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...(input.modulePreloads ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    ...input.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.map((t) => `    ${t}`).join('\n');
}

/** Put the head tags (function replacements: the text may hold `$`) and the rendered app into the built index.html. */
export function fillTemplate(template: string, head: string, appHtml: string): string {
  const withHead = template.replace(/\s*<title>[\s\S]*?<\/title>/, () => `\n${head}`);
  if (withHead === template) throw new Error('index.html has no <title> to replace');
  const filled = withHead.replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div>`);
  if (filled === withHead) throw new Error('index.html has no <div id="root"></div>');
  return filled;
}
