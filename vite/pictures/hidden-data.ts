// Hidden data of the pictures published as they are (a small original, the logo, a photo the
// site links to, any picture under public/): EXIF with the camera, the date and often the GPS
// position of a customer's house, XMP, IPTC, comments, PNG text and private chunks, and what
// follows the picture (a camera's trailer, the video of a motion photo). What a file is comes
// from its bytes, never its name. A PNG or JPEG keeps only the parts that draw it, byte for
// byte (png-parts.ts, jpeg-parts.ts); a JPEG stored on its side is turned upright by sharp
// first, as its EXIF orientation goes. A WebP or AVIF with anything more is written again by
// sharp, which writes none of it (an animated WebP keeps its frames). A picture that cannot
// be cleaned throws, with why: it must not be published.
import { imageSize } from 'image-size';
import { readPicture } from './encode-picture.ts';
import { jpegDrawingParts } from './jpeg-parts.ts';
import { pngDrawingParts } from './png-parts.ts';
import { bytesAfterPicture, sniffFormat } from '../../src/validate/checks/picture-file.ts';

export type PictureKind = NonNullable<ReturnType<typeof sniffFormat>> | 'tiff';

/** What picture the first bytes of a file start, or undefined for any other file. */
export function pictureKindOf(head: Uint8Array): PictureKind | undefined {
  const tiff = Buffer.from(head.subarray(0, 4)).toString('latin1');
  if (tiff === 'II*\0' || tiff === 'MM\0*') return 'tiff';
  return sniffFormat(head);
}

/** The WebP chunks that draw the picture; any other (EXIF, XMP, unknown) is hidden data. */
const WEBP_DRAWING = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);

/** Whether a WebP holds only chunks that draw it, and nothing after them. */
function webpIsClean(b: Buffer): boolean {
  const end = 8 + b.readUInt32LE(4);
  if (end !== b.length) return false;
  for (let at = 12; at + 8 <= end;) {
    if (!WEBP_DRAWING.has(b.toString('latin1', at, at + 4))) return false;
    const length = b.readUInt32LE(at + 4);
    at += 8 + length + (length % 2);
  }
  return true;
}

/** The EXIF orientation of a JPEG (1 is upright), or 1 when it has none that can be read. */
function orientationOf(bytes: Buffer): number {
  try {
    return imageSize(bytes).orientation ?? 1;
  } catch {
    return 1;
  }
}

async function cleanJpeg(bytes: Buffer): Promise<Buffer> {
  if (orientationOf(bytes) === 1) return jpegDrawingParts(bytes);
  let upright: Buffer;
  try {
    upright = await readPicture(bytes).autoOrient().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch (error) {
    throw new Error(`it is stored on its side and cannot be read to be turned upright (${(error as Error).message})`);
  }
  return jpegDrawingParts(upright);
}

async function cleanByRewriting(bytes: Buffer, kind: 'webp' | 'avif'): Promise<Buffer | undefined> {
  const input = () => readPicture(bytes, { animated: true });
  const meta = await input().metadata();
  if (kind === 'webp' && webpIsClean(bytes)) return undefined;
  if (kind === 'avif' && !meta.exif && !meta.xmp && !meta.iptc && bytesAfterPicture(bytes) === 0) return undefined;
  const frames = meta.pages ?? 1;
  if (kind === 'webp') {
    const clean = await (frames > 1 ? input() : input().autoOrient()).webp({ quality: 90 }).toBuffer();
    if (!webpIsClean(clean)) throw new Error('sharp wrote it again with more than the picture');
    return clean;
  }
  if (frames > 1) throw new Error('an animated AVIF cannot be written again without its hidden data');
  return input().autoOrient().avif({ quality: 70 }).toBuffer();
}

/**
 * The picture without its hidden data; undefined when it has none (or is no picture at all:
 * see pictureKindOf). Throws, with why, when it is a picture that cannot be cleaned.
 */
export async function withoutHiddenData(bytes: Buffer): Promise<Buffer | undefined> {
  const kind = pictureKindOf(bytes.subarray(0, 64));
  let clean: Buffer | undefined;
  switch (kind) {
    case undefined:
      return undefined;
    case 'png':
      clean = pngDrawingParts(bytes);
      break;
    case 'jpeg':
      clean = await cleanJpeg(bytes);
      break;
    case 'webp':
    case 'avif':
      return cleanByRewriting(bytes, kind);
    case 'heic':
      throw new Error('it is a HEIC photo, which browsers cannot show and this build cannot clean: export it as JPEG');
    case 'tiff':
      throw new Error(
        'it is a TIFF picture, which browsers do not show and this build cannot clean: export it as JPEG',
      );
  }
  return clean.equals(bytes) ? undefined : clean;
}
