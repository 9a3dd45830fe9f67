// The initials avatar's grounds (src/styles/_avatar.scss) are the site's own colours, darkened
// only as far as white initials need to pass WCAG AA, whatever the owner's theme.
import { describe, expect, it } from 'vitest';
import { compileString } from 'sass-embedded';
import { contrast } from '../../src/theme/contrast.ts';

/** The three tone grounds for a theme, as #rrggbb. */
async function tones(primary: string, secondary: string): Promise<string[]> {
  const css = (
    await compileString(
      `$primary: ${primary}; $secondary: ${secondary}; @import 'bootstrap/scss/functions'; @import 'bootstrap/scss/variables'; @import 'avatar';`,
      {
        loadPaths: ['node_modules', 'src/styles'],
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls'],
        quietDeps: true,
        logger: { warn: () => undefined },
      },
    )
  ).css;
  return [0, 1, 2].map((i) => {
    const m = new RegExp(`\\.avatar-tone-${i}\\s*\\{\\s*background-color:\\s*([^;]+);`).exec(css);
    if (!m) throw new Error(`no tone ${i} in:\n${css}`);
    return hex(m[1]);
  });
}

/** A colour as Sass writes it (#rgb, #rrggbb or rgb() in percent or 0–255) as #rrggbb. */
function hex(colour: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  const rgb = /^rgb\(([^)]+)\)$/.exec(colour);
  if (!rgb) throw new Error(`not a colour: ${colour}`);
  const channels = rgb[1].split(/[ ,]+/).map((c) => (c.endsWith('%') ? (parseFloat(c) * 255) / 100 : parseFloat(c)));
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

const contrastWithWhite = (hex: string) => contrast(hex, '#ffffff');

describe('avatar tones', () => {
  it('keep a dark brand colour as it is', async () => {
    const [first] = await tones('#1a5e3a', '#c46f1b');
    expect(first).toBe('#1a5e3a');
  });

  it('darken a light brand colour until white initials pass AA (4.5:1), and no further than needed', async () => {
    for (const [primary, secondary] of [
      ['#f3e9d2', '#ffd966'], // cream and butter
      ['#c46f1b', '#7fd1ae'], // orange and mint
      ['#ffffff', '#ffff00'],
    ]) {
      const grounds = await tones(primary, secondary);
      for (const ground of grounds)
        expect(contrastWithWhite(ground), `${ground} for ${primary}/${secondary}`).toBeGreaterThanOrEqual(4.5);
      // The primary and the secondary themselves are not darkened to near black.
      for (const ground of grounds.slice(0, 2))
        expect(contrastWithWhite(ground), `${ground} for ${primary}/${secondary}`).toBeLessThan(6);
      expect(new Set(grounds).size, 'tones of both colours').toBeGreaterThan(1);
    }
  });
});
