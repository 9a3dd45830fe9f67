// A picture marked sample: true (a stand-in, not the business's own work) never passes as
// real: a label over it says so to every visitor, its alt text to screen readers, npm run
// validate warns at its line, and the deploy build lists it and refuses to publish.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { releaseCheck } from '../../src/validate/release-check.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { labelSamplePictures } from '../../src/site/sample-pictures.ts';
import { testSite } from '../support/test-site.ts';

const site = readFileSync(testSite.file, 'utf8');
const HERO = '          src: /images/hero-day.svg\n';
const heroLine = site.slice(0, site.indexOf(HERO)).split('\n').length;
/** The root site with the home hero's picture marked as a sample. */
const withSampleHero = site.replace(HERO, `${HERO}          sample: true\n`);

describe('sample photos', () => {
  it('say so in their alt text, in the site’s wording', async () => {
    const { config } = loadSiteText('site.yaml', withSampleHero);
    const alt = (html: string) => /<img[^>]*src="\/images\/hero-day\.svg"[^>]*alt="([^"]*)"/.exec(html)?.[1];
    expect(alt((await renderPage(serverSite(config!), '/')).html)).toMatch(/ \(Example photo\)$/);
    const french = { ...config!, wording: { ...config!.wording, samplePhoto: 'Photo d’exemple' } };
    expect(alt((await renderPage(serverSite(french), '/')).html)).toMatch(/ \(Photo d’exemple\)$/);
    const { config: real } = loadSiteText('site.yaml', site);
    expect(alt((await renderPage(serverSite(real!), '/')).html)).not.toMatch(/Example photo/);
    expect(config!.routes[0].blocks![0]).toMatchObject({ background: { sample: true } }); // the settings stay as written
  });

  it('are labelled on a copy of the pages that show them; the site as loaded and its other pages are not copied', () => {
    const { config } = loadSiteText('site.yaml', withSampleHero);
    const labelled = labelSamplePictures(config!);
    const hero = (c: typeof config) => (c!.routes[0].blocks![0] as { background?: { alt?: string } }).background;
    expect(hero(labelled)).toMatchObject({
      sampleLabel: 'Example photo',
      alt: expect.stringMatching(/ \(Example photo\)$/),
    });
    expect(hero(config)).not.toHaveProperty('sampleLabel');
    expect(hero(config)!.alt).not.toMatch(/Example photo/);
    expect(labelled.routes[1]).toBe(config!.routes[1]);
    expect(labelled.business).toBe(config!.business);
  });

  it('carry a label every visitor sees, next to the picture, in the site’s wording', async () => {
    const { config } = loadSiteText('site.yaml', withSampleHero);
    const labels = (html: string) =>
      [...html.matchAll(/<span class="sample-photo-label" aria-hidden="true">([^<]*)<\/span>/g)].map((m) => m[1]);
    const home = (await renderPage(serverSite(config!), '/')).html;
    expect(labels(home)).toEqual(['Example photo']);
    // Right after the hero's picture, so the stylesheet lays it over the picture's corner.
    expect(home).toMatch(/<img[^>]*src="\/images\/hero-day\.svg"[^>]*\/><span class="sample-photo-label"/);
    const french = { ...config!, wording: { ...config!.wording, samplePhoto: 'Photo d’exemple' } };
    expect(labels((await renderPage(serverSite(french), '/')).html)).toEqual(['Photo d’exemple']);
    const { config: real } = loadSiteText('site.yaml', site);
    expect(labels((await renderPage(serverSite(real!), '/')).html)).toEqual([]);
  });

  it('a decorative one (alt "") keeps its empty alt and still shows its label', async () => {
    // The first feature's picture is decorative: the feature's title says what it is.
    const CARD = '            image: { src: /images/features/soft-wash.svg, alt: "", width: 480, height: 300 }\n';
    expect(site.indexOf(CARD), 'the test finds the card picture').toBeGreaterThan(0);
    const { config } = loadSiteText(
      'site.yaml',
      site.replace(CARD, CARD.replace('height: 300 }', 'height: 300, sample: true }')),
    );
    const html = (await renderPage(serverSite(config!), '/')).html;
    expect(html).toMatch(
      /<img[^>]*src="\/images\/features\/soft-wash\.svg"[^>]*alt=""[^>]*\/><span class="sample-photo-label" aria-hidden="true">Example photo<\/span>/,
    );
  });

  it('are a warning at their sample: true line', () => {
    expect(site.indexOf(HERO), 'the test finds the hero picture').toBeGreaterThan(0);
    const warnings = loadSiteText('site.yaml', withSampleHero).problems.filter((p) =>
      p.message.includes('/images/hero-day.svg is a sample'),
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: heroLine + 1,
        message: expect.stringMatching(
          /^The photo \/images\/hero-day\.svg is a sample \(sample: true\): it shows the label "Example photo"/,
        ),
      }),
    ]);
    // The warning quotes the words the site's label really shows.
    const french = `${withSampleHero}\nwording:\n  samplePhoto: Photo d’exemple\n`;
    expect(loadSiteText('site.yaml', french).problems.map((p) => p.message)).toContainEqual(
      expect.stringContaining('it shows the label "Photo d’exemple"'),
    );
  });

  it('stop the deploy build, listed with the reviews at their lines', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sample-photos-')), 'site.yaml');
    writeFileSync(file, withSampleHero.replace('./schema/', `${process.cwd()}/schema/`));
    const { ok, report } = releaseCheck(file);
    expect(ok).toBe(false);
    expect(report).toMatch(
      /^Not published: \S+ still has 3 example reviews that no customer wrote, 10 example team members who are not on your staff, 2 town pages with example words that are not yours and one example photo that is not your work/,
    );
    expect(report).toContain(`${file}:${heroLine + 1}  the photo /images/hero-day.svg, shown on the page /`);
    // Listed in the order of the file: the hero comes before the reviews.
    expect(report.indexOf('the photo')).toBeLessThan(report.indexOf('the review by'));
  });
});
