// @vitest-environment jsdom
// The footer's address: the street of a business that customers come to (business.streetAddress),
// then the town and postal code; a service-area business, with no street, shows the town only.
import { describe, expect, it } from 'vitest';
import { Footer } from '../../src/layout/Footer.tsx';
import { renderInSite, site } from '../support/render-block.tsx';

const lines = (container: HTMLElement) =>
  [...container.querySelectorAll('.footer-address > span')].map((span) => span.textContent);

describe('the footer address', () => {
  it('shows the street above the town and postal code when site.yaml gives one', () => {
    const business = {
      ...site.business,
      streetAddress: '123 Main Street',
      location: 'Halifax, NS',
      postalCode: 'B3J 1A1',
    };
    expect(lines(renderInSite(<Footer />, { ...site, business }).container)).toEqual([
      '123 Main Street',
      'Halifax, NS B3J 1A1',
    ]);
  });

  it('puts the postal code before the town where the country writes it so', () => {
    const business = { ...site.business, location: 'Lyon', postalCode: '69004', country: 'FR' };
    expect(lines(renderInSite(<Footer />, { ...site, business }).container)).toEqual(['69004 Lyon']);
    const inBritain = { ...business, location: 'London', postalCode: 'SW1A 1AA', country: 'GB' };
    expect(lines(renderInSite(<Footer />, { ...site, business: inBritain }).container)).toEqual(['London SW1A 1AA']);
  });

  it("addresses the town alone after the postal code: the locality, not the header bar's words", () => {
    const business = { ...site.business, location: 'Lyon 4e', locality: 'Lyon', postalCode: '69004', country: 'FR' };
    expect(lines(renderInSite(<Footer />, { ...site, business }).container)).toEqual(['69004 Lyon']);
    // Without a locality, the town is the location up to its first comma.
    const berlin = { ...site.business, location: 'Berlin, Mitte', postalCode: '10115', country: 'DE' };
    expect(lines(renderInSite(<Footer />, { ...site, business: berlin }).container)).toEqual(['10115 Berlin']);
  });

  it('shows the town alone for a business that goes to its customers', () => {
    const business = { ...site.business, streetAddress: undefined };
    const [only, ...rest] = lines(renderInSite(<Footer />, { ...site, business }).container);
    expect(only).toContain(site.business.location);
    expect(rest).toEqual([]);
  });
});
