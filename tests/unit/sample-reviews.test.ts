import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const site = readFileSync(testSite.file, 'utf8');
const sampleWarnings = (text: string) =>
  // The reviews' own warnings: team members and towns marked sample: true have theirs.
  loadSiteText('site.yaml', text).problems.filter((p) => /\breviews? (?:are samples|is a sample)\b/.test(p.message));

describe('npm run validate and the sample reviews', () => {
  it('warns, at the first sample review, while site.yaml still has the shipped ones', () => {
    const warnings = sampleWarnings(site);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].severity).toBe('warning');
    expect(warnings[0].message).toBe(
      '3 of the 3 reviews are samples (sample: true): they read like quotes from real customers, but nobody wrote them.',
    );
    expect(warnings[0].line).toBe(site.split('\n').findIndex((l) => l === '            sample: true') + 1);
    expect(warnings[0].fix).toMatch(/real one .* delete its "sample: true" line/);
  });

  it('says how many are left when the owner replaces some', () => {
    const oneLeft = site.replace('            sample: true\n', '').replace('            sample: true\n', '');
    expect(sampleWarnings(oneLeft)[0].message).toMatch(
      /^1 of the 3 reviews is a sample \(sample: true\): it reads like a quote/,
    );
  });

  it('is quiet once no review is marked as a sample', () => {
    expect(sampleWarnings(site.replaceAll('            sample: true\n', ''))).toEqual([]);
  });
});
