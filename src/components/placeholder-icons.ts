// Line icons for generated placeholder pictures, drawn in a 200×200 box around (0, 0) in
// the style of the service illustrations (white strokes, round joins, on a gradient).
// Which icon a title gets: the first whose words it contains, else one picked by its hash.

export type IconName =
  | 'house'
  | 'window'
  | 'drop'
  | 'building'
  | 'bulb'
  | 'person'
  | 'sparkle'
  | 'brick'
  | 'nut'
  | 'scraper'
  | 'rings'
  | 'hexagon'
  | 'chevrons'
  | 'dots';

export const ICON_PATHS: Record<IconName, string> = {
  house: 'M-70 -5 L0 -60 L70 -5 M-55 -15 V60 H55 V-15 M-15 60 V20 H15 V60',
  window: 'M-55 -55 H55 V55 H-55 Z M0 -55 V55 M-55 0 H55 M-40 -40 L-20 -20',
  drop: 'M0 -65 C 25 -30 45 -5 45 20 A45 45 0 0 1 -45 20 C -45 -5 -25 -30 0 -65 Z M-20 20 A20 20 0 0 0 0 40',
  building:
    'M-60 60 V-40 H60 V60 M-75 60 H75 M-60 -40 L-45 -60 H45 L60 -40 M-35 -15 H-10 V10 H-35 Z M10 -15 H35 V10 H10 Z M-12 60 V30 H12 V60',
  bulb: 'M-30 -10 A30 30 0 1 1 30 -10 C 30 10 15 20 15 35 H-15 C -15 20 -30 10 -30 -10 Z M-15 48 H15 M-10 60 H10 M0 -70 V-60 M-50 -50 L-43 -43 M50 -50 L43 -43',
  person: 'M0 -55 A25 25 0 1 1 0 -5 A25 25 0 1 1 0 -55 Z M-50 60 C -50 20 -25 5 0 5 C 25 5 50 20 50 60',
  sparkle: 'M0 -60 L12 -12 L60 0 L12 12 L0 60 L-12 12 L-60 0 L-12 -12 Z',
  // A brick wall (red clay), a hex nut (rust on metal), a scraper on a spot (gum).
  brick:
    'M-65 -45 H65 V45 H-65 Z M-65 -15 H65 M-65 15 H65 M-20 -45 V-15 M30 -45 V-15 M5 -15 V15 M-45 -15 V15 M50 -15 V15 M-20 15 V45 M30 15 V45',
  nut: 'M-30 -52 L30 -52 L60 0 L30 52 L-30 52 L-60 0 Z M-24 0 A24 24 0 1 0 24 0 A24 24 0 1 0 -24 0',
  scraper: 'M-60 55 H60 M-35 55 A25 12 0 0 1 15 55 M-10 40 L45 -15 M35 -25 L55 -5 L70 -20 L50 -40 Z',
  // Shapes of no trade, for titles whose words name none of the above.
  rings:
    'M-52 14 A30 30 0 1 0 8 14 A30 30 0 1 0 -52 14 Z M-8 14 A30 30 0 1 0 52 14 A30 30 0 1 0 -8 14 Z M-30 -24 A30 30 0 1 0 30 -24 A30 30 0 1 0 -30 -24 Z',
  hexagon: 'M0 -60 L52 -30 L52 30 L0 60 L-52 30 L-52 -30 Z M0 -30 L26 -15 L26 15 L0 30 L-26 15 L-26 -15 Z',
  chevrons: 'M-55 -40 L-15 0 L-55 40 M-5 -40 L35 0 L-5 40',
  dots: 'M-49 -40 A9 9 0 1 0 -31 -40 A9 9 0 1 0 -49 -40 Z M-9 -40 A9 9 0 1 0 9 -40 A9 9 0 1 0 -9 -40 Z M31 -40 A9 9 0 1 0 49 -40 A9 9 0 1 0 31 -40 Z M-49 0 A9 9 0 1 0 -31 0 A9 9 0 1 0 -49 0 Z M-9 0 A9 9 0 1 0 9 0 A9 9 0 1 0 -9 0 Z M31 0 A9 9 0 1 0 49 0 A9 9 0 1 0 31 0 Z M-49 40 A9 9 0 1 0 -31 40 A9 9 0 1 0 -49 40 Z M-9 40 A9 9 0 1 0 9 40 A9 9 0 1 0 -9 40 Z M31 40 A9 9 0 1 0 49 40 A9 9 0 1 0 31 40 Z',
};

// Everyday words only: no trade's vocabulary, so the icons suit any business.
const KEYWORDS: Array<[RegExp, IconName]> = [
  [/window|glass/i, 'window'],
  [/light|idea/i, 'bulb'],
  [/house|home|residential/i, 'house'],
  [/commercial|business|office|building/i, 'building'],
  [/gum|scrape/i, 'scraper'],
  [/clay|brick/i, 'brick'],
  [/rust|metal/i, 'nut'],
  [/water|liquid/i, 'drop'],
];

// A title that names nothing above gets an abstract shape: a drop or a house would say a
// trade or a place that the business may not have, and a star would read as a rating that
// no customer gave.
const FALLBACK: IconName[] = ['sparkle', 'rings', 'hexagon', 'chevrons', 'dots'];

export function iconFor(title: string, hash: number): IconName {
  for (const [pattern, icon] of KEYWORDS) if (pattern.test(title)) return icon;
  return FALLBACK[(hash >>> 16) % FALLBACK.length]; // bits the colours (the low ones) do not use
}
