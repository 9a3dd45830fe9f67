// A form with the SMS opt-in on a site whose privacy page never mentions texts is warned at the
// form's line; the shipped privacy page, which explains them, passes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const START = '  - path: privacy-policy\n';
const smsWarnings = (text: string) =>
  loadSiteText('site.yaml', text).problems.filter((p) => p.message.includes('offers text messages'));

/** The shipped site, its privacy page's every word of texts made another. */
function withoutTexts(): string {
  const from = siteText.indexOf(START);
  const to = siteText.indexOf('\n  - path:', from + START.length);
  const page = siteText.slice(from, to === -1 ? undefined : to);
  const quiet = page.replace(/\bSMS\b|\btext messages?\b|\btexts\b|\btexting\b/gi, 'emails');
  return siteText.slice(0, from) + quiet + (to === -1 ? '' : siteText.slice(to));
}

describe('the SMS opt-in and the privacy page', () => {
  it('the shipped privacy page explains texts: no warning', () => {
    expect(siteText.includes(START), 'the test finds the privacy page').toBe(true);
    expect(smsWarnings(siteText)).toEqual([]);
  });

  it("a privacy page that never mentions texts is warned at each form's line", () => {
    const text = withoutTexts();
    const formLines = text.split('\n').flatMap((l, i) => (/- type: contactForm\s*$/.test(l) ? [i + 1] : []));
    expect(formLines.length).toBeGreaterThan(0);
    const warnings = smsWarnings(text);
    expect(warnings.map((p) => p.line)).toEqual(formLines);
    expect(warnings[0]).toMatchObject({ severity: 'warning' });
    expect(warnings[0].message).toContain('/privacy-policy never mentions texts');
    expect(warnings[0].fix).toContain('sms: false');
  });

  it('a form with sms: false is not warned', () => {
    const text = withoutTexts().replace(/(- type: contactForm)\s*\n(\s+)/g, '$1\n$2sms: false\n$2');
    expect(smsWarnings(text)).toEqual([]);
  });
});
