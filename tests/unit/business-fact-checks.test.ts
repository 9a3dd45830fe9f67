// The country search engines are told, and the footer's first copyright year: what an owner
// can get wrong that the schema's pattern lets through, at its line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const lineOf = (text: string) => siteText.split('\n').findIndex((l) => l === text) + 1;
const YEAR = '  copyrightStartYear: 2024';

/** site.yaml with the business's year line replaced (or removed, for ''). */
const withYear = (line: string) => siteText.replace(`${YEAR}\n`, line ? `${line}\n` : '');
/** site.yaml with `country:` added under business. */
const inCountry = (code: string) => withYear(`${YEAR}\n  country: ${code}`);
const errorsOf = (text: string) =>
  loadSiteText('copy.yaml', text).problems.filter(
    (p) => p.severity === 'error' && /not a country code|not the code of a country|still to come/.test(p.message),
  );

describe('business facts', () => {
  it('the shipped site passes', () => {
    expect(lineOf(YEAR), 'the test finds its line').toBeGreaterThan(0);
    expect(errorsOf(siteText)).toEqual([]);
    expect(errorsOf(inCountry('GB'))).toEqual([]);
    expect(errorsOf(inCountry('XK'))).toEqual([]);
  });

  it('UK is refused, with GB as the fix, at the country line', () => {
    const [e, ...rest] = errorsOf(inCountry('UK'));
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ line: lineOf(YEAR) + 1, fix: 'Write country: GB.' });
    expect(e.message).toMatch(/^UK is not a country code: the code of the United Kingdom is GB/);
  });

  it.each([
    ['France', 'FR'],
    ['Deutschland', 'DE'],
    ['united states', 'US'],
    ['Mexico', 'MX'],
  ])('a country written by its name, %s, is told its code, %s, as the fix', (name, code) => {
    const [e, ...rest] = loadSiteText('copy.yaml', inCountry(`"${name}"`)).problems.filter(
      (p) => p.severity === 'error' && p.where === 'business › country',
    );
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ line: lineOf(YEAR) + 1, fix: `Write ${code}, the code of ${name}.` });
  });

  it('a name that is not a country is offered no code: no fix the next run would refuse', () => {
    for (const name of ['European Union', 'Eurozone', 'United Nations', 'Atlantis']) {
      const [e] = loadSiteText('copy.yaml', inCountry(`"${name}"`)).problems.filter(
        (p) => p.severity === 'error' && p.where === 'business › country',
      );
      expect(e.fix, name).not.toMatch(/^Write [A-Z]{2}, the code of/);
    }
  });

  it.each(['EU', 'XX', 'ZZ', 'QO', 'AA', 'EL'])('%s is not a country', (code) => {
    expect(errorsOf(inCountry(code)).map((e) => e.message)).toEqual([`${code} is not the code of a country.`]);
  });

  it('a first copyright year still to come is refused at its line', () => {
    const next = new Date().getFullYear() + 1;
    const [e] = errorsOf(withYear(`  copyrightStartYear: ${next}`));
    expect(e).toMatchObject({ line: lineOf(YEAR) });
    expect(e.message).toBe(`${next} is still to come, and the footer would say "© ${next}".`);
    expect(errorsOf(withYear(`  copyrightStartYear: ${next - 1}`))).toEqual([]);
  });

  it('left out, the footer shows the year of the build alone', async () => {
    const { config, problems } = loadSiteText('copy.yaml', withYear(''));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const site = serverSite(config!);
    const html = (await renderPage(site, '/')).html;
    const year = site.data.buildYear;
    const line = html.slice(html.indexOf('©'), html.indexOf('©') + 120).replaceAll('<!-- -->', '');
    expect(line).toMatch(new RegExp(`© ${year}<span data-since="${year}"></span> Pelican Exterior Cleaning`));
  });
});
