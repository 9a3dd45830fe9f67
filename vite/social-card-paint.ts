// Draws social cards: the brand card once (satori lays it out, resvg rasterises it), then
// for each page only its big words — satori turns them into shapes, resvg rasterises that
// small transparent layer — which sharp lays onto the brand card and encodes as a PNG.
// A card costs a few milliseconds of JavaScript; the PNG encoding runs on libuv's threads.
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, brandLayer, wordsLayer, type WordsBox } from './social-card-layout.ts';
import type { CardFonts, CardInput } from './social-card.ts';

/** The drawing's own version, part of every card's cache key. */
export const PAINT_VERSION = `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`;

interface Brand {
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
      brand = brandLayer(input, this.fonts).then(({ svg, box }) => ({ pixels: rasterise(svg).pixels, box }));
      this.brands.set(key, brand);
    }
    return brand;
  }

  /** The card as a 1200x630 PNG (RGB, no alpha: the card is opaque). */
  async paint(input: CardInput): Promise<Buffer> {
    const { pixels, box } = await this.brand(input);
    const words = rasterise(await wordsLayer(input, box, this.fonts));
    return sharp(pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } })
      .composite([
        {
          input: words.pixels,
          raw: { width: words.width, height: words.height, channels: 4, premultiplied: true },
          left: box.left,
          top: box.top,
        },
      ])
      .removeAlpha()
      .png({ compressionLevel: 6 })
      .toBuffer();
  }
}
