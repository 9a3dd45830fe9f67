// The colours of the site's own pictures, as recipes on the theme colours of site.yaml:
// "the primary colour", "the primary mixed 78% with black". Browser-safe and free of any
// colour of the default theme, so a site in other colours ships none of the old ones.
// The generated placeholders use the recipes as CSS (var(--bs-primary), color-mix());
// the build recolours the SVG files of public/ with the same recipes (vite/theme-art.ts).

export interface ThemeColours {
  primary: string;
  secondary: string;
}

export interface ArtColour {
  base: keyof ThemeColours;
  /** Mixed into the base: another theme colour or a fixed #rrggbb (black, white, grey). */
  with?: keyof ThemeColours | `#${string}`;
  /** How much of the base is kept, 0..1 (1 when nothing is mixed in). */
  keep?: number;
}

/** The colours of the generated placeholder pictures, picked by a hash of the title. */
export const PLACEHOLDER_COLOURS: readonly ArtColour[] = [
  { base: 'primary' },
  { base: 'primary', with: '#000000', keep: 0.78 },
  { base: 'primary', with: '#ffffff', keep: 0.85 },
  { base: 'secondary' },
  { base: 'secondary', with: '#000000', keep: 0.73 },
  { base: 'primary', with: 'secondary', keep: 0.6 },
  { base: 'primary', with: '#6c757d', keep: 0.45 },
  { base: 'primary', with: '#000000', keep: 0.7 },
];

const cssVar = (name: keyof ThemeColours) => `var(--bs-${name})`;

/** The colour as CSS that follows the page's theme variables. */
export function artCss(c: ArtColour): string {
  if (!c.with || c.keep === undefined) return cssVar(c.base);
  const other = c.with.startsWith('#') ? c.with : cssVar(c.with as keyof ThemeColours);
  return `color-mix(in srgb, ${cssVar(c.base)} ${Math.round(c.keep * 100)}%, ${other})`;
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The colour as #rrggbb for a theme, mixed the way color-mix(in srgb) mixes. */
export function artHex(c: ArtColour, theme: ThemeColours): string {
  const base = channels(theme[c.base]);
  if (!c.with || c.keep === undefined) return theme[c.base].toLowerCase();
  const other = channels(c.with.startsWith('#') ? c.with : theme[c.with as keyof ThemeColours]);
  const keep = c.keep;
  return `#${base
    .map((v, i) =>
      Math.round(v * keep + other[i] * (1 - keep))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The colours of the scenes (public/images/scenes/, drawn by scripts/draw-scenes.ts): each a
 * token that stands for a recipe on the theme colours. A drawing marked data-art="theme" on its
 * <svg> is recoloured by these without any line of business.theme.art (vite/theme-art.ts), so
 * a site in other colours gets them in its own. The token values are the recipes worked out
 * on the default theme (#245d90, #a7793c), so the files look right when opened as they are.
 */
export const SCENE_ART = {
  '#122f48': { base: 'primary', with: '#000000', keep: 0.5 },
  '#245d90': { base: 'primary' },
  '#1a4368': { base: 'primary', with: '#000000', keep: 0.72 },
  '#779bba': { base: 'primary', with: '#ffffff', keep: 0.62 },
  '#acc1d5': { base: 'primary', with: '#ffffff', keep: 0.38 },
  '#dce5ed': { base: 'primary', with: '#ffffff', keep: 0.16 },
  '#a7793c': { base: 'secondary' },
  '#543d1e': { base: 'secondary', with: '#000000', keep: 0.5 },
  '#725229': { base: 'secondary', with: '#000000', keep: 0.68 },
  '#e5d7c5': { base: 'secondary', with: '#ffffff', keep: 0.3 },
} as const satisfies Record<string, ArtColour>;

/** The scene tokens by name, for the drawing script. */
export const SCENE_TOKENS = {
  ink: '#122f48',
  p: '#245d90',
  pDark: '#1a4368',
  pMid: '#779bba',
  pLight: '#acc1d5',
  pPale: '#dce5ed',
  s: '#a7793c',
  sDark: '#543d1e',
  sMid: '#725229',
  sPale: '#e5d7c5',
} as const;
