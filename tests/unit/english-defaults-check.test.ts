// A site in another language is told, at each block or section, which English defaults it
// still shows: the words site.yaml leaves out, many of them heard only by screen readers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const COMPANY = '  company: Pelican Exterior Cleaning\n';
const CAROUSEL = '      - type: carousel\n';
const french = siteText.replace(COMPANY, `${COMPANY}  language: fr\n`);
const lineOf = (text: string, line: string) => text.slice(0, text.indexOf(line)).split('\n').length;
const warningsOf = (text: string) =>
  loadSiteText('copy.yaml', text).problems.filter((p) => p.message.includes('shows English words'));

describe('English defaults on a site in another language', () => {
  it('are not reported on an English site', () => {
    expect(siteText.indexOf(COMPANY)).toBeGreaterThan(0);
    expect(warningsOf(siteText)).toEqual([]);
  });

  it('are a warning at each block that leaves its words out, naming each, screen-reader words included', () => {
    const warnings = warningsOf(french);
    const carousel = warnings.find((w) => w.line === lineOf(french, CAROUSEL));
    expect(carousel).toMatchObject({ severity: 'warning', where: expect.stringMatching(/\(carousel\)/) });
    expect(carousel!.message).toMatch(
      /^This block shows English words on a site in "fr", the defaults of what site\.yaml leaves out: previousLabel "Previous", nextLabel "Next", pauseLabel "Pause", playLabel "Play", slideLabel "Slide \{n\} of \{count\}", carouselRole "carousel", slideRole "slide"\.$/,
    );
    expect(carousel!.fix).toMatch(
      /^Write each in the site's language in the block, e\.g\. previousLabel: "…"\. docs\/blocks\.md/,
    );
    // The frame's words (wording:, not in the file) at the language line that asks for them.
    const wording = warnings.find((w) => w.message.startsWith('wording:'));
    expect(wording).toMatchObject({ line: lineOf(french, '  language: fr') });
    expect(wording!.message).toContain('skipLink "Skip to content"');
  });

  it("count what an alias repeats as written, and compare a value only with its own field's default", () => {
    const labels = [
      'previousLabel: Précédent',
      'nextLabel: Suivant',
      'pauseLabel: Pause',
      'playLabel: Lecture',
      'slideLabel: "Diapositive {n} sur {count}"',
      'carouselRole: carrousel',
      'slideRole: diapositive',
    ].map((l) => `        ${l}\n`);
    const WHY = '  - path: why-use-us\n';
    const whyBlocks = french.indexOf('    blocks:\n', french.indexOf(WHY)) + '    blocks:\n'.length;
    let text = french.slice(0, whyBlocks) + '      - *carousel\n' + french.slice(whyBlocks);
    text = text.replace(CAROUSEL, `      - &carousel\n        type: carousel\n${labels.join('')}`);
    const carouselWords = warningsOf(text).filter(
      (w) => w.where.includes('(carousel)') || w.message.includes('"carousel"'),
    );
    expect(carouselWords).toEqual([]);
    expect(loadSiteText('copy.yaml', text).config).toBeDefined(); // the alias is read as the same block
  });

  it('leave out what the site writes itself, even in the same words as the default', () => {
    const written = french.replace(CAROUSEL, `${CAROUSEL}        previousLabel: Précédent\n        nextLabel: Next\n`);
    const carousel = warningsOf(written).find((w) => w.line === lineOf(written, CAROUSEL));
    expect(carousel!.message).not.toMatch(/previousLabel|nextLabel/);
    expect(carousel!.message).toContain('pauseLabel "Pause"');
  });
});
