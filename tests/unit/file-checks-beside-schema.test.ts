// A schema error no longer hides the file checks: a site with a refused field and a missing
// picture hears of both in one round.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const HERO = '          src: /images/hero-day.svg';
const LOGO = '    src: /images/logo.svg';

describe('file checks beside schema errors', () => {
  it('a refused field and a missing picture are both reported', () => {
    expect(siteText.includes(HERO) && siteText.includes(LOGO), 'the test finds its lines').toBe(true);
    const text = siteText
      .replace('  copyrightStartYear: 2024', '  copyrightStartYear: "last year"')
      .replace(HERO, '          src: /images/hero-nowhere.svg');
    const messages = loadSiteText('site.yaml', text).problems.map((p) => p.message);
    expect(messages.some((m) => m.includes('copyrightStartYear') || /number|whole/i.test(m))).toBe(true);
    expect(messages.filter((m) => m.includes('/images/hero-nowhere.svg'))).toHaveLength(1);
  });

  it('a picture whose value the schema refused is reported once, by the schema', () => {
    const text = siteText.replace(LOGO, '    src: 42');
    const problems = loadSiteText('site.yaml', text).problems.filter((p) => p.path?.join('.') === 'business.logo.src');
    expect(problems).toHaveLength(1);
  });

  it('pages the schema cannot read still leave the logo checked', () => {
    const text = siteText
      .replace(LOGO, '    src: /images/logo-nowhere.svg')
      .replace(/^routes:/m, 'routes: 7\nold_routes:');
    const messages = loadSiteText('site.yaml', text).problems.map((p) => p.message);
    expect(messages.some((m) => m.includes('/images/logo-nowhere.svg'))).toBe(true);
  });
});
