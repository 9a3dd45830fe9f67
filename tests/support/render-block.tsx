// Shared by the block unit tests (src/blocks/*/*.test.tsx): render a block inside the site
// settings, as the server does (islands included: their HTML is the server's; their browser
// code is tested on that HTML, see carousel.test.tsx).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { SiteProvider } from '../../src/layout/SiteContext.tsx';
import { siteData, type SiteData } from '../../src/site/site-data.ts';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { testSite } from './test-site.ts';

export const site = siteData(loadSiteFile(testSite.file).config!, 2026);

/** Render inside the site settings of site.yaml, or of `within` (a variation of them). */
export function renderInSite(ui: ReactElement, within: SiteData = site) {
  return render(<SiteProvider site={within}>{ui}</SiteProvider>);
}

/** Pretend the visitor does (or does not) ask for reduced motion, until the test ends (unstubGlobals). */
export function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
