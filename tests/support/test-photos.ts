// Photographs made by the tests, never downloaded and never of the business: a phone's
// 12-megapixel JPEG with EXIF, GPS and XMP, one stored on its side (EXIF orientation 6), a
// PNG with transparency and a CMYK JPEG. The pixels look like a photo to an encoder (sky,
// a roof's rows of shingles, a wall, and texture at scales from 2 to 96 pixels, as in a
// real photo), so the encoded files are about as big as a real photo's would be.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Made photos are kept here (by their recipe), so a second run does not make them again. */
const CACHE = join(import.meta.dirname, '../../node_modules/.cache/test-photos');
const RECIPE_VERSION = 1;

async function cached(recipe: unknown, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(CACHE, `${JSON.stringify([RECIPE_VERSION, recipe]).replace(/[^a-z0-9]+/gi, '_')}.bin`);
  if (existsSync(file)) return readFileSync(file);
  const bytes = await make();
  mkdirSync(CACHE, { recursive: true });
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, bytes);
  renameSync(part, file);
  return bytes;
}

/** Grain at every scale: random values on a grid of `cell`-pixel steps, smoothly enlarged, summed. */
async function texture(width: number, height: number, seed: number): Promise<Int16Array> {
  const sum = new Int16Array(width * height);
  let r = seed * 7919 + 104729;
  const random = () => (r = (r * 1103515245 + 12345) & 0x7fffffff) % 256;
  for (const cell of [2, 6, 24, 96]) {
    const w = Math.ceil(width / cell);
    const h = Math.ceil(height / cell);
    const small = Buffer.alloc(w * h);
    for (let i = 0; i < small.length; i++) small[i] = random();
    const big = await sharp(small, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let i = 0; i < sum.length; i++) sum[i] += (big[i] - 128) >> 2;
  }
  return sum;
}

export const GPS_LATITUDE = '30/1 28/1 3000/100';
export const CAMERA = 'TestPhone 12';

/** Raw RGB pixels of a made-up house front; `seed` changes the colours and the grain. */
async function housePixels(width: number, height: number, seed: number): Promise<Buffer> {
  const px = Buffer.alloc(width * height * 3);
  const grain = await texture(width, height, seed);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      let c: [number, number, number];
      if (v < 0.3 - 0.15 * Math.abs(u - 0.5))
        c = [120 + 80 * v, 170 + 60 * v, 230]; // sky
      else if (v < 0.55) {
        const shingle = Math.floor((y * 14) / height) % 2 === 0 ? 0 : 18; // roof rows
        c = [90 + shingle + seed * 7, 60 + shingle, 50];
      } else {
        const window = u % 0.25 > 0.08 && u % 0.25 < 0.17 && v > 0.62 && v < 0.82;
        c = window ? [60, 80, 100] : [225 - 40 * v, 215 - 40 * v, 190 - 30 * v]; // wall
      }
      const n = grain[y * width + x];
      const i = (y * width + x) * 3;
      px[i] = Math.max(0, Math.min(255, c[0] + n));
      px[i + 1] = Math.max(0, Math.min(255, c[1] + n));
      px[i + 2] = Math.max(0, Math.min(255, c[2] + n));
    }
  }
  return px;
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Test Owner</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A phone photo (JPEG, quality 90) with camera EXIF, a GPS position and XMP. */
export async function phonePhoto(
  opts: { width?: number; height?: number; orientation?: number; seed?: number } = {},
): Promise<Buffer> {
  const { width = 4032, height = 3024, orientation, seed = 1 } = opts;
  return cached(['phone', width, height, orientation, seed], async () => {
    let image = sharp(await housePixels(width, height, seed), { raw: { width, height, channels: 3 } })
      .withExif({
        IFD0: { Make: 'TestPhone', Model: CAMERA, Copyright: 'Test Owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: GPS_LATITUDE, GPSLongitudeRef: 'W', GPSLongitude: '90/1 6/1 0/1' },
      })
      .withXmp(XMP);
    if (orientation) image = image.withMetadata({ orientation });
    return image.jpeg({ quality: 90 }).toBuffer();
  });
}

/** A PNG with a transparent background (a logo-like round shape). */
export async function alphaPng(width = 800, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#1a6aa8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A JPEG in CMYK, as print shops send them. */
export async function cmykJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return cached(['cmyk', width, height], async () =>
    sharp(await housePixels(width, height, 3), { raw: { width, height, channels: 3 } })
      .toColourspace('cmyk')
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}

/** The start of an iPhone HEIC file (an ISO box "ftyp" of brand heic): what the upload and validator see first. */
export const HEIC_START = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypheic\0\0\0\0mif1heic'),
  Buffer.alloc(200),
]);

/** A valid PNG whose header claims `width` × `height` greyscale pixels, with a few bytes of data: a decompression bomb. */
export function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits per pixel, greyscale
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
