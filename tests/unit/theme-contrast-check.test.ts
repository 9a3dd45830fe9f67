// A brand colour too light for some of its uses on white is kept where it is decorative or
// large, and a darker shade of it is used where contrast is required: the build goes on, and a
// warning at the colour's line names both colours and where each is used.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileString } from 'sass-embedded';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { contrast, shade, shadeFor } from '../../src/theme/contrast.ts';
import { brandSass } from '../../src/theme/brand-shades.ts';
import { testSite } from '../support/test-site.ts';

const siteText = readFileSync(testSite.file, 'utf8');
const PRIMARY = '    primary: "#245d90"';
const SECONDARY = '    secondary: "#a7793c"';
const GOLD = '#c98b2b'; // a bakery's gold, 2.9:1 on white
const lineOf = (text: string) => siteText.split('\n').findIndex((l) => l === text) + 1;
const problemsOf = (text: string) => loadSiteText('copy.yaml', text).problems.filter((p) => p.path?.[1] === 'theme');

describe('theme colours on white', () => {
  it('the shipped site and the example keep their colours everywhere', () => {
    expect(lineOf(PRIMARY) * lineOf(SECONDARY), 'the test finds its lines').toBeGreaterThan(0);
    expect(problemsOf(siteText)).toEqual([]);
    expect(problemsOf(readFileSync('examples/landscaping/site.yaml', 'utf8'))).toEqual([]);
  });

  it('a gold primary builds, with a warning naming both colours and where each is used', () => {
    const loaded = loadSiteText('copy.yaml', siteText.replace(PRIMARY, `    primary: "${GOLD.toUpperCase()}"`));
    expect(loaded.config, 'the site still builds').toBeDefined();
    const [p, ...rest] = loaded.problems.filter((q) => q.path?.[1] === 'theme');
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ severity: 'warning', line: lineOf(PRIMARY), column: 14 });
    const text = shadeFor(GOLD, 4.5);
    const large = shadeFor(GOLD, 3);
    expect(p.message).toBe(
      `The primary colour ${GOLD} is 2.9:1 on the site's white, too light for some of its uses. The site keeps ${GOLD} for tints, backgrounds and decorative lines, and uses a darker shade of it where contrast is required: ${large} (3.2:1) for headings and the page heading band and ${text} (4.9:1) for links, small words and buttons.`,
    );
    expect(p.fix).toContain(`"${text}"`);
  });

  it('a yellow secondary gets a focus-ring shade of 3:1; one at 3:1 is kept everywhere', () => {
    const [p, ...rest] = problemsOf(siteText.replace(SECONDARY, '    secondary: "#ffff00"'));
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ severity: 'warning', line: lineOf(SECONDARY) });
    expect(p.message).toContain(`${shadeFor('#ffff00', 3)} (`);
    expect(p.message).toContain('the keyboard focus ring and the borders of controls');
    const justEnough = shadeFor('#ffff00', 3);
    expect(problemsOf(siteText.replace(SECONDARY, `    secondary: "${justEnough}"`))).toEqual([]);
  });

  it('the styles use the shade where contrast is required and the gold where it is decorative', async () => {
    const { css } = await compileString(`${brandSass({ primary: GOLD, secondary: GOLD })}\n@import 'site';`, {
      loadPaths: ['node_modules', 'src/styles'],
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls'],
      quietDeps: true,
      logger: { warn: () => undefined },
    });
    const rule = (selector: string, property: string) => {
      const block = new RegExp(`(^|\\})\\s*${selector.replace(/[.*]/g, '\\$&')}\\s*\\{([^}]*)\\}`, 'm').exec(css);
      const value = block && new RegExp(`(^|[;{\\s])${property}:\\s*([^;]+);`).exec(block[2]);
      if (!value) throw new Error(`no ${property} of ${selector}`);
      return value[2].trim();
    };
    const focusRing = /#[0-9a-f]{6}/.exec(rule(':focus-visible', 'outline'))![0];
    expect(contrast(focusRing, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(rule('.skip-link', 'background'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(rule('.hero-offer', 'border-left')).toContain(GOLD);
  });

  it('the shade is the lightest 5 % step that passes, mixed with black like Sass', () => {
    expect(shade('#ff8000', 0.5)).toBe('#804000');
    const s = shadeFor('#f3e9d2', 4.5);
    const w = [...Array(21).keys()].map((i) => i / 20).find((w) => shade('#f3e9d2', w) === s)!;
    expect(contrast(shade('#f3e9d2', w - 0.05), '#ffffff')).toBeLessThan(4.5);
    expect(shadeFor('#245d90', 4.5)).toBe('#245d90');
  });
});
