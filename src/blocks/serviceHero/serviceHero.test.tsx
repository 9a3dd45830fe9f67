// @vitest-environment jsdom
// The top of a service page: the page's heading, the area, Get a Quote and Call, a picture.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ServiceHeroBlock from './ServiceHeroBlock.tsx';
import { PageHeadingProvider } from '../page-heading.tsx';
import { Page } from '../../render/Page.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite, site } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('serviceHero', () => {
  const block = loadBlock('serviceHero', {
    area: 'In Covington and across the Northshore',
    text: 'Soft-wash roof cleaning at about **45 psi**.',
  });

  it("shows the page's heading as the h1, the area, and both actions", () => {
    renderInSite(
      <PageHeadingProvider value="Roof Washing">
        <ServiceHeroBlock block={block} />
      </PageHeadingProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Roof Washing');
    expect(screen.getByText('In Covington and across the Northshore')).toBeTruthy();
    expect(screen.getByRole('link', { name: site.header!.quoteText }).getAttribute('href')).toBe(
      site.header!.quoteLink,
    );
    const call = screen.getByRole('link', { name: `Call Us ${site.business.phone}` });
    expect(call.getAttribute('href')).toBe(site.business.phoneLink);
  });

  it('draws an illustration from the heading when no picture is given, never a photo', () => {
    const { container } = renderInSite(
      <PageHeadingProvider value="House Washing">
        <ServiceHeroBlock block={block} />
      </PageHeadingProvider>,
    );
    const picture = container.querySelector('.service-hero-picture')!;
    expect(picture.querySelector('img')).toBeNull();
    expect(picture.querySelector('svg')?.getAttribute('data-icon')).toBe('house');
  });

  it('first on a page it takes the place of the heading band ("x-showsPageHeading" in its schema)', () => {
    const route = { id: 'roof', path: 'roof', fullPath: '/roof', heading: 'Roof Washing' };
    const h1s = () => screen.getAllByRole('heading', { level: 1 });
    renderInSite(<Page route={route} blocks={[block]} />);
    expect(h1s()).toHaveLength(1);
    expect(h1s()[0].closest('.service-hero')).not.toBeNull();
    cleanup();
    renderInSite(<Page route={route} blocks={[loadBlock('richText', { text: 'Words.' }), block]} />);
    expect(h1s().map((h) => h.closest('.page-heading')?.className)).toEqual([
      'page-heading',
      'page-heading service-hero',
    ]);
  });
});
