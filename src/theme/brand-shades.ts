// Where each brand colour of business.theme is used, and the shade of it each use gets. The
// owner's own colour stays wherever it is decorative (tints, backgrounds, decorative lines) or
// large (headings, at 3:1); wherever contrast with the site's white is required (small words,
// links, buttons, the focus ring, borders of controls), the lightest shade of it that reaches
// the contrast is used instead. The Sass of the site (vite/site-plugin.ts) and the validator's
// warning (src/validate/checks/theme-contrast-check.ts) both read this table.
import { contrast, shadeFor } from './contrast.ts';

export const WHITE = '#ffffff';

export interface BrandUse {
  /** The Sass variable the styles read. */
  sass: string;
  /** The contrast with white it needs; 0 for a decorative use. */
  ratio: number;
  /** Where it is used, in words. */
  where: string;
}

export const BRAND_USES = {
  primary: [
    { sass: '$brand-primary', ratio: 0, where: 'tints, backgrounds and decorative lines' },
    { sass: '$brand-primary-large', ratio: 3, where: 'headings and the page heading band' },
    { sass: '$primary', ratio: 4.5, where: 'links, small words and buttons' },
  ],
  secondary: [
    { sass: '$brand-secondary', ratio: 0, where: 'tints and decorative lines' },
    { sass: '$secondary', ratio: 3, where: 'the keyboard focus ring and the borders of controls' },
  ],
} as const satisfies Record<'primary' | 'secondary', readonly BrandUse[]>;

export type BrandName = keyof typeof BRAND_USES;

/** The colour a use gets: the owner's colour when it passes, else its lightest passing shade. */
export const colourFor = (colour: string, ratio: number): string =>
  contrast(colour, WHITE) >= ratio ? colour.toLowerCase() : shadeFor(colour.toLowerCase(), ratio);

/** The brand colours as the Sass variables the styles read (prepended to site.scss). */
export function brandSass(theme: Record<BrandName, string>): string {
  return (Object.keys(BRAND_USES) as BrandName[])
    .flatMap((name) => BRAND_USES[name].map((use) => `${use.sass}: ${colourFor(theme[name], use.ratio)};`))
    .join('\n');
}
