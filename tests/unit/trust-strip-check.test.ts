// A trustStrip block with no trust: claims to show is a warning at the block, not a silent gap.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const TRUST = siteText.slice(
  siteText.indexOf('\ntrust:\n') + 1,
  siteText.indexOf('\n\n', siteText.indexOf('\ntrust:\n')) + 1,
);
const warningsOf = (text: string) =>
  loadSiteText('copy.yaml', text).problems.filter((p) => p.message.startsWith('This trustStrip block shows nothing'));

describe('a trust strip without claims', () => {
  it('is not reported while trust: has claims', () => {
    expect(TRUST).toMatch(/^trust:\n {2}- text: /);
    expect(warningsOf(siteText)).toEqual([]);
  });

  it('is a warning at each trustStrip block, on its type line, naming its page', () => {
    const edited = siteText.replace(TRUST, '');
    const lines = edited.split('\n');
    const blockLines = lines.flatMap((l, i) => (/^\s+- type: trustStrip$/.test(l) ? [i + 1] : []));
    expect(blockLines.length).toBeGreaterThan(1);
    const warnings = warningsOf(edited);
    expect(warnings.map((w) => [w.severity, w.line])).toEqual(blockLines.map((line) => ['warning', line]));
    expect(warnings[0].where).toMatch(/^page \/\S+ › block \d+ \(trustStrip\)/);
    expect(warnings[0].fix).toMatch(/^Add trust: at the top of site\.yaml .*, or remove the block\.$/);
  });
});
