// The build's picture step on a small made-up site: what it writes, what it leaves out of the
// output, what it hands <Picture>, that what it publishes as it is carries no hidden data, and
// that a second run encodes nothing.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildPictures, SMALL_ORIGINAL } from '../../vite/pictures/build-pictures.ts';
import type { ServerSite } from '../../src/render/server-site.ts';
import { pagesOf } from '../../src/render/page-blocks.ts';
import type { ParsedBlock } from '../../src/markdown/types.ts';
import type { DrawnImage } from '../../src/pictures/picture-set.ts';
import { CAMERA, phonePhoto } from '../support/test-photos.ts';

let dir: string;
const publicDir = () => join(dir, 'public');
const outDir = () => join(dir, 'dist');

const site = {
  client: { business: { logo: { src: '/images/uploads/logo-aaaaaaaaaaaa.png', alt: 'Logo' } } },
  pages: pagesOf({
    home: [
      { type: 'hero', background: { src: '/images/uploads/roof-bbbbbbbbbbbb.jpg', alt: 'A roof' } },
      {
        type: 'imageBand',
        image: { src: '/images/uploads/roof-bbbbbbbbbbbb.jpg', alt: 'A roof', width: 4, height: 3 },
      },
      { type: 'imageBand', image: { src: '/images/truck.svg', alt: 'Truck' } },
    ],
  } as unknown as Record<string, ParsedBlock[]>),
} as unknown as ServerSite;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'build-pictures-'));
  mkdirSync(join(publicDir(), 'images/uploads'), { recursive: true });
  const photo = await phonePhoto({ width: 1600, height: 1200, seed: 5 });
  const logo = await sharp({ create: { width: 60, height: 60, channels: 4, background: '#33669980' } })
    .png()
    .toBuffer();
  writeFileSync(join(publicDir(), 'images/uploads/roof-bbbbbbbbbbbb.jpg'), photo);
  writeFileSync(join(publicDir(), 'images/uploads/logo-aaaaaaaaaaaa.png'), logo);
  writeFileSync(join(publicDir(), 'images/uploads/unused-cccccccccccc.jpg'), photo);
  writeFileSync(join(publicDir(), 'images/truck.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What Vite does before the prerender: public/ is copied into the output.
  cpSync(publicDir(), outDir(), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildPictures', () => {
  it('writes each width of each format, hands the sizes to <Picture> and keeps site.yaml’s own width and height', async () => {
    const built = await buildPictures(site, { outDir: outDir(), publicDir: publicDir(), cacheDir: join(dir, 'cache') });
    const [hero, band, svg] = built.site.pages.get('home') as unknown as Record<string, DrawnImage>[];
    expect(hero.background).toMatchObject({
      width: 1600,
      height: 1200,
      variants: { sizes: '100vw', fallbackType: 'image/jpeg' },
    });
    expect(hero.background.variants?.avif).toMatch(
      /roof-bbbbbbbbbbbb-[0-9a-f]{16}-640\.avif 640w, .*-1600\.avif 1600w$/,
    );
    expect(band.image).toMatchObject({ width: 4, height: 3 });
    expect(band.image.variants?.sizes).toContain('1000px');
    expect(svg.image.variants).toBeUndefined();
    // hero: 640, 828, 1280, 1600; band: 480, 768, 1000, 1600 → 7 widths × 3 formats.
    expect(built.cache.made).toBe(21);
    expect(readdirSync(join(outDir(), 'assets/pictures'))).toHaveLength(21);
  });

  it('leaves out the large original and the unused upload, and keeps an upload the settings name (the logo)', () => {
    const uploads = readdirSync(join(outDir(), 'images/uploads'));
    expect(uploads).toEqual(['logo-aaaaaaaaaaaa.png']);
    expect(existsSync(join(outDir(), 'images/truck.svg'))).toBe(true);
  });

  it('keeps a large original that the site also names outside its blocks (as the logo)', async () => {
    const out = join(dir, 'dist-logo');
    cpSync(publicDir(), out, { recursive: true });
    const roof = '/images/uploads/roof-bbbbbbbbbbbb.jpg';
    const asLogo = { ...site, client: { business: { logo: { src: roof, alt: 'Logo' } } } } as unknown as ServerSite;
    await buildPictures(asLogo, { outDir: out, publicDir: publicDir(), cacheDir: join(dir, 'cache') });
    expect(existsSync(join(out, roof))).toBe(true);
  });

  it('publishes a small original and a linked one without their hidden data, the right way up; a clean file as it is', async () => {
    const out = join(dir, 'dist-small');
    const pub = join(dir, 'public-small');
    cpSync(publicDir(), pub, { recursive: true });
    // A small phone photo taken sideways (EXIF orientation 6), as a block shows it, and the
    // large one named as the logo: both would be published as they are.
    const small = await phonePhoto({ width: 400, height: 300, orientation: 6, seed: 2 });
    expect(small.length).toBeLessThan(SMALL_ORIGINAL);
    writeFileSync(join(pub, 'images/small.jpg'), small);
    const clean = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(pub, 'images/clean.jpg'), clean);
    // A photo with nothing in its EXIF or XMP but a motion photo's video after it (made up).
    const video = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypmp42isom'), Buffer.alloc(8)]);
    video.writeUInt32BE(8, 16);
    video.write('mdat', 20, 'latin1');
    writeFileSync(join(pub, 'images/moving.jpg'), Buffer.concat([clean, video]));
    cpSync(pub, out, { recursive: true }); // what Vite does before the prerender
    const roof = '/images/uploads/roof-bbbbbbbbbbbb.jpg';
    const withSmall = {
      client: { business: { logo: { src: roof, alt: 'Logo' } } },
      pages: pagesOf({
        home: [{ type: 'hero', background: { src: '/images/small.jpg', alt: 'A small photo' } }] as ParsedBlock[],
      }),
    } as unknown as ServerSite;
    await buildPictures(withSmall, { outDir: out, publicDir: pub, cacheDir: join(dir, 'cache') });

    for (const file of ['images/small.jpg', roof]) {
      const bytes = readFileSync(join(out, file));
      expect(bytes.includes(CAMERA), `${file} names the camera`).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.exif, meta.xmp, meta.iptc], file).toEqual(['jpeg', undefined, undefined, undefined]);
    }
    // Turned the right way up: the sideways 400 × 300 photo is 300 wide and 400 high.
    expect(await sharp(readFileSync(join(out, 'images/small.jpg'))).metadata()).toMatchObject({
      width: 300,
      height: 400,
    });
    expect(readFileSync(join(out, 'images/clean.jpg')).equals(clean)).toBe(true);
    const moving = readFileSync(join(out, 'images/moving.jpg'));
    expect(moving.includes('ftypmp42'), 'the video is published').toBe(false);
    expect((await sharp(moving).metadata()).format).toBe('jpeg');
  });

  it('keeps an animated WebP animated and a PNG byte for byte but its text, under public/assets/ too; an unreadable file is named, not fatal; the build’s own files are left alone', async () => {
    const out = join(dir, 'dist-kinds');
    const pub = join(dir, 'public-kinds');
    mkdirSync(join(pub, 'assets'), { recursive: true });
    mkdirSync(join(pub, 'images'), { recursive: true });
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#00ff00'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .webp()
      .withExif({ IFD0: { Model: CAMERA } })
      .toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(3);
    writeFileSync(join(pub, 'images/spin.webp'), animated);
    // A PNG with a text chunk before its end, as a screenshot tool or a camera app writes one.
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#33669980' } })
      .png()
      .toBuffer();
    const text = Buffer.from(`Comment\0${CAMERA} at 30.47 N`, 'latin1');
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    text.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
    const withText = Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
    writeFileSync(join(pub, 'assets/badge.png'), withText);
    writeFileSync(join(pub, 'images/pointer.png'), 'version https://git-lfs.github.com/spec/v1\n');
    writeFileSync(join(pub, 'images/empty.jpg'), '');
    cpSync(pub, out, { recursive: true });
    // A file the build made itself (a social card) is not public/'s, and is not read again.
    writeFileSync(join(out, 'card.png'), withText);

    const built = await buildPictures({ pages: pagesOf({}) } as unknown as ServerSite, {
      outDir: out,
      publicDir: pub,
      cacheDir: join(dir, 'cache-kinds'),
    });

    const spin = readFileSync(join(out, 'images/spin.webp'));
    expect(spin.includes(CAMERA)).toBe(false);
    expect((await sharp(spin, { animated: true }).metadata()).pages).toBe(3);
    expect(readFileSync(join(out, 'assets/badge.png')).equals(png)).toBe(true);
    expect(readFileSync(join(out, 'card.png')).equals(withText)).toBe(true);
    expect(built.unreadOriginals.map((f) => f.split(':')[0]).sort()).toEqual([
      'images/empty.jpg',
      'images/pointer.png',
    ]);
    expect(readFileSync(join(out, 'images/pointer.png'), 'utf8')).toContain('git-lfs');
  });

  it('cleans a picture by its bytes, whatever its name or link, and refuses one it cannot clean, by name', async () => {
    const out = join(dir, 'dist-named');
    const pub = join(dir, 'site-named/public');
    mkdirSync(join(pub, 'images'), { recursive: true });
    const photo = await phonePhoto({ width: 64, height: 48, seed: 9 });
    for (const name of ['photo.jpe', 'scan.tif', 'no-extension']) writeFileSync(join(pub, 'images', name), photo);
    // A link to a photo kept elsewhere in the site folder.
    mkdirSync(join(dir, 'site-named/photos'), { recursive: true });
    writeFileSync(join(dir, 'site-named/photos/van.jpg'), photo);
    symlinkSync('../../photos/van.jpg', join(pub, 'images/van.jpg'));
    const build = () =>
      buildPictures({ pages: pagesOf({}) } as unknown as ServerSite, {
        outDir: out,
        publicDir: pub,
        cacheDir: join(dir, 'c'),
      });
    cpSync(pub, out, { recursive: true, dereference: true });
    await build();
    for (const name of ['photo.jpe', 'scan.tif', 'no-extension', 'van.jpg'])
      expect(readFileSync(join(out, 'images', name)).includes(CAMERA), name).toBe(false);

    const tiff = await sharp(photo)
      .tiff()
      .withExif({ IFD0: { Model: CAMERA } })
      .toBuffer();
    writeFileSync(join(pub, 'images/scan.tif'), tiff);
    cpSync(pub, out, { recursive: true, dereference: true });
    await expect(build()).rejects.toThrow(/public\/images\/scan\.tif: it is a TIFF picture/);
    expect(existsSync(join(out, 'images/scan.tif')), 'the TIFF is not published').toBe(false);
  });

  it('encodes nothing the second time', async () => {
    const again = await buildPictures(site, { outDir: outDir(), publicDir: publicDir(), cacheDir: join(dir, 'cache') });
    expect(again.cache).toMatchObject({ made: 0, reused: 21 });
  });
});
