// @vitest-environment jsdom
// A new business with no reviews page yet (business.reviews left out): no menu entry, footer
// link or search-engine sameAs points anywhere, and a claim meant to link there shows as words.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Header } from '../../src/layout/Header.tsx';
import { Footer } from '../../src/layout/Footer.tsx';
import { SiteProvider } from '../../src/layout/SiteContext.tsx';
import { businessJsonLd } from '../../src/seo/jsonld.ts';
import TrustStripBlock from '../../src/blocks/trustStrip/TrustStripBlock.tsx';
import { loadBlock } from '../support/block-from-yaml.ts';
import { site } from '../support/render-block.tsx';

const withoutReviews = { ...site, business: { ...site.business, reviews: undefined } };

describe('a site with no reviews page', () => {
  it('has no reviews entry in either menu or the footer, and gives search engines no sameAs', () => {
    const { container } = render(
      <MemoryRouter>
        <SiteProvider site={withoutReviews}>
          <Header />
          <Footer />
        </SiteProvider>
      </MemoryRouter>,
    );
    const label = site.business.reviews!.label;
    expect(within(container).queryAllByRole('link', { name: new RegExp(`^${label}`) })).toEqual([]);
    expect(container.querySelectorAll(`a[href="${site.business.reviews!.url}"]`)).toHaveLength(0);
    expect(businessJsonLd(withoutReviews.business)).not.toHaveProperty('sameAs');
  });

  it('shows a claim meant to link to the reviews page as plain words', () => {
    render(
      <SiteProvider site={withoutReviews}>
        <TrustStripBlock block={loadBlock('trustStrip', {})} />
      </SiteProvider>,
    );
    const strip = screen.getByRole('region', { name: 'Why customers trust us' });
    expect(within(strip).queryAllByRole('link')).toEqual([]);
    expect(strip.textContent).toMatch(/200 five-star reviews/);
  });
});
