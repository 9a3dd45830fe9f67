// Rules a browser test used to hold, now the validator's, so the owner hears them at the line
// in the editor first: a section page links to each page under it, and no page is a dead end
// (hardly any words and no link onward).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const CHILDREN = '    children:\n      - path: window-cleaning\n';
const lines = (text: string) => text.split('\n');
const onward = (text: string) =>
  loadSiteText('site.yaml', text).problems.filter((p) => /dead end|does not link to/.test(p.message));

/** The shipped site with a new page first under Residential, holding these blocks. */
const withNewPage = (blocks: string) =>
  siteText.replace(
    CHILDREN,
    `    children:\n      - path: driveway-cleaning\n        name: Driveway Cleaning\n        heading: Driveway Cleaning\n${blocks}      - path: window-cleaning\n`,
  );

describe('pages lead on', () => {
  it('the shipped site has neither problem', () => {
    expect(siteText.includes(CHILDREN), 'the test finds its lines').toBe(true);
    expect(onward(siteText)).toEqual([]);
  });

  it('a page under a section that the section does not link to is named at its path line', () => {
    const long = 'Oil stains, tyre marks and moss lifted from concrete and pavers. '.repeat(6);
    const text = withNewPage(`        blocks:\n          - type: richText\n            text: "${long}"\n`);
    const [p, ...rest] = onward(text);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ severity: 'warning', line: lines(text).indexOf('      - path: driveway-cleaning') + 1 });
    expect(p.message).toBe(
      'The section page /residential does not link to /residential/driveway-cleaning, a page under it: a visitor on /residential cannot find this page.',
    );
    expect(p.fix).toContain('[Driveway Cleaning](/residential/driveway-cleaning)');
  });

  it('a linked page with a few words and no link onward is a dead end, at its first block', () => {
    const text = withNewPage('        blocks:\n          - type: richText\n            text: Coming soon.\n').replace(
      '            link: /residential/roof-washing\n',
      '            link: /residential/roof-washing\n          - title: Driveways\n            text: Driveways.\n            link: /residential/driveway-cleaning\n',
    );
    const [p, ...rest] = onward(text);
    expect(rest).toEqual([]);
    const pathLine = lines(text).indexOf('      - path: driveway-cleaning');
    expect(p).toMatchObject({ severity: 'warning', line: pathLine + 5 });
    expect(p.message).toMatch(
      /^The page \/residential\/driveway-cleaning is a dead end: only \d+ characters of content, and no link onward\.$/,
    );
  });

  it('a few words with a link onward are enough', () => {
    const text = withNewPage(
      '        blocks:\n          - type: richText\n            text: "Coming soon. [Ask us](/contact) meanwhile."\n',
    );
    expect(onward(text).filter((p) => p.message.includes('dead end'))).toEqual([]);
  });
});
