// A picture the owner uploads in the editor, made ready for the site: its bytes are examined
// (a file that only starts like a picture is refused, src/validate/checks/picture-file.ts),
// decoded by sharp (a picture too large to decode safely is refused before), turned upright,
// stripped of its metadata (camera, GPS position, XMP), converted to sRGB and scaled down to
// at most 2560 pixels on its long side. It is saved under public/images/uploads/ with the
// content's hash in its name, so the same file uploaded twice is one file. An upload the
// owner does not save into site.yaml is not published (build-pictures.ts leaves it out of
// the build) and is removed a day later (removeAbandonedUploads).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { safeStem } from '../../editor/server/images.ts';
import type { SavedUpload } from '../../editor/shared/api-contract.ts';
import { examinePicture, formatName, type PictureFormat } from '../../src/validate/checks/picture-file.ts';

/** Where the editor puts uploaded pictures, under public/ (and the site path's folder). */
export const UPLOADS_DIR = 'images/uploads';
/** The long side of the master kept: sharp on a 4K screen, a quarter of a phone photo's bytes. */
export const MASTER_SIZE = 2560;
/** A phone photo is up to about 15 MB. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** A 48-megapixel phone photo passes; a decompression bomb (a small file of huge dimensions) does not. */
export const MAX_UPLOAD_PIXELS = 50_000_000;
/** An upload site.yaml does not name is removed once it is this old. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status = 415,
  ) {
    super(message);
  }
}

const AGAIN = 'Open it in a photo app and save or export it again as JPEG, then upload that file.';

export const HEIC_ADVICE =
  'This is a HEIC photo (the iPhone’s own format), which browsers cannot show. Send it as JPEG instead: on the iPhone, Settings > Camera > Formats > Most Compatible takes JPEG photos from then on; for a photo already taken, share it by email or AirDrop to a Mac, or export it from Photos with File > Export as JPEG.';

/** Refuses what is not a whole PNG, JPEG, WebP or AVIF picture, in words for the owner. */
function formatOf(bytes: Uint8Array): Exclude<PictureFormat, 'heic'> {
  const verdict = examinePicture(bytes);
  if (!verdict.ok) {
    if (verdict.problem === 'unknown')
      throw new UploadRefused(
        `This file is not a picture the site can use: ${verdict.detail}. Upload a PNG, JPEG, WebP or AVIF file.`,
      );
    if (verdict.problem === 'polyglot')
      throw new UploadRefused(
        `This file is refused: ${verdict.detail}. A browser could read that part as a web page, so only a plain picture is accepted. ${AGAIN}`,
      );
    throw new UploadRefused(`This picture cannot be read: ${verdict.detail}. ${AGAIN}`, 422);
  }
  if (verdict.format === 'heic') throw new UploadRefused(HEIC_ADVICE);
  return verdict.format;
}

const EXTENSION = { png: 'png', jpeg: 'jpg', webp: 'webp', avif: 'avif' } as const;

/** The upload made ready: upright, no metadata, sRGB, at most MASTER_SIZE on its long side, in its own format. */
export async function prepareUpload(
  bytes: Uint8Array,
): Promise<{ bytes: Buffer; ext: string; width: number; height: number }> {
  const format = formatOf(bytes);
  const input = () => sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new UploadRefused(
      `This ${formatName(format)} picture cannot be read (${(error as Error).message}). ${AGAIN}`,
      422,
    );
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_UPLOAD_PIXELS)
    throw new UploadRefused(
      `This picture is ${meta.width} × ${meta.height} pixels, more than the ${MAX_UPLOAD_PIXELS / 1e6} megapixels the editor takes. Make it smaller in a photo app (2560 pixels wide is plenty), then upload it again.`,
      413,
    );
  const pipeline = input()
    .autoOrient()
    .resize({ width: MASTER_SIZE, height: MASTER_SIZE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 86, mozjpeg: true })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : format === 'webp'
          ? pipeline.webp({ quality: 86 })
          : pipeline.avif({ quality: 64 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, ext: EXTENSION[format], width: info.width, height: info.height };
  } catch (error) {
    throw new UploadRefused(
      `This ${formatName(format)} picture cannot be read (${(error as Error).message}). ${AGAIN}`,
      422,
    );
  }
}

/** Prepares and saves an upload under public/images/uploads/; the same file again gives the same path. */
export async function saveUpload(publicDir: string, originalName: string, bytes: Uint8Array): Promise<SavedUpload> {
  const dir = join(publicDir, UPLOADS_DIR);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  // Only a finished file: a `.part` left by a crash mid-write has the hash in its name too.
  const finished = new RegExp(`^[a-z0-9-]+-${hash}\\.(png|jpg|webp|avif)$`);
  const existing = existsSync(dir) ? readdirSync(dir).find((name) => finished.test(name)) : undefined;
  if (existing) {
    const now = new Date();
    utimesSync(join(dir, existing), now, now); // chosen again: not abandoned
    const size = await sharp(readFileSync(join(dir, existing))).metadata();
    return { path: `/${UPLOADS_DIR}/${existing}`, width: size.width, height: size.height };
  }
  const ready = await prepareUpload(bytes);
  mkdirSync(dir, { recursive: true });
  const name = `${safeStem(originalName)}-${hash}.${ready.ext}`;
  // Written beside, then renamed: two uploads of one file at once leave one whole file.
  const part = join(dir, `.${name}.${process.pid}.${Date.now()}.part`);
  writeFileSync(part, ready.bytes);
  renameSync(part, join(dir, name));
  return { path: `/${UPLOADS_DIR}/${name}`, width: ready.width, height: ready.height };
}

/** Removes uploads older than a day that `siteText` (site.yaml as saved) does not name; returns their names. */
export function removeAbandonedUploads(publicDir: string, siteText: string, now = Date.now()): string[] {
  const dir = join(publicDir, UPLOADS_DIR);
  if (!existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (siteText.includes(`/${UPLOADS_DIR}/${name}`) || now - statSync(file).mtimeMs < ABANDONED_AFTER_MS) continue;
    rmSync(file, { force: true });
    removed.push(name);
  }
  return removed;
}
