// The social card: a 1200x630 PNG per page (the page heading on the brand card) that
// og:image and twitter:image point at, plus a PNG of the logo for structured data.
// satori lays the card out and turns its text into shapes, with Roboto from
// @fontsource/roboto (never the system's fonts); resvg rasterises it, sharp writes the PNG
// (vite/social-card-paint.ts). Cards are cached by their content: a build renders only the
// cards whose words, colours, fonts or renderer changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { woffToSfnt } from './woff.ts';
import { writeAtomically, type FileCache } from './file-cache.ts';
import { CardPainter, PAINT_VERSION } from './social-card-paint.ts';

export { CARD_HEIGHT, CARD_WIDTH } from './social-card-layout.ts';
/** Change when the card's look or drawing changes, so cached cards are made again. */
const CARD_DESIGN_VERSION = 2;
/** Cards being drawn at once by renderCardsInto: enough to keep two cores busy. */
const CARDS_IN_FLIGHT = 3;

export interface CardInput {
  company: string;
  /** The page heading; the site card (home, 404) has none and shows the tagline large. */
  heading?: string;
  /** The words under the heading, e.g. the title's middle part. */
  tagline: string;
  /** The site's host name, e.g. www.example.com. */
  host: string;
  primary: string;
  secondary: string;
}

export interface CardFonts {
  regular: Buffer;
  bold: Buffer;
  /** The same fonts as OpenType files on disk, for resvg (the logo's text). */
  files: string[];
  /** A hash of the font bytes, part of every cache key. */
  hash: string;
}

const require = createRequire(import.meta.url);
const fontFile = (weight: number) => require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`);
const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

/** Roboto 400 and 700 from @fontsource/roboto; OpenType copies are written into the cache folder. */
export function loadCardFonts(cacheDir: string): CardFonts {
  const regular = readFileSync(fontFile(400));
  const bold = readFileSync(fontFile(700));
  const renderers = [versionOf('satori'), versionOf('@resvg/resvg-js'), PAINT_VERSION];
  const hash = sha256(regular, bold, ...renderers, String(CARD_DESIGN_VERSION));
  mkdirSync(cacheDir, { recursive: true });
  const files = [regular, bold].map((woff, i) => {
    const file = join(cacheDir, `roboto-${i ? 700 : 400}-${hash.slice(0, 12)}.otf`);
    if (!existsSync(file)) writeAtomically(file, woffToSfnt(woff));
    return file;
  });
  return { regular, bold, files, hash };
}

function sha256(...parts: Array<string | Uint8Array>): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

/** What a screen reader or a social site says for the card. */
export function cardAlt(input: CardInput): string {
  return input.heading ? `${input.company}: ${input.heading}. ${input.tagline}` : `${input.company}: ${input.tagline}`;
}

const painters = new WeakMap<CardFonts, CardPainter>();

/** One card as a PNG; the brand card under it is drawn once per set of fonts and kept. */
export function renderCard(input: CardInput, fonts: CardFonts): Promise<Buffer> {
  let painter = painters.get(fonts);
  if (!painter) painters.set(fonts, (painter = new CardPainter(fonts)));
  return painter.paint(input);
}

/** The logo file (SVG) as a PNG of the given width; its text is set in Roboto. */
export function renderLogo(svg: string, width: number, fonts: CardFonts): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles: fonts.files, defaultFontFamily: 'Roboto' },
  })
    .render()
    .asPng();
}

/** Width and height from a PNG's header (the IHDR chunk). */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const b = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (b.length < 24 || b.toString('latin1', 1, 4) !== 'PNG' || b.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('Not a PNG file');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

export interface CardJob {
  key: string;
  input: CardInput;
}

/**
 * Renders each card into the cache as <key>.png, a few at a time: while sharp encodes
 * one card on libuv's threads, the next one is laid out. No card is held once written.
 */
export async function renderCardsInto(
  cache: FileCache,
  fonts: CardFonts,
  jobs: readonly CardJob[],
  inFlight = CARDS_IN_FLIGHT,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) cache.put(job.key, await renderCard(job.input, fonts));
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, jobs.length) }, lane));
}

export function cardKey(input: CardInput, fonts: CardFonts): string {
  return sha256('card', fonts.hash, JSON.stringify(input)).slice(0, 20);
}

export function logoKey(svg: string, width: number, fonts: CardFonts): string {
  return sha256('logo', fonts.hash, svg, String(width)).slice(0, 20);
}
