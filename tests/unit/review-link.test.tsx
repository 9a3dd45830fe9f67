// Reviews, honestly asked for: "Review us on Google", from business.googlePlaceId, in the footer
// and in the form's thank-you message; one link, the same for everyone (no question about how
// happy the customer was decides who sees it).
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { googleReviewUrl } from '../../src/site/review-link.ts';
import { testSite } from '../support/test-site.ts';

const config = loadSiteFile(testSite.file).config!;
const PLACE = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const URL = `https://search.google.com/local/writereview?placeid=${PLACE}`;

describe('Review us on Google', () => {
  it('is built from the place id', () => {
    expect(googleReviewUrl({ googlePlaceId: PLACE })).toBe(URL);
    expect(googleReviewUrl({})).toBeUndefined();
  });

  it('shows in the footer and in the thank-you message, the same link in both, for everyone', async () => {
    const site = serverSite({ ...config, business: { ...config.business, googlePlaceId: PLACE } });
    const { html } = await renderPage(site, '/contact');
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain(
      `<a href="${URL.replace(/&/g, '&amp;')}" class="footer-review-us">Review us on Google</a>`,
    );
    const sent = /<template data-outcome="sent">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(sent).toContain(`<a href="${URL}" class="contact-form-review-us">Review us on Google</a>`);
    // Only the thank-you message offers it: never a failure, never a question first.
    expect(html.match(/contact-form-review-us/g)?.length).toBe(html.match(/data-outcome="sent"/g)?.length);
  });

  it('is left out without a place id', async () => {
    const { html } = await renderPage(serverSite(config), '/contact');
    expect(html).not.toContain('writereview');
  });
});
