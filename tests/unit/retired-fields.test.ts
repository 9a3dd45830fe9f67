// A field the schema used to have is answered with what replaced it, the new form filled in
// from the old value, at the old field's line, instead of "not allowed here".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const VARIANTS = '    variants: [{ pathContains: window, src: /images/logo-window.svg }]';
const lineOf = (text: string) => siteText.split('\n').indexOf(text) + 1;

describe('retired fields', () => {
  it('logo.windowSrc is told to become logo.variants, with its own file filled in', () => {
    expect(lineOf(VARIANTS), 'the test finds its line').toBeGreaterThan(0);
    const text = siteText.replace(VARIANTS, '    windowSrc: /images/shop-logo.svg');
    const problems = loadSiteText('site.yaml', text).problems.filter((p) => p.severity === 'error');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: lineOf(VARIANTS), column: 5 });
    expect(problems[0].message).not.toContain('not allowed here');
    expect(problems[0].message).toContain('logo.variants replaced it');
    expect(problems[0].fix).toBe(
      'Replace this line with: variants: [{ pathContains: window, src: /images/shop-logo.svg }]',
    );
  });

  it('beside a variants list, it is told to join the list', () => {
    const text = siteText.replace(VARIANTS, `${VARIANTS}\n    windowSrc: /images/shop-logo.svg`);
    const [p] = loadSiteText('site.yaml', text).problems.filter((q) => q.severity === 'error');
    expect(p.fix).toBe(
      'Remove this line and add { pathContains: window, src: /images/shop-logo.svg } to the list under "variants:".',
    );
  });

  it('a field of that name elsewhere is only not allowed', () => {
    const text = siteText.replace('  copyrightStartYear: 2024', '  windowSrc: /x.svg\n  copyrightStartYear: 2024');
    const [p] = loadSiteText('site.yaml', text).problems.filter((q) => q.severity === 'error');
    expect(p.message).toContain('is not allowed here');
  });
});
