// The site's own pictures follow theme.primary and theme.secondary: the SVG files of
// public/ through the build's recolouring, the generated placeholders through CSS variables.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlaceholderImage } from '../../src/components/PlaceholderImage.tsx';
import { artCss, artHex, PLACEHOLDER_COLOURS } from '../../src/theme/art-palette.ts';
import { recolourSvg } from '../../vite/theme-art.ts';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import type { ArtColour } from '../../src/theme/art-palette.ts';
import { testSite } from '../support/test-site.ts';

// The colours the pictures of public/ are drawn in, as site.yaml lists them.
const drawn = loadSiteFile(testSite.file).config!.business.theme;
const ART_COLOURS = drawn.art as Record<string, ArtColour>;
const green = { primary: '#2e7d32', secondary: '#6a1b9a', art: ART_COLOURS };
const defaults = { primary: drawn.primary, secondary: drawn.secondary };
const LOGOS = ['images/logo.svg', 'images/logo-window.svg'];
const pictures = readdirSync(testSite.publicDir, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.svg') && !LOGOS.includes(f.split('\\').join('/')),
);

describe('the SVG pictures of public/', () => {
  it.each(pictures)('%s holds no default brand colour once recoloured for another theme', (file) => {
    const svg = readFileSync(join(testSite.publicDir, file), 'utf8');
    const out = recolourSvg(svg, green).toLowerCase();
    for (const hex of Object.keys(ART_COLOURS)) expect(out).not.toContain(hex);
  });

  it('every brand colour becomes the theme colour or a mix of it', () => {
    expect(recolourSvg('<rect fill="#245D90"/><rect fill="#a7793c"/><rect fill="#ffffff"/>', green)).toBe(
      '<rect fill="#2e7d32"/><rect fill="#6a1b9a"/><rect fill="#ffffff"/>',
    );
    // A site whose table is empty keeps its pictures as drawn.
    expect(recolourSvg('<rect fill="#245d90"/>', { ...green, art: {} })).toBe('<rect fill="#245d90"/>');
    // A shade is the theme colour mixed with black the way CSS color-mix() does it.
    expect(artHex({ base: 'primary', with: '#000000', keep: 0.5 }, { primary: '#204060', secondary: '#000000' })).toBe(
      '#102030',
    );
  });

  it('with the default theme, the shades stay close to the drawn colours', () => {
    for (const [hex, recipe] of Object.entries(ART_COLOURS)) {
      if (recipe.with && !recipe.with.startsWith('#')) continue; // the two-colour mixes are new colours
      const [a, b] = [hex, artHex(recipe, defaults)].map((h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)));
      const distance = Math.max(...a!.map((v, i) => Math.abs(v - b![i]!)));
      expect(distance, `${hex} -> ${artHex(recipe, defaults)}`).toBeLessThanOrEqual(40);
    }
  });
});

describe('the generated placeholder pictures', () => {
  it('draw in the theme variables, never in a fixed brand colour', () => {
    const html = renderToStaticMarkup(<PlaceholderImage title="Danielle Broussard" />);
    expect(html).toMatch(
      /stop-color:(var\(--bs-(primary|secondary)\)|color-mix\(in srgb, var\(--bs-(primary|secondary)\))/,
    );
    expect(html).not.toMatch(/#245d90|#a7793c|#1b4a73|#2f76b3|#7a5527/i);
  });

  it('every palette entry is CSS on the theme variables', () => {
    for (const c of PLACEHOLDER_COLOURS) expect(artCss(c)).toMatch(/var\(--bs-(primary|secondary)\)/);
  });
});
