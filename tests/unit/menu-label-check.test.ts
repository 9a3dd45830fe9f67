// Within one dropdown no two entries read alike: a warning at the second, on its title line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const warningsOf = (text: string) =>
  loadSiteText('copy.yaml', text).problems.filter((p) => / dropdown has two entries that read /.test(p.message));

describe('two entries of one dropdown with the same words', () => {
  it('are not in our menu', () => {
    expect(warningsOf(siteText)).toEqual([]);
  });

  it('are a warning at the second, naming both pages', () => {
    const edited = siteText.replace(
      '          - title: Commercial Window Cleaning\n',
      '          - title: " residential  window cleaning"\n',
    );
    expect(edited).not.toBe(siteText);
    const warnings = warningsOf(edited);
    expect(warnings).toHaveLength(1);
    const line = edited.split('\n').findIndex((l) => l.includes('" residential  window cleaning"')) + 1;
    expect([warnings[0].severity, warnings[0].line]).toEqual(['warning', line]);
    expect(warnings[0].message).toBe(
      'The Services dropdown has two entries that read " residential  window cleaning" (residential/window-cleaning and commercial/window-cleaning): a visitor cannot tell them apart.',
    );
  });

  it('are fine in two different dropdowns', () => {
    const edited = siteText.replace(
      '      - title: FAQs\n        url: faqs\n',
      '      - title: Residential FAQs\n        url: faqs\n',
    );
    expect(edited).not.toBe(siteText);
    expect(warningsOf(edited)).toEqual([]);
  });
});
