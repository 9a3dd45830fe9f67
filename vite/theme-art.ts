// The site's own SVG pictures (public/) are drawn in colours of their own; business.theme.art
// of site.yaml says which of those colours follow the theme and what each becomes. Every
// other colour (white, greys, sky, brick, foliage) stays. Node only: the drawn colours must
// never reach the browser of a site in other colours.
import type { ArtColour } from '../src/theme/art-palette.ts';
import { artHex, SCENE_ART } from '../src/theme/art-palette.ts';
import type { Business } from '../src/site/site-types.generated.ts';

const HEX = /#[0-9a-fA-F]{6}\b/g;

/** A drawing whose colours are the scene tokens (SCENE_ART): <svg … data-art="theme">. */
const THEMED = /<svg\b[^>]*\bdata-art="theme"/;

/**
 * An SVG with its drawn brand colours replaced by those of the theme: the colours
 * business.theme.art names and, in a drawing marked data-art="theme", the scene tokens.
 */
export function recolourSvg(svg: string, theme: Business['theme']): string {
  const art: Record<string, unknown> = { ...theme.art, ...(THEMED.test(svg.slice(0, 2000)) ? SCENE_ART : {}) };
  return svg.replace(HEX, (hex) => {
    const recipe = art[hex.toLowerCase()];
    return recipe ? artHex(recipe as ArtColour, theme) : hex;
  });
}
