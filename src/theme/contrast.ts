// WCAG 2 contrast between colours written as #rrggbb, and the shade of a colour (the same mix
// with black as Sass's shade-color) that first reaches a contrast with white.

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of #rrggbb. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` mixed with `weight` (0–1) of black, as Sass's shade-color. */
export const shade = (hex: string, weight: number) => toHex(channels(hex).map((c) => c * (1 - weight)));

/** The lightest shade of `hex`, in steps of 5 %, whose contrast with white is at least `ratio`. */
export function shadeFor(hex: string, ratio: number): string {
  for (let w = 0; w <= 1; w += 0.05) {
    const candidate = shade(hex, w);
    if (contrast(candidate, '#ffffff') >= ratio) return candidate;
  }
  return '#000000';
}
