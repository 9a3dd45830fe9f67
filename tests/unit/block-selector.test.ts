// The design pictures find each block by a class derived from its type and folder
// (scripts/block-selector.ts), not a hand-kept list: every block type of the registry has one,
// and on a rendered page it picks that page's own block.
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { blockClass, blockSelector, blockTypes } from '../../scripts/block-selector.ts';
import { blockComponents } from '../../src/blocks/registry.generated.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { flattenRoutes } from '../../src/site/routes.ts';
import { testSite } from '../support/test-site.ts';

describe('block selectors of the design pictures', () => {
  it('cover every block type of the registry, from the folders', () => {
    expect(blockTypes()).toEqual(Object.keys(blockComponents).sort());
    expect(blockClass('hero')).toBe('hero-block');
    expect(blockClass('imageBand')).toBe('image-band');
  });

  // It renders a page per block type of two sites: seconds on a busy machine.
  it("find each block type's first block of the shipped sites on its page", { timeout: 60_000 }, async () => {
    const found = new Set<string>();
    for (const dir of [testSite.dir, 'examples/landscaping']) {
      const config = loadSiteFile(`${dir}/site.yaml`, undefined, { env: { SITE_DIR: dir } }).config!;
      const site = serverSite(config);
      const firstPage = new Map<string, string>();
      for (const r of flattenRoutes(config.routes))
        for (const b of r.route.blocks ?? []) if (!firstPage.has(b.type)) firstPage.set(b.type, r.fullPath);
      for (const [type, path] of firstPage) {
        const { html } = await renderPage(site, path);
        const document = new JSDOM(html).window.document;
        expect(document.querySelector(blockSelector(type)), `${type} on ${path}`).not.toBeNull();
        found.add(type);
      }
    }
    expect(found.size).toBeGreaterThan(15);
  });
});
