// The social card: a 1200x630 PNG per page (the page heading on the brand card) that
// og:image and twitter:image point at, plus a PNG of the logo for structured data.
// satori lays the card out and turns its text into shapes, with Roboto from
// @fontsource/roboto (never the system's fonts); resvg rasterises it. A card costs
// 100+ ms, so cards are cached by their content: a build renders only the cards whose
// words, colours, fonts or renderer changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { woffToSfnt } from './woff.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Change when the card's look changes, so cached cards are made again. */
const CARD_DESIGN_VERSION = 1;

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
  const hash = sha256(regular, bold, versionOf('satori'), versionOf('@resvg/resvg-js'), String(CARD_DESIGN_VERSION));
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

function writeAtomically(file: string, data: Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

interface Node {
  type: string;
  props: { style: Record<string, unknown>; children?: Node[] | string };
}
const el = (type: string, style: Record<string, unknown>, children?: Node[] | string): Node => ({
  type,
  props: { style, children },
});

/** The card's layout (satori's element tree): company at the top, heading, tagline and host below. */
export function cardTree(input: CardInput): Node {
  const big = input.heading ?? input.tagline;
  const size = big.length > 48 ? 64 : big.length > 28 ? 76 : 88;
  const [padX, padY] = [72, 64];
  const frame = {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    display: 'flex',
    background: input.primary,
    color: '#ffffff',
    fontFamily: 'Roboto',
  };
  const inner = {
    width: CARD_WIDTH - 2 * padX,
    height: CARD_HEIGHT - 2 * padY,
    margin: `${padY}px ${padX}px`,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
  };
  return el('div', frame, [
    el('div', inner, [
      el('div', { display: 'flex', alignItems: 'center', fontSize: 40, fontWeight: 700 }, [
        el('div', { width: 28, height: 28, borderRadius: 14, background: input.secondary, marginRight: 20 }),
        el('div', { display: 'flex' }, input.company),
      ]),
      el(
        'div',
        { display: 'flex', fontSize: size, fontWeight: 700, lineHeight: 1.1, maxHeight: 300, overflow: 'hidden' },
        big,
      ),
      el(
        'div',
        { display: 'flex', flexDirection: 'column', borderTop: `8px solid ${input.secondary}`, paddingTop: 24 },
        [
          ...(input.heading ? [el('div', { display: 'flex', fontSize: 34 }, input.tagline)] : []),
          el('div', { display: 'flex', fontSize: 28, opacity: 0.85, marginTop: input.heading ? 8 : 0 }, input.host),
        ],
      ),
    ]),
  ]);
}

/** What a screen reader or a social site says for the card. */
export function cardAlt(input: CardInput): string {
  return input.heading ? `${input.company}: ${input.heading}. ${input.tagline}` : `${input.company}: ${input.tagline}`;
}

export async function renderCard(input: CardInput, fonts: CardFonts): Promise<Buffer> {
  const svg = await satori(cardTree(input) as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [
      { name: 'Roboto', data: fonts.regular, weight: 400, style: 'normal' },
      { name: 'Roboto', data: fonts.bold, weight: 700, style: 'normal' },
    ],
  });
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
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

/** A content-addressed store of rendered pictures: the same input never renders twice. */
export class PictureCache {
  rendered = 0;
  reused = 0;
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** The key of an input: a hash of everything the picture depends on. */
  static key(...parts: Array<string | Uint8Array>): string {
    return sha256(...parts).slice(0, 20);
  }

  /** The file of a picture in the cache (it may not exist yet). */
  file(key: string): string {
    return join(this.dir, `${key}.png`);
  }

  has(key: string): boolean {
    return existsSync(this.file(key));
  }

  async get(key: string, make: () => Promise<Buffer> | Buffer): Promise<Buffer> {
    const file = this.file(key);
    if (existsSync(file)) {
      this.reused++;
      return readFileSync(file);
    }
    const png = await make();
    writeAtomically(file, png);
    this.rendered++;
    return png;
  }
}

export interface CardJob {
  key: string;
  input: CardInput;
}

/** Renders each card into the cache folder as <key>.png (the work of one card worker). */
export async function renderCardsInto(cacheDir: string, fonts: CardFonts, jobs: readonly CardJob[]): Promise<void> {
  // Buffers arrive from another thread as plain Uint8Arrays.
  const f = { ...fonts, regular: Buffer.from(fonts.regular), bold: Buffer.from(fonts.bold) };
  const cache = new PictureCache(cacheDir);
  for (const { key, input } of jobs) writeAtomically(cache.file(key), await renderCard(input, f));
}

export function cardKey(input: CardInput, fonts: CardFonts): string {
  return PictureCache.key('card', fonts.hash, JSON.stringify(input));
}

export function logoKey(svg: string, width: number, fonts: CardFonts): string {
  return PictureCache.key('logo', fonts.hash, svg, String(width));
}
