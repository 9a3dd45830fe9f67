// One linked JSON-LD @graph per page, checked on every page of the site: its @id links all
// resolve; WebSite, WebPage and the business on each; a Service on each service page, provided
// by the business; breadcrumbs on nested pages; FAQPage where the page has questions; no rating
// figures (the site names no source for them). And each page's graph passes Adobe's
// structured-data validator (Google's rich-result rules; offline, without the schema.org file).
import { describe, expect, it } from 'vitest';
import Validator from '@adobe/structured-data-validator';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { allRoutes } from '../../src/site/site-data.ts';
import { testSite } from '../support/test-site.ts';

type Node = Record<string, unknown>;

const site = serverSite(loadSiteFile(testSite.file).config!);
const business = site.data.business;
const routes = allRoutes(site.data.routes);

async function graphOf(path: string): Promise<Node[]> {
  const head = (await renderPage(site, path)).head();
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts, `${path}: one JSON-LD script`).toHaveLength(1);
  const data = JSON.parse(scripts[0][1]) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

/** Every {"@id": …} reference inside a node (a reference holds nothing but its @id). */
function references(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => references(v, out));
  else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '@id') out.push((value as { '@id': string })['@id']);
    else Object.values(value).forEach((v) => references(v, out));
  }
  return out;
}

/** The issues Adobe's validator finds in a graph, its nodes given as the extractor gives them. */
async function validatorIssues(graph: Node[]) {
  const jsonld: Record<string, Node[]> = {};
  for (const node of graph) (jsonld[String(node['@type'])] ??= []).push(structuredClone(node));
  return new Validator().validate({ jsonld, microdata: {}, rdfa: {} });
}

describe('the JSON-LD graph of every page', () => {
  it('links its nodes by @id and gives each page what it is', async () => {
    expect(routes.length).toBeGreaterThan(20);
    let services = 0;
    for (const route of routes) {
      const graph = await graphOf(route.fullPath);
      const ids = new Set(graph.map((n) => n['@id']));
      for (const id of graph.flatMap((n) => references(n))) expect(ids, `${route.fullPath}: ${id}`).toContain(id);
      const byType = (type: string) => graph.filter((n) => n['@type'] === type);
      expect(byType('WebSite')).toHaveLength(1);
      const [page] = byType('WebPage');
      expect(page).toMatchObject({ url: business.siteUrl + (route.fullPath === '/' ? '/' : route.fullPath) });
      const biz = graph.find((n) => n['@id'] === `${business.siteUrl}/#business`)!;
      expect(biz['@type']).toBe(business.schemaType);
      expect(biz).toMatchObject({ priceRange: business.priceRange, sameAs: [business.reviews!.url] });
      expect((biz.areaServed as Node[]).map((p) => p.name)).toEqual(business.areas!.map((a) => a.name));
      expect(biz.openingHoursSpecification).toHaveLength(business.hours!.length);
      expect(JSON.stringify(graph)).not.toMatch(/aggregateRating|ratingValue|reviewCount/);
      if (route.fullPath.split('/').length > 2) expect(byType('BreadcrumbList'), route.fullPath).toHaveLength(1);
      const service = byType('Service');
      if (service.length) {
        services++;
        expect(service[0]).toMatchObject({ provider: { '@id': biz['@id'] } });
        expect((service[0].areaServed as Node[]).length).toBe(business.areas!.length);
      }
    }
    expect(services).toBeGreaterThan(5);
    const faq = await graphOf('/faqs');
    expect(faq.find((n) => n['@type'] === 'FAQPage')).toMatchObject({
      isPartOf: { '@id': `${business.siteUrl}/faqs#webpage` },
    });
  }, 120_000);

  it('passes the structured-data validator on every page', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      for (const issue of await validatorIssues(await graphOf(route.fullPath)))
        if (issue.severity === 'ERROR') problems.push(`${route.fullPath}: ${issue.rootType} ${issue.issueMessage}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('the validator does find a broken graph (this check can fail)', async () => {
    const graph = await graphOf('/residential/window-cleaning');
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')!;
    (crumbs.itemListElement as Node[])[0] = { '@type': 'ListItem', name: 'Home' };
    const issues = await validatorIssues(graph);
    expect(
      issues.some(
        (i: { severity: string; rootType: string }) => i.severity === 'ERROR' && i.rootType === 'BreadcrumbList',
      ),
    ).toBe(true);
  });
});
