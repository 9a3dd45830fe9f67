// Shared by the home-block unit tests: render a block inside the site settings and a router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteProvider } from '../../src/layout/SiteContext.tsx';
import { clientSite } from '../../src/config/client-data.ts';
import { loadSiteFile } from '../../src/config/load-site.ts';

export const site = clientSite(loadSiteFile('site.yaml').config!, 2026);

export function renderInSite(ui: ReactElement) {
  return render(
    <SiteProvider site={site}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SiteProvider>,
  );
}

/** Pretend the visitor does (or does not) ask for reduced motion. */
export function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
