// Draws social cards: the brand card once (satori lays it out, resvg rasterises it), then
// for each page only its big words — satori turns them into shapes, resvg rasterises that
// small transparent layer, which is laid onto a copy of the brand card; sharp encodes the
// PNG on libuv's threads while the next card is laid out.
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, brandLayer, wordsLayer, type WordsBox } from './social-card-layout.ts';
import type { CardFonts, CardInput } from './social-card.ts';

/** The drawing's own version, part of every card's cache key. */
export const PAINT_VERSION = `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`;

interface Brand {
  /** The brand card, RGB. */
  pixels: Buffer;
  box: WordsBox;
}

/** The shapes of an SVG as premultiplied RGBA pixels (satori left no text to set). */
const rasterise = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } }).render();

/** What the brand card depends on: everything but the big words (and whether a heading sits above the tagline). */
const brandKey = ({ heading, ...rest }: CardInput) => JSON.stringify({ ...rest, headed: heading !== undefined });

export class CardPainter {
  private readonly brands = new Map<string, Promise<Brand>>();
  constructor(private readonly fonts: CardFonts) {}

  private brand(input: CardInput): Promise<Brand> {
    const key = brandKey(input);
    let brand = this.brands.get(key);
    if (!brand) {
      brand = brandLayer(input, this.fonts).then(({ svg, box }) => ({ pixels: rgbOf(rasterise(svg).pixels), box }));
      this.brands.set(key, brand);
    }
    return brand;
  }

  /** The card as a 1200x630 PNG (RGB, no alpha: the card is opaque). */
  async paint(input: CardInput): Promise<Buffer> {
    const { pixels, box } = await this.brand(input);
    const words = rasterise(await wordsLayer(input, box, this.fonts));
    const card = Buffer.from(pixels);
    drawOver(card, CARD_WIDTH, words.pixels, words.width, words.height, box);
    return sharp(card, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 } })
      .png({ compressionLevel: 6 })
      .toBuffer();
  }
}

/** An opaque RGBA picture as RGB. */
function rgbOf(rgba: Buffer): Buffer {
  const rgb = Buffer.alloc((rgba.length / 4) * 3);
  for (let s = 0, d = 0; s < rgba.length; s += 4, d += 3) rgba.copy(rgb, d, s, s + 3);
  return rgb;
}

/**
 * Lays a premultiplied RGBA layer over an RGB picture at (left, top): source-over, the way
 * resvg would have drawn the words onto the card. A few milliseconds in JavaScript, where
 * sharp's composite works on the whole card in floating point.
 */
export function drawOver(
  dst: Buffer,
  dstWidth: number,
  src: Buffer,
  width: number,
  height: number,
  at: { left: number; top: number },
): void {
  for (let y = 0; y < height; y++) {
    let s = y * width * 4;
    let d = ((at.top + y) * dstWidth + at.left) * 3;
    for (let x = 0; x < width; x++, s += 4, d += 3) {
      const alpha = src[s + 3];
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      dst[d] = src[s] + Math.round((dst[d] * keep) / 255);
      dst[d + 1] = src[s + 1] + Math.round((dst[d + 1] * keep) / 255);
      dst[d + 2] = src[s + 2] + Math.round((dst[d + 2] * keep) / 255);
    }
  }
}
