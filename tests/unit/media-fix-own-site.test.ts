// On a SITE_DIR site, the fix for a missing picture names that site's own public folder and one
// of its own pictures, never the first business's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const SITE = 'examples/landscaping';
const siteText = readFileSync(`${SITE}/site.yaml`, 'utf8');
const HERO = 'src: /images/scenes/hero.svg';

describe('a missing picture on a site folder', () => {
  it("names the site's own folder and one of its own pictures", () => {
    expect(siteText.includes(HERO), 'the test finds its line').toBe(true);
    const text = siteText.replace(HERO, 'src: /images/hero-lawn.svg');
    const env = { SITE_DIR: SITE };
    const [p, ...rest] = loadSiteText('site.yaml', text, { env }).problems.filter((q) =>
      q.message.includes('/images/hero-lawn.svg'),
    );
    expect(rest).toEqual([]);
    expect(p.message).toContain(`there is no ${SITE}/public/images/hero-lawn.svg`);
    expect(p.fix).toContain(`${SITE}/public/`);
    expect(p.fix).toMatch(/\/images\/(scenes\/[a-z-]+|logo|van)\.svg/);
    expect(p.fix).not.toContain('truck');
    expect(p.fix).not.toMatch(/(^|[ (])public\//);
  });

  it("the engine's own site names its folder's public/, as seen from where the command runs", () => {
    const [p] = loadSiteText('site.yaml', siteText.replace(HERO, 'src: /images/hero-lawn.svg'), {
      publicDir: testSite.publicDir,
    }).problems.filter((q) => q.message.includes('/images/hero-lawn.svg'));
    expect(p.fix).toContain(
      'Put the picture or video under tests/fixtures/pelican/public/ (e.g. tests/fixtures/pelican/public/images/',
    );
  });
});
