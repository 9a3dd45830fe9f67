// The server renderer: a page renders with its words, and a page whose render throws makes the
// render fail, so the build stops at it instead of shipping an error page in its place.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import type { ParsedBlock } from '../../src/markdown/types.ts';
import { testSite } from '../support/test-site.ts';

const site = serverSite(loadSiteFile(testSite.file).config!);
const contact = site.data.routes.find((r) => r.fullPath === '/contact')!;

describe('renderPage', () => {
  it('renders a page with its heading, status 200', async () => {
    const page = await renderPage(site, '/contact');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`>${contact.heading}</h1>`);
  });

  it("names the not-found page in its title by the page's own heading", async () => {
    const page = await renderPage(site, '/no-such-page');
    expect(page.status).toBe(404);
    const heading = site.data.notFound!.heading;
    expect(page.head()).toMatch(new RegExp(`<title>${heading} - [^<]*${site.data.business.company}`));
  });

  it("gives the not-found page a description of its own, not the home page's", async () => {
    const head = (await renderPage(site, '/no-such-page')).head();
    const own = site.data.notFound!.description!;
    expect(own).toBeTruthy();
    expect(head).toContain(`<meta name="description" content="${own}" />`);
    expect(head).not.toContain(`content="${site.data.business.description}"`);
  });

  it('fails when a block of the page throws, instead of rendering an error page', async () => {
    // A notice whose text is missing: its component reads past what the schema promises.
    const broken = { type: 'notice', text: undefined } as unknown as ParsedBlock;
    const pages = { ...site.pages, get: (id: string) => (id === contact.id ? [broken] : site.pages.get(id)) };
    const withBroken = { ...site, pages };
    await expect(renderPage(withBroken, '/contact')).rejects.toThrow();
    expect((await renderPage(site, '/contact')).status).toBe(200);
  });
});
