// @vitest-environment jsdom
// The business's claims side by side, written once in site.yaml (trust:).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import TrustStripBlock from './TrustStripBlock.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite, site } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('trustStrip', () => {
  it('shows every claim of trust: and links the reviews claim to the reviews page', () => {
    renderInSite(<TrustStripBlock block={loadBlock('trustStrip', {})} />);
    const strip = screen.getByRole('region', { name: 'Why customers trust us' });
    const items = within(strip).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(
      site.trust!.map((t) => (t.linksToReviews ? `${t.text} (opens in a new tab)` : t.text)),
    );
    expect(items.map((li) => li.textContent).join(' ')).toMatch(/since 1996.*\$2M.*200 five-star reviews/);
    const link = within(strip).getByRole('link');
    expect(link.getAttribute('href')).toBe(site.business.reviews!.url);
    expect(link.textContent).toMatch(/^Over 200 five-star reviews/);
  });

  it('shows nothing when site.yaml lists no claims', () => {
    const { container } = renderInSite(<TrustStripBlock block={loadBlock('trustStrip', {})} />, { ...site, trust: [] });
    expect(container.querySelector('.trust-strip')).toBeNull();
  });
});
