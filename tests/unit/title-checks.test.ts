import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const lines = siteText.split('\n');
const lineOf = (text: string, from = 0) => lines.findIndex((l, i) => i >= from && l === text) + 1;
const warningsOf = (text: string) =>
  loadSiteText('copy.yaml', text).problems.filter(
    (p) => p.severity === 'warning' && /would look alike in search results/.test(p.message),
  );

describe('unique titles and descriptions', () => {
  it('finds none shared in the shipped site', () => {
    expect(warningsOf(siteText)).toEqual([]);
  });

  it('warns at the second page whose name gives the same title, naming the first line', () => {
    const first = lineOf('    name: Why Use Us');
    const second = lineOf('    name: Our Team');
    const edited = lines.map((l, i) => (i === second - 1 ? '    name: Why Use Us' : l)).join('\n');
    const [w, ...rest] = warningsOf(edited);
    expect(rest).toEqual([]);
    expect(w).toMatchObject({ file: 'copy.yaml', line: second, column: 11, severity: 'warning' });
    expect(w.message).toBe(
      `The pages /why-use-us and /our-team would look alike in search results: they have the same title "Why Use Us - Pressure Washing In Covington LA - Pelican Exterior Cleaning"; the first is on line ${first}.`,
    );
    expect(w.fix).toMatch(/its own name/);
  });

  it('warns when two pages without a name share the default title, at the page path', () => {
    const name = lineOf('    name: Careers');
    const contact = lineOf('    name: Contact Us');
    const edited = lines.filter((_, i) => i !== name - 1 && i !== contact - 1).join('\n');
    const [w] = warningsOf(edited);
    expect(w.message).toBe(
      "The pages /careers and /contact would look alike in search results: neither has a name of its own, so both show the site's default title (title.default under business:).",
    );
    expect(w.fix).toMatch(/^Add a line "name: …" to this page \(and to \/careers, line \d+\)/);
    expect(w.line).toBe(lineOf('  - path: contact') - 1); // the careers name line above it is gone
  });

  it('warns when a page without a description falls back to the default one another page uses', () => {
    const desc = lines.findIndex((l, i) => i > lineOf('  - path: careers') && l.startsWith('    description: ')) + 1;
    const edited = lines.filter((_, i) => i !== desc - 1).join('\n');
    const [w] = warningsOf(edited);
    // Neither has one of its own: the warning says so, and where the shared words come from.
    expect(w.message).toBe(
      "The pages / and /careers would look alike in search results: neither has a description of its own, so both show the site's description (description under business:).",
    );
    expect(w.line).toBe(lineOf('  - path: careers'));
  });
});
