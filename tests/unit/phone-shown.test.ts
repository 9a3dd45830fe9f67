// business.phoneShown: a number written the local way (01904 555 0123) is what every page
// shows, while every Call button, text link and the structured data dial the international
// phone; one that is another number is refused at its line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { showsSameNumber } from '../../src/site/phone.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { serverSite } from '../../src/render/server-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const PHONE = '  phone: (985) 555-0142';
const lineOf = (text: string) => siteText.split('\n').findIndex((l) => l === text) + 1;
/** The root site as a business in York, with the given phoneShown line. */
const inYork = (shown: string) =>
  siteText.replace(`${PHONE}\n`, `  phone: "+44 1904 555 0123"\n  country: GB\n  phoneShown: "${shown}"\n`);
const shownErrors = (text: string) =>
  loadSiteText('copy.yaml', text).problems.filter((p) => p.message.startsWith('The phone number shown'));

describe('the phone number as customers write it', () => {
  it('is the same number written the local way, or the international way', () => {
    expect(showsSameNumber('01904 555 0123', '+44 1904 555 0123')).toBe(true);
    expect(showsSameNumber('04 78 29 41 63', '+33 4 78 29 41 63')).toBe(true);
    expect(showsSameNumber('06 1234 5678', '+39 06 1234 5678')).toBe(true);
    expect(showsSameNumber('(985) 555-0142', '985.555.0142')).toBe(true);
    expect(showsSameNumber('+44 (0)1904 555 0123', '+44 1904 555 0123')).toBe(true);
    expect(showsSameNumber('01904 555 0124', '+44 1904 555 0123')).toBe(false);
    expect(showsSameNumber('555 0123', '+44 1904 555 0123')).toBe(false);
    expect(showsSameNumber('+33 1904 555 0123', '+44 1904 555 0123')).toBe(false);
    // The prefixes dialled only at home, and 00 with the country code.
    expect(showsSameNumber('1-800-555-0142', '(800) 555-0142')).toBe(true);
    expect(showsSameNumber('8 (495) 123-45-67', '+7 495 123 45 67')).toBe(true);
    expect(showsSameNumber('0044 1904 555 0123', '+44 1904 555 0123')).toBe(true);
    expect(showsSameNumber('030 1234 5678', '+49 30 1234 5678')).toBe(true);
    // Digits dropped from the front are another number.
    expect(showsSameNumber('904 555 0123', '+44 1904 555 0123')).toBe(false);
    expect(showsSameNumber('55 550 142', '(555) 555-0142')).toBe(false);
  });

  it('another number is refused at the phoneShown line', () => {
    expect(lineOf(PHONE), 'the test finds its line').toBeGreaterThan(0);
    expect(shownErrors(inYork('01904 555 0123'))).toEqual([]);
    const [e, ...rest] = shownErrors(inYork('01904 555 0199'));
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ severity: 'error', line: lineOf(PHONE) + 2 });
    expect(e.message).toBe(
      'The phone number shown, 01904 555 0199, is not the number every Call button dials, +44 1904 555 0123 (business.phone): people would read one number and call another.',
    );
    // The fix names the site's own number, not an example from another country.
    expect(e.fix).toMatch(/^Write \+44 1904 555 0123 the way your customers write it/);
  });

  it('every page shows it; every link and the structured data dial the international number', async () => {
    const { config, problems } = loadSiteText('copy.yaml', inYork('01904 555 0123'));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const page = await renderPage(serverSite(config!), '/contact');
    const text = page.html.replaceAll('<!-- -->', '');
    expect(text).toContain('01904 555 0123');
    expect(text).not.toContain('+44 1904 555 0123');
    const links = [...text.matchAll(/href="(tel|sms):([^"]+)"/g)].map((m) => m[2]);
    expect(links.length).toBeGreaterThan(2);
    expect(new Set(links)).toEqual(new Set(['+4419045550123']));
    expect(page.head()).toContain('"telephone":"+4419045550123"');
  });
});
