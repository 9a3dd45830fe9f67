// The site's own SVG pictures (public/) are drawn in the default theme. This table says
// which of their colours are brand colours and what each becomes for the theme of
// site.yaml; every other colour (white, greys, sky, brick, foliage) stays. Node only: the
// default colours must never reach the browser of a site in other colours.
import type { ArtColour, ThemeColours } from '../src/theme/art-palette.ts';
import { artHex } from '../src/theme/art-palette.ts';

export const ART_COLOURS: Readonly<Record<string, ArtColour>> = {
  // primary and its shades
  '#245d90': { base: 'primary' },
  '#1b4a73': { base: 'primary', with: '#000000', keep: 0.78 },
  '#1d4f7c': { base: 'primary', with: '#000000', keep: 0.85 },
  '#1f3a56': { base: 'primary', with: '#000000', keep: 0.6 },
  '#2c4f6e': { base: 'primary', with: '#000000', keep: 0.7 },
  '#2f76b3': { base: 'primary', with: '#ffffff', keep: 0.85 },
  '#4f8fc4': { base: 'primary', with: '#ffffff', keep: 0.75 },
  '#5d8fb9': { base: 'primary', with: '#ffffff', keep: 0.7 },
  // secondary and its shades
  '#a7793c': { base: 'secondary' },
  '#7a5527': { base: 'secondary', with: '#000000', keep: 0.73 },
  // the two badges drawn in a mix of the brand colours
  '#3b6e5b': { base: 'primary', with: 'secondary', keep: 0.6 },
  '#4f5d75': { base: 'primary', with: '#6c757d', keep: 0.45 },
};

const HEX = /#[0-9a-fA-F]{6}\b/g;

/** An SVG with its brand colours replaced by those of the theme. */
export function recolourSvg(svg: string, theme: ThemeColours): string {
  return svg.replace(HEX, (hex) => {
    const recipe = ART_COLOURS[hex.toLowerCase()];
    return recipe ? artHex(recipe, theme) : hex;
  });
}
