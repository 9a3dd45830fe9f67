// A brand colour too light for some of its uses on the site's white is kept where it is
// decorative or large, and a darker shade of it is used where contrast is required
// (src/theme/brand-shades.ts). The owner hears it at the colour's line: both colours, and where
// each is used. Mixing with black always reaches any contrast WCAG asks (black on white is
// 21:1), so a colour written as #rrggbb never stops the build.
import type { CheckContext } from './check-context.ts';
import { contrast } from '../../theme/contrast.ts';
import { BRAND_USES, colourFor, WHITE, type BrandName } from '../../theme/brand-shades.ts';

const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join('; ')} and ${items[items.length - 1]}`;

export function themeContrastCheck(ctx: CheckContext): void {
  const theme = ctx.config.business.theme;
  for (const name of Object.keys(BRAND_USES) as BrandName[]) {
    const colour = theme[name]?.toLowerCase();
    if (!colour || !/^#[0-9a-f]{6}$/.test(colour)) continue; // the schema's pattern tells the format
    const uses = BRAND_USES[name].map((use) => ({ ...use, colour: colourFor(colour, use.ratio) }));
    const shaded = uses.filter((use) => use.colour !== colour);
    if (!shaded.length) continue;
    const kept = uses.filter((use) => use.colour === colour).map((use) => use.where);
    const strictest = shaded[shaded.length - 1];
    const where = shaded.map((use) => `${use.colour} (${contrast(use.colour, WHITE).toFixed(1)}:1) for ${use.where}`);
    ctx.report(
      ['business', 'theme', name],
      `The ${name} colour ${colour} is ${contrast(colour, WHITE).toFixed(1)}:1 on the site's white, too light for some of its uses. The site keeps ${colour} for ${list(kept)}, and uses a darker shade of it where contrast is required: ${list(where)}.`,
      `Nothing to do if these shades suit you. To choose the shade yourself, write a darker ${name} colour of at least ${strictest.ratio}:1, e.g. "${strictest.colour}".`,
      'warning',
    );
  }
}
