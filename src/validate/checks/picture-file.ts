// What a picture file really is, read from its bytes: its format (never from its name),
// whether its structure holds together to its last byte (PNG chunks with their checksums up
// to IEND, JPEG segments and scans up to EOI, the RIFF of WebP, the boxes of AVIF), and what
// follows its end. A file that starts like a picture and goes on with HTML or SVG (a
// "polyglot") is refused here, by the validator and by the editor's upload alike.
import { crc32 } from 'node:zlib';
import { imageSize } from 'image-size';

export type PictureFormat = 'png' | 'jpeg' | 'webp' | 'avif' | 'heic';

export type PictureVerdict =
  | { ok: true; format: PictureFormat }
  | { ok: false; format?: PictureFormat; problem: 'unknown' | 'broken' | 'polyglot'; detail: string };

const FORMAT_NAMES: Record<PictureFormat, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  avif: 'AVIF',
  heic: 'HEIC',
};
export const formatName = (format: PictureFormat) => FORMAT_NAMES[format];

/** The formats a file name's extension promises. */
export function formatOfName(name: string): PictureFormat | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name.split(/[?#]/)[0])?.[1]?.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg';
  if (ext === 'png' || ext === 'webp' || ext === 'avif') return ext;
  if (ext === 'heic' || ext === 'heif') return 'heic';
  return undefined;
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;

/** The format told by the first bytes, or undefined. */
export function sniffFormat(b: Uint8Array): PictureFormat | undefined {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 4) === 'PNG' && u32(b, 4) === 0x0d0a1a0a) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') {
    const brands = [ascii(b, 8, 12)];
    const size = u32(b, 0);
    for (let at = 16; at + 4 <= Math.min(size, b.length, 64); at += 4) brands.push(ascii(b, at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
    if (brands.some((x) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(x))) return 'heic';
  }
  return undefined;
}

/** Where the picture's own bytes end, or why they cannot be read. */
type End = { end: number } | { broken: string };

function pngEnd(b: Uint8Array): End {
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = ascii(b, at + 4, at + 8);
    if (first && type !== 'IHDR') return { broken: 'its first part is not the PNG header (IHDR)' };
    first = false;
    if (at + 12 + length > b.length) break;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== u32(b, at + 8 + length))
      return { broken: `its ${type} part is damaged (checksum mismatch)` };
    at += 12 + length;
    if (type === 'IEND') return { end: at };
  }
  return { broken: 'the file ends before the picture does (cut short?)' };
}

function jpegEnd(b: Uint8Array): End {
  let at = 2;
  let frame = false;
  while (at < b.length) {
    if (b[at] !== 0xff) return { broken: 'its parts are out of order' };
    while (b[at] === 0xff) at++;
    const marker = b[at++];
    if (marker === 0xd9) return frame ? { end: at } : { broken: 'it has no picture data (no frame header)' };
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > b.length) break;
    const length = (b[at] << 8) | b[at + 1];
    if (length < 2) return { broken: 'a part has an impossible length' };
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) frame = true;
    at += length;
    if (marker === 0xda) {
      // The compressed scan runs to the next marker that is not a restart (FFD0-FFD7) or FF00.
      for (;;) {
        at = b.indexOf(0xff, at);
        if (at < 0 || at + 1 >= b.length) return { broken: 'the file ends before the picture does (cut short?)' };
        const next = b[at + 1];
        if (next === 0 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) at += next === 0xff ? 1 : 2;
        else break;
      }
    }
  }
  return { broken: 'the file ends before the picture does (cut short?)' };
}

function webpEnd(b: Uint8Array): End {
  const size = (b[4] | (b[5] << 8) | (b[6] << 16) | (b[7] << 24)) >>> 0;
  const end = 8 + size + (size % 2);
  if (end > b.length && 8 + size > b.length) return { broken: 'the file ends before the picture does (cut short?)' };
  let at = 12;
  let image = false;
  while (at + 8 <= 8 + size) {
    const type = ascii(b, at, at + 4);
    const length = (b[at + 4] | (b[at + 5] << 8) | (b[at + 6] << 16) | (b[at + 7] << 24)) >>> 0;
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') image = true;
    at += 8 + length + (length % 2);
  }
  if (!image) return { broken: 'it holds no picture data' };
  return { end: Math.min(end, b.length) };
}

function boxesEnd(b: Uint8Array): End {
  let at = 0;
  const seen = new Set<string>();
  while (at + 8 <= b.length) {
    let size = u32(b, at);
    const type = ascii(b, at + 4, at + 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) break;
    if (size === 1) {
      if (at + 16 > b.length) break;
      size = u32(b, at + 8) * 2 ** 32 + u32(b, at + 12);
    } else if (size === 0) size = b.length - at;
    if (size < 8) break;
    if (at + size > b.length) {
      // After a complete picture, an impossible box is something else appended to it.
      if (seen.has('meta') && seen.has('mdat')) break;
      return { broken: 'the file ends before the picture does (cut short?)' };
    }
    seen.add(type);
    at += size;
  }
  if (!seen.has('meta') || !seen.has('mdat')) return { broken: 'it holds no picture data' };
  return { end: at };
}

function pictureEnd(format: Exclude<PictureFormat, 'heic'>, b: Uint8Array): End {
  return format === 'png' ? pngEnd(b) : format === 'jpeg' ? jpegEnd(b) : format === 'webp' ? webpEnd(b) : boxesEnd(b);
}

/** A short, printable view of bytes, to show what follows a picture. */
function glimpse(b: Uint8Array): string {
  const text = Buffer.from(b.subarray(0, 40)).toString('latin1');
  const printable = text.replace(/[^\x20-\x7e]/g, '');
  if (printable.length <= text.length * 0.7) return `${b.length} bytes of data`;
  const shown = printable.trim();
  return shown.length > 30 || b.length > 40 ? `"${shown.slice(0, 30)}…"` : `"${shown}"`;
}

/**
 * Bytes after a picture that cameras write and browsers ignore: padding, more JPEGs (MPF, gain
 * maps), the short video of a motion photo, Samsung's trailer.
 */
function harmlessTail(format: PictureFormat, tail: Uint8Array, depth = 0): boolean {
  if (tail.every((x) => x === 0 || x === 0xff)) return true;
  if (format !== 'jpeg' || depth > 8) return false;
  // A second JPEG (MPF, a gain map): it must be a whole JPEG, and what follows it is looked at too.
  if (tail[0] === 0xff && tail[1] === 0xd8 && tail[2] === 0xff) {
    const end = jpegEnd(tail);
    return !('broken' in end) && (end.end >= tail.length || harmlessTail(format, tail.subarray(end.end), depth + 1));
  }
  return motionPhotoVideo(tail) || samsungTrailer(tail);
}

const NO_MARKUP = (bytes: Uint8Array) =>
  !/<\s*(script|html|svg|iframe|object|embed|body|\?xml)/i.test(Buffer.from(bytes).toString('latin1'));

/**
 * The video of a motion photo (Google's format, as Pixel and other Android phones take them by
 * default): an MP4 of whole boxes, from its \`ftyp\` to the file's last byte, with no markup in
 * any box but the compressed media (\`mdat\`, whose bytes spell anything by chance).
 */
function motionPhotoVideo(tail: Uint8Array): boolean {
  if (tail.length < 16 || ascii(tail, 4, 8) !== 'ftyp') return false;
  let at = 0;
  while (at + 8 <= tail.length) {
    let size = u32(tail, at);
    const type = ascii(tail, at + 4, at + 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
    if (size === 1) size = at + 16 <= tail.length ? u32(tail, at + 8) * 2 ** 32 + u32(tail, at + 12) : 0;
    else if (size === 0) size = tail.length - at;
    if (size < 8 || at + size > tail.length) return false;
    if (type !== 'mdat' && !NO_MARKUP(tail.subarray(at, at + size))) return false;
    at += size;
  }
  return at === tail.length;
}

/**
 * Samsung's trailer: its records, then a directory that starts with `SEFH`, the directory's
 * length (4 bytes, little-endian) and `SEFT`. Only that shape passes, and no markup inside it.
 */
function samsungTrailer(tail: Uint8Array): boolean {
  const n = tail.length;
  if (n < 16 || ascii(tail, n - 4, n) !== 'SEFT') return false;
  const dirLength = Buffer.from(tail.buffer, tail.byteOffset, n).readUInt32LE(n - 8);
  const dirStart = n - 8 - dirLength;
  if (dirStart < 0 || ascii(tail, dirStart, dirStart + 4) !== 'SEFH') return false;
  return NO_MARKUP(tail);
}

export function examinePicture(b: Uint8Array): PictureVerdict {
  const format = sniffFormat(b);
  if (!format) {
    const start = Buffer.from(b.subarray(0, 64)).toString('latin1').trimStart();
    const detail = /^(<|\ufeff<)/.test(start)
      ? 'it is text (HTML, SVG or XML), not a PNG, JPEG, WebP or AVIF picture'
      : 'it is not a PNG, JPEG, WebP or AVIF picture';
    return { ok: false, problem: 'unknown', detail };
  }
  if (format === 'heic') return { ok: true, format };
  const end = pictureEnd(format, b);
  if ('broken' in end) return { ok: false, format, problem: 'broken', detail: end.broken };
  const tail = b.subarray(end.end);
  if (tail.length && !harmlessTail(format, tail))
    return {
      ok: false,
      format,
      problem: 'polyglot',
      detail: `the ${formatName(format)} picture is followed by something else: ${glimpse(tail)}`,
    };
  return { ok: true, format };
}

/** How many bytes follow the picture's own end (a camera's trailer, a motion photo's video); 0 when none or unreadable. */
export function bytesAfterPicture(b: Uint8Array): number {
  const format = sniffFormat(b);
  if (!format || format === 'heic') return 0;
  const end = pictureEnd(format, b);
  return 'broken' in end ? 0 : b.length - end.end;
}

/**
 * The size a picture shows at, in pixels, after its EXIF orientation (a phone photo stored on
 * its side has its width and height swapped); undefined when it cannot be read.
 */
export function uprightSize(b: Uint8Array): { width: number; height: number } | undefined {
  try {
    const s = imageSize(b);
    if (!s.width || !s.height) return undefined;
    return (s.orientation ?? 1) >= 5 ? { width: s.height, height: s.width } : { width: s.width, height: s.height };
  } catch {
    return undefined;
  }
}
