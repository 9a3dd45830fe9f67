import { describe, expect, it } from 'vitest';
import type { Business } from '../../src/site/site-types.generated.ts';
import { fillTemplate, headTags, ogLocale, scriptJson } from '../../src/seo/head.ts';
import { robotsTxt, sitemapXml } from '../../src/seo/sitemap.ts';

const business = {
  company: 'Pelican & Sons',
  siteUrl: 'https://www.pelicanexterior.example',
  logo: { src: '/images/logo.svg', alt: 'Pelican & Sons, home' },
  language: 'en',
  country: 'US',
} as Business;

const card = {
  url: 'https://www.pelicanexterior.example/assets/social/abc.png',
  alt: 'Pelican & Sons: FAQs',
  width: 1200,
  height: 630,
  type: 'image/png',
};

describe('head tags', () => {
  const head = headTags({
    business,
    title: 'FAQs - "Pelican"',
    description: 'Answers <fast>',
    path: '/residential/faqs',
    jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
    modulePreloads: ['/assets/page.js'],
  });

  it('writes title, description, canonical, Open Graph and Twitter tags, escaped', () => {
    expect(head).toContain('<title>FAQs - &quot;Pelican&quot;</title>');
    expect(head).toContain('<meta name="description" content="Answers &lt;fast&gt;" />');
    expect(head).toContain('<link rel="canonical" href="https://www.pelicanexterior.example/residential/faqs" />');
    expect(head).toContain('<meta property="og:url" content="https://www.pelicanexterior.example/residential/faqs" />');
    expect(head).toContain('<meta property="og:site_name" content="Pelican &amp; Sons" />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page.js" />');
  });

  it("gives Open Graph the site's language and country as its locale", () => {
    expect(head).toContain('<meta property="og:locale" content="en_US" />');
    expect(ogLocale({ language: 'fr', country: 'FR' })).toBe('fr_FR');
    expect(ogLocale({ language: 'fr-CA', country: 'CA' })).toBe('fr_CA');
    expect(ogLocale({ language: 'en', country: 'GB' })).toBe('en_GB');
  });

  it('points og:image and twitter:image at the social card, with its size and alt text', () => {
    const withCard = headTags({ business, title: 't', description: 'd', path: '/faqs', jsonLd: [], image: card });
    for (const tag of [
      '<meta property="og:image" content="https://www.pelicanexterior.example/assets/social/abc.png" />',
      '<meta property="og:image:type" content="image/png" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta property="og:image:alt" content="Pelican &amp; Sons: FAQs" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:image" content="https://www.pelicanexterior.example/assets/social/abc.png" />',
      '<meta name="twitter:image:alt" content="Pelican &amp; Sons: FAQs" />',
    ])
      expect(withCard).toContain(tag);
  });

  it('without a card, falls back to the logo and its alt text', () => {
    expect(head).toContain(
      '<meta property="og:image" content="https://www.pelicanexterior.example/images/logo.svg" />',
    );
    expect(head).toContain('<meta property="og:image:alt" content="Pelican &amp; Sons, home" />');
  });

  it('keeps JSON-LD from closing its script element', () => {
    expect(head).not.toContain('</script><script>');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('marks the not-found page noindex, without canonical', () => {
    const notFound = headTags({ business, title: 't', description: 'd', jsonLd: [] });
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('canonical');
    expect(notFound).toContain('<meta property="og:url" content="https://www.pelicanexterior.example/" />');
  });
});

describe('template', () => {
  it('replaces the title and fills the root, keeping $ signs of the copy', () => {
    const html = fillTemplate(
      '<head>\n<title>x</title>\n</head><body><div id="root"></div></body>',
      '<title>$$ off</title>',
      '<p>$50 off $&</p>',
    );
    expect(html).toBe('<head>\n<title>$$ off</title>\n</head><body><div id="root"><p>$50 off $&</p></div></body>');
  });

  it("sets the page's language from business.language", () => {
    const template = '<html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(fillTemplate(template, '', '<p>Hi</p>', 'en-CA')).toMatch(/^<html lang="en-CA">/);
    expect(fillTemplate(template, '', '<p>Hi</p>')).toMatch(/^<html lang="en">/);
  });

  it('refuses a template without a root', () => {
    expect(() => fillTemplate('<title>x</title>', '', '')).toThrow(/root/);
  });
});

describe('sitemap and robots', () => {
  it('lists each address once, absolute', () => {
    const xml = sitemapXml(business, ['/', '/a&b']);
    expect(xml).toContain('<loc>https://www.pelicanexterior.example/</loc>');
    expect(xml).toContain('<loc>https://www.pelicanexterior.example/a&amp;b</loc>');
    expect(robotsTxt(business)).toContain('Sitemap: https://www.pelicanexterior.example/sitemap.xml');
  });
});
