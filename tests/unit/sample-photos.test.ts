// A picture marked sample: true (a stand-in, not the business's own work) never passes as
// real: its alt text says so, npm run validate warns at its line, and the deploy build lists
// it and refuses to publish.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { releaseCheck } from '../../src/validate/release-check.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';

const site = readFileSync('site.yaml', 'utf8');
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
          /^The photo \/images\/hero-day\.svg is a sample \(sample: true\): its alt text says "Example photo"/,
        ),
      }),
    ]);
    // The warning quotes the words the site's alt text really gets.
    const french = `${withSampleHero}\nwording:\n  samplePhoto: Photo d’exemple\n`;
    expect(loadSiteText('site.yaml', french).problems.map((p) => p.message)).toContainEqual(
      expect.stringContaining('its alt text says "Photo d’exemple"'),
    );
  });

  it('stop the deploy build, listed with the reviews at their lines', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sample-photos-')), 'site.yaml');
    writeFileSync(file, withSampleHero.replace('./schema/', `${process.cwd()}/schema/`));
    const { ok, report } = releaseCheck(file);
    expect(ok).toBe(false);
    expect(report).toMatch(
      /^Not published: \S+ still has 3 example reviews that no customer wrote and one example photo that is not your work/,
    );
    expect(report).toContain(`${file}:${heroLine + 1}  the photo /images/hero-day.svg, shown on the page /`);
    // Listed in the order of the file: the hero comes before the reviews.
    expect(report.indexOf('the photo')).toBeLessThan(report.indexOf('the review by'));
  });
});
