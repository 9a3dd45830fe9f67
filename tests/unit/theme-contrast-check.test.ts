// A brand colour too light to read on white is refused at its line, with a darker shade of it
// that passes; the shipped sites' colours pass.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { contrast, shade, shadeFor } from '../../src/theme/contrast.ts';

const siteText = readFileSync('site.yaml', 'utf8');
const PRIMARY = '    primary: "#245d90"';
const SECONDARY = '    secondary: "#a7793c"';
const lineOf = (text: string) => siteText.split('\n').findIndex((l) => l === text) + 1;
const problemsOf = (text: string) =>
  loadSiteText('copy.yaml', text).problems.filter((p) => p.message.includes('too light to read'));

describe('theme colours on white', () => {
  it('the shipped site and the example pass', () => {
    expect(lineOf(PRIMARY) * lineOf(SECONDARY), 'the test finds its lines').toBeGreaterThan(0);
    expect(problemsOf(siteText)).toEqual([]);
    expect(problemsOf(readFileSync('examples/landscaping/site.yaml', 'utf8'))).toEqual([]);
  });

  it('a cream primary is refused at its line, with a darker shade of it that reads at 4.5:1', () => {
    const [p, ...rest] = problemsOf(siteText.replace(PRIMARY, '    primary: "#F3E9D2"'));
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ severity: 'error', line: lineOf(PRIMARY), column: 14 });
    expect(p.message).toBe(
      "The primary colour #f3e9d2 is too light to read on the site's white: 1.2:1, where 4.5:1 is needed (headings, links and the white words of buttons).",
    );
    const suggested = /"(#[0-9a-f]{6})"/.exec(p.fix ?? '')![1];
    expect(contrast(suggested, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(suggested).toBe(shadeFor('#f3e9d2', 4.5));
  });

  it('a yellow secondary is refused; one at 3:1 passes', () => {
    expect(problemsOf(siteText.replace(SECONDARY, '    secondary: "#ffff00"')).map((p) => p.line)).toEqual([
      lineOf(SECONDARY),
    ]);
    const justEnough = shadeFor('#ffff00', 3);
    expect(problemsOf(siteText.replace(SECONDARY, `    secondary: "${justEnough}"`))).toEqual([]);
  });

  it('the shade is the lightest 5 % step that passes, mixed with black like Sass', () => {
    expect(shade('#ff8000', 0.5)).toBe('#804000');
    const s = shadeFor('#f3e9d2', 4.5);
    const w = [...Array(21).keys()].map((i) => i / 20).find((w) => shade('#f3e9d2', w) === s)!;
    expect(contrast(shade('#f3e9d2', w - 0.05), '#ffffff')).toBeLessThan(4.5);
    expect(shadeFor('#245d90', 4.5)).toBe('#245d90');
  });
});
