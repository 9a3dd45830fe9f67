import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardAlt,
  cardKey,
  loadCardFonts,
  pngSize,
  renderCard,
  renderCardsInto,
  renderLogo,
  type CardInput,
} from '../../vite/social-card.ts';
import { wholeCard } from '../../vite/social-card-layout.ts';
import { woffToSfnt } from '../../vite/woff.ts';
import { FileCache } from '../../vite/file-cache.ts';
import { testSite } from '../support/test-site.ts';

const dir = mkdtempSync(join(tmpdir(), 'cards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const input: CardInput = {
  company: 'Pelican Exterior Cleaning',
  heading: 'Gutter Polishing',
  tagline: 'Pressure Washing In Covington LA',
  host: 'www.pelicanexterior.example',
  primary: '#245d90',
  secondary: '#a7793c',
};

/** The colour of one pixel of an 8-bit RGBA PNG, read with resvg's own decoder. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { Resvg } = await import('@resvg/resvg-js');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1" height="1"><image x="${-x}" y="${-y}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const raw = new Resvg(svg).render().pixels;
  return `#${[...raw.subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

describe('the social card', () => {
  const fonts = loadCardFonts(dir);

  it('is a 1200x630 PNG in the theme colour, read from the file header', async () => {
    const png = await renderCard(input, fonts);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(await pixel(png, 5, 5)).toBe('#245d90');
  });

  it('follows the theme colours and the words', async () => {
    const green = await renderCard({ ...input, primary: '#1b5e20' }, fonts);
    expect(await pixel(green, 5, 5)).toBe('#1b5e20');
    expect(cardKey({ ...input, heading: 'Roof Washing' }, fonts)).not.toBe(cardKey(input, fonts));
    expect(cardKey({ ...input, primary: '#1b5e20' }, fonts)).not.toBe(cardKey(input, fonts));
    expect(cardKey(input, { ...fonts, hash: 'other fonts or renderer' })).not.toBe(cardKey(input, fonts));
    expect(cardKey({ ...input }, fonts)).toBe(cardKey(input, fonts));
  });

  // Each card is the brand card drawn once plus the page's words drawn alone: the result must
  // be the card laid out in one piece, word for word and pixel for pixel (rounding aside).
  it.each([
    ['a one-line heading', input],
    [
      'a heading of three lines',
      { ...input, heading: 'Soft Washing For Roofs, Siding And Fences In St. Tammany Homes' },
    ],
    ['the site card, the tagline large', { ...input, heading: undefined }],
  ])('looks the same as the card laid out in one piece: %s', async (_, card: CardInput) => {
    const whole = new Resvg(await wholeCard(card, fonts), { font: { loadSystemFonts: false } }).render().pixels;
    const { data, info } = await sharp(await renderCard(card, fonts))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    let off = 0;
    for (let i = 0; i < data.length; i++) if (Math.abs(data[i] - whole[i]) > 2) off++;
    expect(off).toBe(0);
    // And the words are there: the card is not the bare brand card of another heading.
    const other = await sharp(await renderCard({ ...card, heading: 'Roof Washing' }, fonts))
      .ensureAlpha()
      .raw()
      .toBuffer();
    expect(other.equals(data)).toBe(false);
  });

  it('renders a batch of cards into the cache, each its own, with no half-written files', async () => {
    const store = join(dir, 'batch');
    const jobs = ['Roof Washing', 'Gutter Polishing', 'Window Cleaning', 'Deck Staining'].map((heading) => ({
      key: cardKey({ ...input, heading }, fonts),
      input: { ...input, heading },
    }));
    await renderCardsInto(new FileCache(store, { extension: '.png' }), fonts, jobs, 3);
    expect(readdirSync(store).sort()).toEqual(jobs.map((j) => `${j.key}.png`).sort());
    for (const job of jobs) {
      const written = await sharp(readFileSync(join(store, `${job.key}.png`)))
        .raw()
        .toBuffer();
      const alone = await sharp(await renderCard(job.input, fonts))
        .raw()
        .toBuffer();
      expect(written.equals(alone)).toBe(true);
    }
  });

  it('has an alt text with the company and the heading', () => {
    expect(cardAlt(input)).toBe('Pelican Exterior Cleaning: Gutter Polishing. Pressure Washing In Covington LA');
    expect(cardAlt({ ...input, heading: undefined })).toBe(
      'Pelican Exterior Cleaning: Pressure Washing In Covington LA',
    );
  });

  it('renders a picture once and then reads it from the cache', async () => {
    const cache = new FileCache(join(dir, 'store'), { extension: '.png' });
    let made = 0;
    const make = async () => {
      made++;
      return renderCard(input, fonts);
    };
    const first = await cache.get(cardKey(input, fonts), make);
    const again = await new FileCache(join(dir, 'store'), { extension: '.png' }).get(cardKey(input, fonts), make);
    expect(made).toBe(1);
    expect(again.equals(first)).toBe(true);
    expect(readdirSync(join(dir, 'store'))).toEqual([`${cardKey(input, fonts)}.png`]);
  });

  it('rasterises the logo with its text set in the packaged font', () => {
    const svg = readFileSync(join(testSite.publicDir, 'images/logo.svg'), 'utf8');
    const png = renderLogo(svg, 660, fonts);
    expect(pngSize(png)).toEqual({ width: 660, height: 168 });
    // The words make the picture much larger than the shapes alone.
    const shapesOnly = renderLogo(svg.replace(/<text[\s\S]*?<\/text>/g, ''), 660, fonts);
    expect(png.length).toBeGreaterThan(shapesOnly.length * 1.5);
  });

  it('refuses a file that is not a PNG', () => {
    expect(() => pngSize(Buffer.from('GIF89a-not-a-png-at-all-here'))).toThrow(/Not a PNG/);
  });
});

describe('WOFF to OpenType', () => {
  it('unpacks every table of the packaged Roboto', () => {
    const require = createRequire(import.meta.url);
    const woff = readFileSync(require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'));
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour: TrueType or CFF
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12)); // the number of tables
    expect(sfnt.length).toBeGreaterThanOrEqual(woff.readUInt32BE(16) - 3 * woff.readUInt16BE(12)); // totalSfntSize, less padding
    const tags = Array.from({ length: sfnt.readUInt16BE(4) }, (_, i) =>
      sfnt.toString('latin1', 12 + i * 16, 16 + i * 16),
    );
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'name']));
  });

  it('refuses WOFF2 and other files', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2' + '\0'.repeat(60)))).toThrow(/WOFF 1.0/);
  });
});
