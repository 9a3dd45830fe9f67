import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  PictureCache,
  cardAlt,
  cardKey,
  loadCardFonts,
  pngSize,
  renderCard,
  renderLogo,
  type CardInput,
} from '../../vite/social-card.ts';
import { woffToSfnt } from '../../vite/woff.ts';

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
    expect(cardKey({ ...input }, fonts)).toBe(cardKey(input, fonts));
  });

  it('has an alt text with the company and the heading', () => {
    expect(cardAlt(input)).toBe('Pelican Exterior Cleaning: Gutter Polishing. Pressure Washing In Covington LA');
    expect(cardAlt({ ...input, heading: undefined })).toBe(
      'Pelican Exterior Cleaning: Pressure Washing In Covington LA',
    );
  });

  it('renders a picture once and then reads it from the cache', async () => {
    const cache = new PictureCache(join(dir, 'store'));
    let made = 0;
    const make = async () => {
      made++;
      return renderCard(input, fonts);
    };
    const first = await cache.get(cardKey(input, fonts), make);
    const again = await new PictureCache(join(dir, 'store')).get(cardKey(input, fonts), make);
    expect(made).toBe(1);
    expect(again.equals(first)).toBe(true);
    expect(readdirSync(join(dir, 'store'))).toEqual([`${cardKey(input, fonts)}.png`]);
  });

  it('rasterises the logo with its text set in the packaged font', () => {
    const svg = readFileSync('public/images/logo.svg', 'utf8');
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
