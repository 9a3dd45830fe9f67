// The text of an SVG as its style sheets read it: CSS escapes decoded, so a style that loads
// from another website cannot hide as `u\72l(…)` or `\75 rl(…)` (both are `url(`). An escape
// is a backslash and 1 to 6 hex digits (one space after them ends it and is dropped), or a
// backslash and any other character, which stands for itself. Works on a reading of
// svg-checks.ts (character references already decoded, whitespace as one space, lower case),
// keeping each character's place in the file.
import type { Reading } from './svg-checks.ts';

const HEX_ESCAPE = /^\\([0-9a-f]{1,6}) ?/;

/** `spaced` with its CSS escapes decoded, and the same without spaces. */
export function cssReadings(spaced: Reading): { spaced: Reading; tight: Reading } {
  const chars: string[] = [];
  const at: number[] = [];
  const { chars: text } = spaced;
  for (let i = 0; i < text.length;) {
    if (text[i] !== '\\' || i + 1 >= text.length) {
      chars.push(text[i]);
      at.push(spaced.at[i]);
      i++;
      continue;
    }
    at.push(spaced.at[i]);
    const hex = HEX_ESCAPE.exec(text.slice(i, i + 8));
    if (hex) {
      const code = parseInt(hex[1], 16);
      chars.push(code > 0 && code <= 0x10ffff ? String.fromCodePoint(code).toLowerCase() : '\ufffd');
      i += hex[0].length;
    } else {
      chars.push(text[i + 1]);
      i += 2;
    }
  }
  const tight: Reading = { chars: '', at: [] };
  const tightChars: string[] = [];
  chars.forEach((c, n) => {
    if (c === ' ' || /\s/.test(c)) return;
    tightChars.push(c);
    tight.at.push(at[n]);
  });
  tight.chars = tightChars.join('');
  return { spaced: { chars: chars.join(''), at }, tight };
}
