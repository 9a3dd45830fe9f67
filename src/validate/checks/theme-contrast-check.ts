// The theme's colours must stay readable on the site's white: the primary colour is the
// headings', the links' and the buttons' (white words on it), so it needs text contrast (WCAG
// AA, 4.5:1); the secondary colour is the keyboard focus ring and, darkened, the small words
// under a team member's name and a hero's claim, so it needs at least the 3:1 of a control's
// outline. A light brand colour (cream, butter, mint) is refused with the nearest shade of it
// that passes, so the owner keeps the hue.
import type { CheckContext } from './check-context.ts';
import { contrast, shadeFor } from '../../theme/contrast.ts';

const WHITE = '#ffffff';
const NEEDS = {
  primary: { ratio: 4.5, use: 'headings, links and the white words of buttons' },
  secondary: { ratio: 3, use: 'the keyboard focus ring and, darkened, small words' },
} as const;

export function themeContrastCheck(ctx: CheckContext): void {
  const theme = ctx.config.business.theme;
  for (const name of ['primary', 'secondary'] as const) {
    const colour = theme[name]?.toLowerCase();
    if (!colour || !/^#[0-9a-f]{6}$/.test(colour)) continue; // the schema's pattern tells the format
    const { ratio, use } = NEEDS[name];
    const has = contrast(colour, WHITE);
    if (has >= ratio) continue;
    const darker = shadeFor(colour, ratio);
    ctx.report(
      ['business', 'theme', name],
      `The ${name} colour ${colour} is too light to read on the site's white: ${has.toFixed(1)}:1, where ${ratio}:1 is needed (${use}).`,
      `Use a darker shade of it, e.g. "${darker}" (${contrast(darker, WHITE).toFixed(1)}:1).`,
    );
  }
}
