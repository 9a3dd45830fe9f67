// A link in the editor's preview stays in the editor: a page of the site opens its preview, a
// place on the page scrolls, another site opens in a new tab, and the rest does nothing (never
// the editor's server, whose "not found" page the office showed).
import { describe, expect, it } from 'vitest';
import { previewLinkAction } from './preview-links.ts';

describe('previewLinkAction', () => {
  it('opens a page of the site, however its link is written', () => {
    expect(previewLinkAction('/residential', '/')).toEqual({ kind: 'page', address: '/residential' });
    expect(previewLinkAction('/residential/', '/')).toEqual({ kind: 'page', address: '/residential' });
    expect(previewLinkAction('why-use-us', '/residential')).toEqual({ kind: 'page', address: '/why-use-us' });
    expect(previewLinkAction('/residential/faqs#gutters', '/')).toEqual({ kind: 'page', address: '/residential/faqs' });
    expect(previewLinkAction('/', '/contact')).toEqual({ kind: 'page', address: '/' });
    expect(previewLinkAction('/contact?from=home', '/')).toEqual({ kind: 'page', address: '/contact' });
  });

  it('scrolls to a place on the page itself, and does nothing for the page itself', () => {
    expect(previewLinkAction('#main', '/residential')).toEqual({ kind: 'anchor', id: 'main' });
    expect(previewLinkAction('/residential#prices', '/residential')).toEqual({ kind: 'anchor', id: 'prices' });
    expect(previewLinkAction('/residential', '/residential')).toEqual({ kind: 'none' });
  });

  it('opens another site in a new tab; a call, an email or a file does nothing', () => {
    expect(previewLinkAction('https://g.page/r/abc/review', '/')).toEqual({
      kind: 'outside',
      url: 'https://g.page/r/abc/review',
    });
    expect(previewLinkAction('tel:+19855550142', '/')).toEqual({ kind: 'none' });
    expect(previewLinkAction('mailto:office@example.com', '/')).toEqual({ kind: 'none' });
    expect(previewLinkAction('/files/packet.pdf', '/')).toEqual({ kind: 'none' });
    expect(previewLinkAction('javascript:alert(1)', '/')).toEqual({ kind: 'none' });
  });
});
