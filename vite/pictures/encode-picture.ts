// One raster picture into the files the site serves: AVIF, WebP and a JPEG (PNG when it has
// transparency) at each width asked for. Applied in this order: EXIF orientation, resize,
// conversion to sRGB; sharp writes no metadata (EXIF, GPS, XMP, ICC, comments) unless asked,
// and it is never asked here. Every result is kept in a cache folder under a name made from
// the file's content and these settings, so a second build reads files and encodes nothing.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { FileCache } from '../file-cache.ts';

/** Change this when the settings below change: every cached result is made again. */
const SETTINGS = 'avif q50 e3 / webp q74 e4 / jpeg q74 mozjpeg / png 9 / srgb v1';
/** A 12-megapixel phone photo is 12.2 M; refuse bombs far above it (sharp's own limit is 268 M). */
export const MAX_INPUT_PIXELS = 100_000_000;

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface SourceInfo {
  /** sha256 of the settings and the file, 16 hex digits: names every output of this file. */
  key: string;
  /** After EXIF orientation. */
  width: number;
  height: number;
  /** Some pixel is not fully opaque: the fallback is PNG, not JPEG. */
  transparent: boolean;
}

/** The picture cache: a picture's files, and (not counted) its size record (`<key>.json`) and clean copy (`clean-<key>`). */
export const pictureCache = (dir: string) =>
  new FileCache(dir, { counted: (name) => !name.endsWith('.json') && !name.startsWith('clean-') });

/** A picture file read by sharp, with the pixel limit and failing on damage; `animated` keeps every frame. */
export const readPicture = (bytes: Buffer, options: { animated?: boolean } = {}) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...options });

/** Size and transparency of a picture file (cached by content, so a warm build decodes nothing). */
export async function sourceInfo(bytes: Buffer, cache: FileCache): Promise<SourceInfo> {
  const key = createHash('sha256').update(SETTINGS).update(bytes).digest('hex').slice(0, 16);
  const info = await cache.get(`${key}.json`, async () => {
    const meta = await readPicture(bytes).metadata();
    const oriented = meta.autoOrient;
    const transparent = Boolean(meta.hasAlpha) && !(await readPicture(bytes).stats()).isOpaque;
    return Buffer.from(JSON.stringify({ width: oriented.width, height: oriented.height, transparent }));
  });
  return { key, ...(JSON.parse(info.toString('utf8')) as Omit<SourceInfo, 'key'>) };
}

/** The bytes of the picture at `width` pixels in `format`. */
export function encode(bytes: Buffer, width: number, format: OutputFormat): Promise<Buffer> {
  const resized = readPicture(bytes).autoOrient().resize({ width, withoutEnlargement: true }).toColourspace('srgb');
  switch (format) {
    case 'avif':
      return resized.avif({ quality: 50, effort: 3 }).toBuffer();
    case 'webp':
      return resized.webp({ quality: 74, effort: 4 }).toBuffer();
    case 'jpeg':
      return resized.flatten({ background: '#ffffff' }).jpeg({ quality: 74, mozjpeg: true }).toBuffer();
    case 'png':
      return resized.png({ compressionLevel: 9 }).toBuffer();
  }
}
