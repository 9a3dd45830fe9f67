// One case rule for the copy in site.yaml (docs/design.md): names of pages (page headings,
// the hero headline, menu and footer entries, buttons) are in Title Case; every other
// heading and title (block headings, card titles, FAQ groups, reasons) is in sentence case.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isMap, isPair, isScalar, parseDocument, visit } from 'yaml';
import { testSite } from '../support/test-site.ts';

const NAMES =
  /^(Pelican|Exterior|Cleaning|Northshore|Covington|Louisiana|Mississippi|Gulf|Coast|LA|FAQs?|HOAs?|LED|SMS|EmailJS|I|October|January|Monday|Friday)$/;

/** Block headings and titles of site.yaml with the words that break sentence case. */
function titleCased(text: string): string[] {
  const found: string[] = [];
  visit(parseDocument(text), {
    Pair(_, pair, path) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (
        !['heading', 'title', 'questionsHeading'].includes(key) ||
        !isScalar(pair.value) ||
        typeof pair.value.value !== 'string'
      )
        return;
      const parent = path[path.length - 1];
      if (!isMap(parent)) return;
      const keys = parent.items.map((p) => (isScalar(p.key) ? String(p.key.value) : ''));
      if (keys.includes('path') || keys.includes('url') || keys.includes('submenu') || parent.get('type') === 'hero')
        return;
      const top = path.find((p) => isPair(p));
      if (
        top &&
        isPair(top) &&
        isScalar(top.key) &&
        ['business', 'menu', 'footer', 'header'].includes(String(top.key.value))
      )
        return;
      const words = pair.value.value.split(/\s+/).slice(1);
      const wrong = words.filter((w) => /^[A-Z]/.test(w) && !NAMES.test(w.replace(/[^A-Za-z]/g, '')));
      if (wrong.length) found.push(`${pair.value.value} (${wrong.join(', ')})`);
    },
  });
  return found;
}

describe('the case rule of site.yaml', () => {
  it('block headings and titles are in sentence case', () => {
    expect(titleCased(readFileSync(testSite.file, 'utf8'))).toEqual([]);
  });
  it('finds a heading in Title Case', () => {
    const text =
      'routes:\n  - path: /\n    heading: Home Page\n    blocks:\n      - type: richText\n        heading: What We Clean\n        text: x\n';
    expect(titleCased(text)).toEqual(['What We Clean (We, Clean)']);
  });
});
