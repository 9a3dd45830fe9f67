import { describe, expect, it } from 'vitest';
import type { Business } from '../../src/site/site-types.generated.ts';
import { breadcrumbJsonLd, businessJsonLd, faqJsonLd } from '../../src/seo/jsonld.ts';
import { parseMarkdown } from '../../src/markdown/parse.ts';
import { markdownText } from '../../src/markdown/types.ts';

const business = {
  company: 'Pelican Exterior Cleaning',
  phone: '(985) 555-0142',
  email: 'office@pelicanexterior.example',
  location: 'Covington, LA',
  siteUrl: 'https://www.pelicanexterior.example',
  foundingYear: 1996,
  priceRange: '$$',
  areaServed: ['Covington, LA', 'Mandeville, LA'],
  logo: { src: '/images/logo.svg', alt: 'x', width: 1, height: 1 },
  schemaType: 'HomeAndConstructionBusiness',
  country: 'US',
  reviews: { label: 'Reviews', url: 'https://reviews.example/pelican' },
  postalCode: '70433',
  geo: { latitude: 30.4755, longitude: -90.1009 },
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
    { days: ['Saturday'], opens: '09:00', closes: '13:00' },
  ],
} as Business;

describe('business JSON-LD', () => {
  it('carries the settings of site.yaml', () => {
    const data = businessJsonLd(business);
    expect(data).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      name: 'Pelican Exterior Cleaning',
      telephone: '+19855550142',
      email: 'office@pelicanexterior.example',
      url: 'https://www.pelicanexterior.example/',
      foundingDate: '1996',
      priceRange: '$$',
      address: { addressLocality: 'Covington', addressRegion: 'LA' },
    });
    expect(data.areaServed).toEqual([
      { '@type': 'Place', name: 'Covington, LA' },
      { '@type': 'Place', name: 'Mandeville, LA' },
    ]);
  });

  it('takes the type, town, region and country from their settings, for any business', () => {
    const other = { ...business, schemaType: 'Plumber', location: 'Eastside of Springfield', country: 'CA' };
    expect(businessJsonLd(other)).toMatchObject({
      '@type': 'Plumber',
      address: { addressLocality: 'Eastside of Springfield', addressCountry: 'CA' },
    });
    expect(businessJsonLd(other).address).not.toHaveProperty('addressRegion');
    const named = businessJsonLd({ ...other, locality: 'Springfield', region: 'IL' });
    expect(named.address).toMatchObject({ addressLocality: 'Springfield', addressRegion: 'IL' });
  });

  it('gives the service area address without a street, the map position, the hours and the reviews page', () => {
    const data = businessJsonLd(business);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Covington',
      addressRegion: 'LA',
      postalCode: '70433',
      addressCountry: 'US',
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 30.4755, longitude: -90.1009 });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
    expect(data.sameAs).toEqual(['https://reviews.example/pelican']);
  });

  it('gives the street of a business that customers come to, when site.yaml has one', () => {
    const office = { ...business, streetAddress: '123 Main Street, Suite 4', postalCode: 'B3J 1A1', country: 'CA' };
    expect(businessJsonLd(office).address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: '123 Main Street, Suite 4',
      postalCode: 'B3J 1A1',
      addressCountry: 'CA',
    });
  });

  it('uses the raster logo and card of the build when given, the logo file otherwise', () => {
    expect(businessJsonLd(business)).toMatchObject({ logo: 'https://www.pelicanexterior.example/images/logo.svg' });
    const built = businessJsonLd(business, { logo: 'https://x.example/logo.png', image: 'https://x.example/card.png' });
    expect(built).toMatchObject({ logo: 'https://x.example/logo.png', image: 'https://x.example/card.png' });
  });

  it('leaves out hours and position that site.yaml does not give', () => {
    const data = businessJsonLd({ ...business, hours: undefined, geo: undefined, postalCode: undefined });
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(data).not.toHaveProperty('geo');
    expect(data.address).not.toHaveProperty('postalCode');
  });

  it('follows an edit of the phone number', () => {
    expect(businessJsonLd({ ...business, phone: '504-555-0100' }).telephone).toBe('+15045550100');
  });
});

describe('breadcrumbs', () => {
  it('lists the trail with absolute addresses and positions', () => {
    const data = breadcrumbJsonLd(business, [
      { name: 'Home', path: '/' },
      { name: 'Residential', path: '/residential' },
      { name: 'FAQs', path: '/residential/faqs' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.pelicanexterior.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Residential',
        item: 'https://www.pelicanexterior.example/residential',
      },
      { '@type': 'ListItem', position: 3, name: 'FAQs', item: 'https://www.pelicanexterior.example/residential/faqs' },
    ]);
  });
});

describe('FAQ JSON-LD', () => {
  const tree = {
    type: 'markdown',
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Twice a ' },
          { type: 'strong', children: [{ type: 'text', text: 'year' }] },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [{ type: 'listItem', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Spring' }] }] }],
      },
    ],
  };

  it('collects questions of faqAccordion blocks, also inside columns', () => {
    const blocks = [
      { type: 'richText', text: 'x' },
      { type: 'faqAccordion', groups: [{ items: [{ question: 'How often?', answer: tree }] }] },
      {
        type: 'columns',
        main: [
          {
            type: 'faqAccordion',
            groups: [{ items: [{ question: 'Tint?', answer: parseMarkdown('See [our page](/x), **yes**.') }] }],
          },
        ],
        aside: [],
      },
    ];
    const data = faqJsonLd(blocks as never)!;
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'How often?', acceptedAnswer: { '@type': 'Answer', text: 'Twice a year. Spring' } },
      { '@type': 'Question', name: 'Tint?', acceptedAnswer: { '@type': 'Answer', text: 'See our page, yes.' } },
    ]);
  });

  it('is left out on a page without questions', () => {
    expect(faqJsonLd([{ type: 'richText', text: parseMarkdown('x') }])).toBeUndefined();
  });

  it('turns Markdown into plain words', () => {
    expect(markdownText(parseMarkdown('## Title\n\n- one\n- *two*'))).toBe('Title one two');
    expect(markdownText(tree as never)).toBe('Twice a year. Spring');
  });
});
