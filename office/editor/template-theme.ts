// What a site's preview template is made from: the brand colours of site.yaml's business.theme,
// which become the stylesheet's Sass variables (src/theme/brand-shades.ts). Nothing else of the
// site goes into it (its pages are rendered per preview), so the template is built for a theme
// and known by the theme's key: the hash of the Sass the colours make. Two themes that make the
// same Sass (the same colours written in other letter cases) make the same template.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { brandSass, type BrandName } from '../../src/theme/brand-shades.ts';

export type TemplateTheme = Record<BrandName, string>;

/** The environment variable the template's build reads its theme from (site-build.config.ts). */
export const THEME_ENV = 'OFFICE_SITE_THEME';

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The brand colours of `value` (a theme, or anything that holds more), when both are colours. */
export function templateTheme(value: unknown): TemplateTheme | undefined {
  const theme = value as Partial<Record<BrandName, unknown>> | null;
  if (typeof theme !== 'object' || theme === null) return undefined;
  const { primary, secondary } = theme;
  return typeof primary === 'string' && COLOUR.test(primary) && typeof secondary === 'string' && COLOUR.test(secondary)
    ? { primary, secondary }
    : undefined;
}

/** The key of the template a theme makes. */
export const themeKey = (theme: TemplateTheme): string =>
  createHash('sha256').update(brandSass(theme)).digest('hex').slice(0, 32);

/**
 * The theme site.yaml holds on disk, read as YAML and nothing checked but the colours: what the
 * template is built for before the first preview says which theme it shows. Undefined when the
 * file cannot be read or holds no such theme.
 */
export function savedTheme(siteFile: string): TemplateTheme | undefined {
  try {
    const site = parse(readFileSync(siteFile, 'utf8'), { logLevel: 'error' }) as {
      business?: { theme?: unknown };
    } | null;
    return templateTheme(site?.business?.theme);
  } catch {
    return undefined;
  }
}
