// One main heading (h1) a page: its heading or a block that is its heading (the hero), never
// both, and a phone number Call buttons can dial.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const lines = siteText.split('\n');
const lineOf = (text: string) => lines.indexOf(text) + 1;
const errorsOf = (text: string, about: RegExp) =>
  loadSiteText('copy.yaml', text).problems.filter((p) => p.severity === 'error' && about.test(p.message));
const HEADINGS = /main headings/;

describe('one main heading a page', () => {
  it('finds none doubled in the shipped site', () => {
    expect(errorsOf(siteText, HEADINGS)).toEqual([]);
  });

  it('is an error at the hero of a page that also has a heading, naming the heading line', () => {
    const path = lineOf('  - path: /');
    const edited = siteText.replace('  - path: /\n', '  - path: /\n    heading: Welcome\n');
    const [e, ...rest] = errorsOf(edited, HEADINGS);
    expect(rest).toEqual([]);
    expect(e.message).toMatch(
      /^The page \/ would have 2 main headings \(h1\): its heading "Welcome" and the hero's title "Pressure Washing .*"\. A page has one\.$/,
    );
    // At the hero's title, one line further down than before (the heading line was added).
    expect(e.line).toBe(lineOf('        title: Pressure Washing and Soft Washing in Covington, LA') + 1);
    expect(e.fix).toContain(`Remove heading: from this page (line ${path + 1})`);
  });

  it('is an error for a second hero, and for a service hero after the first block of a page with a heading', () => {
    const hero = siteText.indexOf('      - type: hero\n');
    const heroText = siteText.slice(hero, siteText.indexOf('      - type: ', hero + 10));
    const twoHeroes = siteText.replace(heroText, heroText + heroText);
    expect(errorsOf(twoHeroes, HEADINGS).map((e) => e.message)).toEqual([
      expect.stringMatching(
        /^The page \/ would have 2 main headings \(h1\): the hero's title .* and the hero's title /,
      ),
    ]);
    // A service hero first on a page takes the band's place (the shipped site); second, it repeats the heading.
    const service = siteText.indexOf('          - type: serviceHero\n');
    const before = siteText.lastIndexOf('        blocks:\n', service);
    const moved = `${siteText.slice(0, before)}        blocks:\n          - type: notice\n            text: Test\n${siteText.slice(before + '        blocks:\n'.length)}`;
    expect(errorsOf(moved, HEADINGS).map((e) => e.message)).toEqual([
      expect.stringMatching(/its heading ".*" and a serviceHero, which shows that heading again/),
    ]);
  });
});

describe('the business phone number', () => {
  const withPhone = (phone: string) => siteText.replace('  phone: (985) 555-0142\n', `  phone: ${phone}\n`);
  const phoneErrors = (phone: string) => errorsOf(withPhone(phone), /phone number/);

  it('takes 10 digits, a leading 1, or + and a country code', () => {
    for (const phone of ['(985) 555-0142', '985.555.0142', '1 (985) 555-0142', '+44 20 7946 0958', '+353 1 555 0142'])
      expect(phoneErrors(phone), phone).toEqual([]);
  });

  it('is an error at its line without + for a business outside the US and Canada, even with 10 digits', () => {
    const inCountry = (phone: string, country: string) =>
      errorsOf(
        siteText.replace('  phone: (985) 555-0142\n', `  phone: ${phone}\n  country: ${country}\n`),
        /phone number/,
      );
    const inFrance = (phone: string) => inCountry(phone, 'FR');
    const [e, ...rest] = inFrance('04 78 29 41 63');
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ line: lineOf('  phone: (985) 555-0142'), column: 10 });
    expect(e.message).toContain('has no + and country code');
    expect(e.message).toContain('the business is in FR');
    expect(inFrance('+33 4 78 29 41 63')).toEqual([]);
    expect(inFrance('+33 (0)4 78 29 41 63')).toEqual([]);
    expect(inCountry('(902) 555-0142', 'CA')).toEqual([]);
    expect(inCountry('(787) 555-0142', 'PR')).toEqual([]); // Puerto Rico dials +1 too
  });

  it('is an error at its line with 9 or 7 digits and no +', () => {
    for (const [phone, digits] of [
      ['207-555-016', 9],
      ['555-0163', 7],
    ] as const) {
      const [e, ...rest] = phoneErrors(phone);
      expect(rest).toEqual([]);
      expect(e).toMatchObject({ line: lineOf('  phone: (985) 555-0142'), column: 10 });
      expect(e.message).toBe(
        `The phone number ${phone} has ${digits} digits. Without a + in front it is read as a US or Canadian number, which has 10: the area code and the number. Every Call button would dial it wrongly.`,
      );
    }
  });
});
