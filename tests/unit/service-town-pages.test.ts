// A service in a town: a service page's townPages make /<service>/<town> pages with the owner's
// words for that service there, the town's photos and reviews, the service's content and the
// form with the town and the service filled in; the doorway guard names the thin and the alike.
// Data: tests/fixtures/service-towns/ (a made-up business and towns).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import Validator from '@adobe/structured-data-validator';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { releaseCheck } from '../../src/validate/release-check.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { flattenRoutes } from '../../src/site/routes.ts';

const DIR = resolve('tests/fixtures/service-towns');
const fixture = readFileSync(`${DIR}/site.yaml`, 'utf8');
const load = (text: string) => loadSiteText('site.yaml', text, { publicDir: `${DIR}/public`, siteDir: DIR });
const messages = (text: string, severity: 'error' | 'warning') =>
  load(text)
    .problems.filter((p) => p.severity === severity)
    .map((p) => p.message);

/** `n` words about a town, different for each seed (no two texts share shingles). */
const words = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i}`).join(' ');

const site = (text = fixture) => serverSite(load(text).config!);
type Node = Record<string, unknown>;
async function graphOf(text: string, path: string): Promise<Node[]> {
  const head = (await renderPage(site(text), path)).head();
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1];
  return (JSON.parse(json) as { '@graph': Node[] })['@graph'];
}

describe('pages of a service in towns', () => {
  it('are made under the service for each town of its townPages, and nothing else moves', () => {
    const { config, problems } = load(fixture);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const paths = flattenRoutes(config!.routes).map((r) => r.fullPath);
    expect(paths).toEqual([
      '/',
      '/window-cleaning',
      '/window-cleaning/springfield',
      '/window-cleaning/shelbyville',
      '/contact',
      '/service-areas',
      '/service-areas/springfield',
    ]);
  });

  it("carry the owner's words, the town's photos and real reviews, the service's content and the form filled in", async () => {
    const page = await renderPage(site(), '/window-cleaning/springfield');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Window Cleaning in Springfield<\/h1>/);
    expect(page.html).toContain('SERVICE-HERO-TEXT');
    expect(page.html).toContain('SPRINGFIELD-OWN');
    expect(page.html).toContain('SERVICE-CONTENT');
    expect(page.html).toContain('REVIEW-SPRINGFIELD');
    expect(page.html).not.toContain('REVIEW-SHELBYVILLE');
    expect(page.html).not.toContain('TOWN-TEXT');
    expect(page.html).toMatch(/name="city"[^>]*value="Springfield"|value="Springfield"[^>]*name="city"/);
    expect(page.html).toContain('<option value="Window Cleaning" selected="">');
    expect(page.html).toContain('href="/window-cleaning"');
    expect(page.html).toContain('href="/service-areas/springfield"');
    // Shelbyville: example words and an example review, each labelled; the town's own photo.
    const other = await renderPage(site(), '/window-cleaning/shelbyville');
    expect(other.html).toContain('Example text: the owner has not written about this town yet.');
    expect(other.html).toContain('REVIEW-SHELBYVILLE');
    expect(other.html).toMatch(/Example/);
    expect(other.html).toContain('/images/porch.svg');
    // Shelbyville has no words of its own on business.areas, so no town page to link to.
    expect(other.html).not.toContain('href="/service-areas/shelbyville"');
  });

  it('are linked from the service page and from the town page', async () => {
    const service = await renderPage(site(), '/window-cleaning');
    expect(service.html).toContain('Window Cleaning in your town');
    expect(service.html).toContain('<a href="/window-cleaning/springfield">Springfield</a>');
    expect(service.html).toContain('<a href="/window-cleaning/shelbyville">Shelbyville</a>');
    const town = await renderPage(site(), '/service-areas/springfield');
    expect(town.html).toContain('<a href="/window-cleaning/springfield">Window Cleaning</a>');
  });

  it('have fewer than 80 words of their own: noindex, and a warning naming the town and the count', async () => {
    expect(messages(fixture, 'warning')).toContainEqual(
      expect.stringMatching(
        /^The page of Window Cleaning in Springfield \(\/window-cleaning\/springfield\) has 1 word of its own, fewer than 80/,
      ),
    );
    expect((await renderPage(site(), '/window-cleaning/springfield')).head()).toContain(
      '<meta name="robots" content="noindex" />',
    );
    const full = fixture.replace('          SPRINGFIELD-OWN', `          ${words(85, 'sp')}`);
    expect(messages(full, 'warning').join('\n')).not.toMatch(/Window Cleaning in Springfield .* fewer than 80/);
    expect((await renderPage(site(full), '/window-cleaning/springfield')).head()).not.toContain('noindex');
  });

  it('more than 80% the same words as another: a warning naming both towns', () => {
    const text = `We cleaned the windows of the old houses on Main Street in TOWNNAME. ${words(85, 'same')}`;
    const alike = fixture
      .replace('          SPRINGFIELD-OWN', `          ${text.replace('TOWNNAME', 'Springfield')}`)
      .replace('          SHELBYVILLE-OWN', `          ${text.replace('TOWNNAME', 'Shelbyville')}`);
    expect(messages(alike, 'warning')).toContainEqual(
      expect.stringMatching(
        /^The pages of Window Cleaning in Springfield \(\/window-cleaning\/springfield\) and Window Cleaning in Shelbyville \(\/window-cleaning\/shelbyville\) are \d+% the same words/,
      ),
    );
  });

  it("copying the town page's words into a service's entry: a warning naming both pages", () => {
    const town = `We washed the porches of the old houses on Elm Street. ${words(85, 'tw')}`;
    const copied = fixture
      .replace('        TOWN-TEXT Springfield words for the town page.', `        ${town}`)
      .replace('          SPRINGFIELD-OWN', `          ${town}`);
    expect(messages(copied, 'warning')).toContainEqual(
      expect.stringMatching(
        /^The pages of Window Cleaning in Springfield \(\/window-cleaning\/springfield\) and Springfield \(\/service-areas\/springfield\) are \d+% the same words/,
      ),
    );
  });

  it('give one Service in the graph, in that town, provided by the business, with breadcrumbs', async () => {
    const graph = await graphOf(fixture, '/window-cleaning/springfield');
    const service = graph.find((n) => n['@type'] === 'Service')!;
    expect(service).toMatchObject({
      name: 'Window Cleaning',
      provider: { '@id': 'https://www.example.com/#business' },
      areaServed: [{ '@type': 'City', name: 'Springfield', containedInPlace: { name: 'Sangamon County' } }],
    });
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as Node[]).map((c) => c.name)).toEqual([
      'Home',
      'Window Cleaning',
      'Window Cleaning in Springfield',
    ]);
    const page = graph.find((n) => n['@type'] === 'WebPage')!;
    expect(page.mainEntity).toEqual({ '@id': 'https://www.example.com/window-cleaning/springfield#service' });
    // Every @id reference resolves, and Adobe's structured-data validator finds no error.
    const ids = new Set(graph.map((n) => n['@id']));
    for (const id of JSON.stringify(graph).matchAll(/\{"@id":"([^"]+)"\}/g)) expect(ids).toContain(id[1]);
    const jsonld: Record<string, Node[]> = {};
    for (const node of graph) (jsonld[String(node['@type'])] ??= []).push(structuredClone(node));
    const issues = (await new Validator().validate({ jsonld, microdata: {}, rdfa: {} })) as { severity: string }[];
    expect(issues.filter((i) => i.severity === 'ERROR')).toEqual([]);
  });

  it('refuse a town that is not in business.areas, a town named twice, and a written page in the way', () => {
    const unknown = fixture.replace('      - town: Shelbyville', '      - town: Capital City');
    expect(messages(unknown, 'error')).toEqual([
      '"Capital City" is not a town of business.areas, so /window-cleaning can have no page in it.',
    ]);
    const twice = fixture.replace('      - town: Shelbyville', '      - town: Springfield');
    expect(messages(twice, 'error')).toEqual([
      expect.stringMatching(/^Springfield is named twice in the townPages of \/window-cleaning \(first at line \d+\)/),
    ]);
    const taken = fixture.replace(
      '    townPages:\n',
      '    children:\n      - path: springfield\n        heading: Springfield\n        blocks: [{ type: richText, text: Written. }]\n    townPages:\n',
    );
    expect(messages(taken, 'error')).toContainEqual(
      expect.stringMatching(
        /^The page of \/window-cleaning in Springfield would be at \/window-cleaning\/springfield, where a page is written already/,
      ),
    );
  });

  it('with example words are refused by build:release, and thin ones listed', () => {
    // The release check finds the pictures where the build would: SITE_PUBLIC_DIR, else the site's.
    process.env.SITE_PUBLIC_DIR = `${DIR}/public`;
    let release: ReturnType<typeof releaseCheck>;
    try {
      release = releaseCheck(`${DIR}/site.yaml`);
    } finally {
      delete process.env.SITE_PUBLIC_DIR;
    }
    expect(release.ok).toBe(false);
    expect(release.report).toMatch(
      /the example words about Window Cleaning in Shelbyville, shown on the page \/window-cleaning\/shelbyville/,
    );
    expect(release.doorways).toMatch(/site\.yaml:\d+ {2}The page of Window Cleaning in Springfield/);
  });
});
