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
