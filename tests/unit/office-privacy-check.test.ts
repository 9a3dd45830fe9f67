// A site whose form sends to its office: its privacy page must say where enquiries are kept,
// and the EmailJS placeholder warning no longer says the form cannot send (the office has it).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const withOffice = (text: string) =>
  text.replace(/^emailjs:/m, 'office:\n  url: https://office.pelican.example\n\nemailjs:');
const problems = (text: string) => loadSiteText('site.yaml', text).problems;

describe('a site with an office', () => {
  it('is warned at office.url while its privacy page never names the office', () => {
    const text = withOffice(siteText);
    const line = text.split('\n').findIndex((l) => l.includes('url: https://office.pelican.example')) + 1;
    const warned = problems(text).filter((p) => p.message.includes('never says so'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ severity: 'warning', line });
    expect(warned[0].message).toContain('office.pelican.example');
    expect(warned[0].fix).toContain('/privacy-policy');
  });

  it('is not warned once the privacy page names the office', () => {
    const text = withOffice(siteText).replace(
      /( {2}- path: privacy-policy\n[\s\S]*?text: )/,
      '$1"Requests are kept in our office at office.pelican.example. " ',
    );
    expect(problems(text).filter((p) => p.message.includes('never says so'))).toEqual([]);
  });

  it('hears that EmailJS is only the backup, not that the form cannot send', () => {
    const placeholder = problems(withOffice(siteText)).find((p) => p.message.includes('still placeholders'));
    expect(placeholder?.message).toContain('no backup route');
    expect(placeholder?.message).not.toContain('cannot send real email');
    expect(problems(siteText).find((p) => p.message.includes('still placeholders'))?.message).toContain(
      'cannot send real email',
    );
  });
});
