// @vitest-environment jsdom
// A row of call-to-action buttons.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import CtaButtonsBlock from './CtaButtonsBlock.tsx';
import { MemoryRouter } from 'react-router-dom';
import { SiteProvider } from '../../layout/SiteContext.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite, site } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('ctaButtons', () => {
  it('links Get Quote to its page and makes a link-less button dial the site phone', () => {
    renderInSite(
      <CtaButtonsBlock
        block={loadBlock('ctaButtons', {
          buttons: [
            { text: 'Get Quote', link: '/contact' },
            { text: 'Call Us', variant: 'outline-primary' },
          ],
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Get Quote' }).getAttribute('href')).toBe('/contact');
    const call = screen.getByRole('link', { name: /Call Us/ });
    expect(call.getAttribute('href')).toBe(site.business.phoneLink);
    expect(call.textContent).toContain(site.business.phone);
    expect(call.className).toContain('btn-outline-primary');
  });
  it('takes the schema defaults when site.yaml leaves them out: primary buttons, centred', () => {
    const { container } = renderInSite(
      <CtaButtonsBlock block={loadBlock('ctaButtons', 'buttons: [{ text: Get Quote, link: /contact }]')} />,
    );
    expect(screen.getByRole('link', { name: 'Get Quote' }).className).toContain('btn-primary');
    expect(container.querySelector('.cta-buttons-block')?.className).toContain('text-center');
  });
  it('follows the phone number of site settings', () => {
    const other = { ...site, business: { ...site.business, phone: '(504) 555-0199', phoneLink: 'tel:+15045550199' } };
    render(
      <SiteProvider site={other}>
        <MemoryRouter>
          <CtaButtonsBlock block={loadBlock('ctaButtons', { buttons: [{ text: 'Call Us' }] })} />
        </MemoryRouter>
      </SiteProvider>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('tel:+15045550199');
  });
});
