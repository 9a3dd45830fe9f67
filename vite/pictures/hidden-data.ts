// Hidden data of the pictures published as they are (a small original, the logo, a photo the
// site links to): EXIF with the camera, the date and often the GPS position of a customer's
// house, XMP, IPTC and PNG text. A PNG loses those chunks and nothing else (an animated PNG
// stays animated); a JPEG, WebP or AVIF is written again by sharp, which writes none of it,
// the right way up and at a high quality (an animated WebP keeps its frames), and without what
// followed the picture (a camera's trailer, the video of a motion photo). A file with none of
// it is left byte for byte.
import { readPicture } from './encode-picture.ts';
import { bytesAfterPicture } from '../../src/validate/checks/picture-file.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The PNG chunks that carry text or EXIF: the rest draws the picture. */
const PNG_HIDDEN = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

/** A PNG without its text and EXIF chunks; undefined when it has none. Throws when it is no PNG it can read. */
export function pngWithoutHiddenData(bytes: Buffer): Buffer | undefined {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let dropped = false;
  for (let at = 8; at < bytes.length;) {
    if (at + 12 > bytes.length) throw new Error('the PNG ends in the middle of a chunk');
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) throw new Error(`the PNG's ${type} chunk runs past its end`);
    if (PNG_HIDDEN.has(type)) dropped = true;
    else kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return dropped ? Buffer.concat(kept) : undefined;
}

/** The picture without its hidden data, or undefined when it carries none. Throws when it cannot be read. */
export async function withoutHiddenData(bytes: Buffer): Promise<Buffer | undefined> {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngWithoutHiddenData(bytes);
  const input = () => readPicture(bytes, { animated: true });
  const meta = await input().metadata();
  if (!meta.exif && !meta.xmp && !meta.iptc && bytesAfterPicture(bytes) === 0) return undefined;
  const frames = meta.pages ?? 1;
  switch (meta.format) {
    case 'jpeg':
      return input().autoOrient().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case 'webp':
      return (frames > 1 ? input() : input().autoOrient()).webp({ quality: 90 }).toBuffer();
    case 'heif':
      if (frames > 1) throw new Error('an animated AVIF cannot be written again without its hidden data');
      return input().autoOrient().avif({ quality: 70 }).toBuffer();
    default:
      throw new Error(`a ${meta.format ?? 'file'} is not a picture the site shows`);
  }
}
