import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../src/site/title.ts';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const business = loadSiteFile(testSite.file).config!.business;

describe('page title', () => {
  it('uses the deepest named route', () => {
    expect(pageTitle(business, [undefined, 'Residential', 'Residential FAQs'])).toBe(
      'Residential FAQs - Pressure Washing In Covington LA - Pelican Exterior Cleaning',
    );
  });
  it('skips unnamed routes below a named one', () => {
    expect(pageTitle(business, ['About', undefined])).toBe(
      'About - Pressure Washing In Covington LA - Pelican Exterior Cleaning',
    );
  });
  it('falls back to the default title', () => {
    expect(pageTitle(business, [undefined, undefined])).toBe(
      'Pelican Exterior Cleaning - Pressure Washing In Covington LA',
    );
  });
  it('follows the pattern and words of site.yaml', () => {
    const custom = {
      ...business,
      company: 'Acme',
      title: { pattern: '{company} | {page}', middle: 'x', default: '{company}' },
    };
    expect(pageTitle(custom, ['Team'])).toBe('Acme | Team');
  });
});
