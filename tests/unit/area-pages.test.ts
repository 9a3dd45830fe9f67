// Towns are data, words are the owner's: business.areas makes a page for each town the owner
// wrote about, and the doorway guard names thin pages and near copies.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteFile, loadSiteText } from '../../src/validate/load-site.ts';
import { releaseCheck } from '../../src/validate/release-check.ts';
import { areaAddresses, slugOf } from '../../src/site/area-pages.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { flattenRoutes } from '../../src/site/routes.ts';
import { testSite } from '../support/test-site.ts';

const fixture = readFileSync('tests/fixtures/valid/site.yaml', 'utf8');

/** Words about a town, `n` of them, different for each seed (no two towns share shingles). */
function ownWords(n: number, seed: string): string {
  return Array.from({ length: n }, (_, i) => `${seed}${i}`).join(' ');
}

const MANDEVILLE = `We have washed the cypress siding of the old lakefront houses on Lakeshore Drive for twenty years. ${ownWords(80, 'mv')}`;

function siteWith(areas: string, extra = ''): string {
  return fixture
    .replace('  location: Covington, LA\n', `  location: Covington, LA\n  areas:\n${areas}`)
    .replace('  - path: why-use-us\n', `  - path: why-use-us\n    areaService: true\n`)
    .concat(
      `  - path: towns
    name: Towns
    heading: Towns
    blocks:
      - type: testimonials
        heading: Reviews
        buttonText: More reviews
        buttonLink: /
        reviews:
          - { name: Ann B., review: Spotless windows., rating: 5, town: Mandeville }
          - { name: Carl D., review: Fine work on the roof., rating: 5, town: Slidell }
      - type: locations
        heading: Areas we serve
        buttonText: See the towns
        towns: [Mandeville, Folsom]
      - type: contactForm
        variant: short
        options:
          howDidYouHearAboutUs: [Flyer]
          whatAreYouInterestedIn: [Window Cleaning]
      - type: contactForm
        options:
          howDidYouHearAboutUs: [Flyer]
          whatAreYouInterestedIn: [Window Cleaning]
${extra}`,
    );
}

const load = (text: string) => loadSiteText('site.yaml', text, { publicDir: testSite.publicDir });
const errorsOf = (text: string) => load(text).problems.filter((p) => p.severity === 'error');
const warningsOf = (text: string) => load(text).problems.filter((p) => p.severity === 'warning');

const TWO = `    - name: Mandeville
      parish: St. Tammany Parish
      zips: ["70448"]
      text: ${MANDEVILLE}
    - name: Folsom
      parish: St. Tammany Parish
`;

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('town addresses', () => {
  it('are safe: accents dropped, apostrophes removed', () => {
    expect(slugOf('Pointe-à-la-Hache')).toBe('pointe-a-la-hache');
    expect(slugOf('Coeur d’Alene')).toBe('coeur-dalene');
    expect(slugOf('Bay St. Louis')).toBe('bay-st-louis');
  });

  it('tell apart a name two parishes share by the parish', () => {
    const got = areaAddresses([
      { name: 'Covington', parish: 'St. Tammany Parish' },
      { name: 'Covington', parish: 'Tipton County' },
      { name: 'Mandeville', parish: 'St. Tammany Parish' },
    ]).map((a) => a.slug);
    expect(got).toEqual(['covington-st-tammany', 'covington-tipton', 'mandeville']);
  });

  it('two towns at the same address are an error naming both', () => {
    const errors = errorsOf(
      siteWith(
        `    - { name: St. Rose, parish: St. Charles Parish, text: a }\n    - { name: St Rose, parish: St. Charles Parish }\n`,
      ),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(
      /St Rose \(St\. Charles Parish\) and St\. Rose \(St\. Charles Parish, line \d+\) would both be at \/service-areas\/st-rose/,
    );
  });
});

describe('town pages', () => {
  it('a town with words gets its page; a town without gets none and stays plain text in the list', async () => {
    const { config, problems } = load(siteWith(TWO));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const paths = flattenRoutes(config!.routes).map((r) => r.fullPath);
    expect(paths).toContain('/service-areas/mandeville');
    expect(paths).not.toContain('/service-areas/folsom');
    const site = serverSite(config!);
    const contact = await renderPage(site, '/towns');
    expect(contact.html).toContain('<a href="/service-areas/mandeville">Mandeville</a>');
    expect(contact.html).toMatch(/<li>Folsom<\/li>/);
  });

  it("carries the owner's words, the town's reviews, the services offered there and the form with the town filled in", async () => {
    const site = serverSite(load(siteWith(TWO)).config!);
    const page = await renderPage(site, '/service-areas/mandeville');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Mandeville, St. Tammany Parish</h1>');
    expect(page.html).toContain('cypress siding of the old lakefront houses');
    expect(page.html).toContain('Ann B.');
    expect(page.html).not.toContain('Carl D.');
    expect(page.html).toContain('href="/why-use-us"');
    expect(page.html).toMatch(/name="city"[^>]*value="Mandeville"|value="Mandeville"[^>]*name="city"/);
    expect(page.head()).not.toContain('noindex');
  });

  it('a page under 80 words of its own is noindex, with a warning naming the town and its word count', async () => {
    const thin = TWO.replace(MANDEVILLE, 'We wash houses in Mandeville.');
    const warnings = warningsOf(siteWith(thin));
    expect(warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(
        /^The page of Mandeville \(\/service-areas\/mandeville\) has 5 words of its own, fewer than 80/,
      ),
    );
    const site = serverSite(load(siteWith(thin)).config!);
    const page = await renderPage(site, '/service-areas/mandeville');
    expect(page.head()).toContain('<meta name="robots" content="noindex" />');
    expect(
      site.data.routes.flatMap((r) => r.children ?? []).find((r) => r.fullPath === '/service-areas/mandeville')
        ?.noindex,
    ).toBe(true);
  });

  it('two town pages more than 80% the same get a warning naming both', () => {
    const copy = `    - name: Madisonville\n      parish: St. Tammany Parish\n      text: ${MANDEVILLE.replace('Lakeshore Drive', 'Water Street')}\n`;
    const warnings = warningsOf(siteWith(TWO + copy)).map((w) => w.message);
    expect(warnings).toContainEqual(
      expect.stringMatching(/^The pages of Mandeville and Madisonville are \d+% the same words/),
    );
    const other = `    - name: Madisonville\n      parish: St. Tammany Parish\n      text: ${ownWords(90, 'md')}\n`;
    expect(
      warningsOf(siteWith(TWO + other))
        .map((w) => w.message)
        .join('\n'),
    ).not.toMatch(/the same words/);
  });

  it('example words about a town are labelled, and build:release refuses them and lists thin pages', async () => {
    const sample = TWO.replace('      zips: ["70448"]\n', '      zips: ["70448"]\n      sample: true\n');
    const site = serverSite(load(siteWith(sample)).config!);
    const page = await renderPage(site, '/service-areas/mandeville');
    expect(page.html).toContain('Example text: the owner has not written about this town yet.');
    const dir = mkdtempSync(join(tmpdir(), 'areas-'));
    made.push(dir);
    writeFileSync(
      join(dir, 'site.yaml'),
      siteWith(sample + `    - { name: Lacombe, parish: St. Tammany Parish, text: We wash in Lacombe. }\n`),
    );
    const release = releaseCheck(join(dir, 'site.yaml'));
    expect(release.ok).toBe(false);
    expect(release.report).toMatch(/one town page with example words that are not yours/);
    expect(release.report).toMatch(/the example words about Mandeville, shown on the page \/service-areas\/mandeville/);
    expect(release.doorways).toMatch(/site\.yaml:\d+ {2}The page of Lacombe \(\/service-areas\/lacombe\) has 4 words/);
    void loadSiteFile;
  });
});
