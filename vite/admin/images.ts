// Pictures for the editor: the list of files under public/images/ (with their size in pixels
// when it can be read), and uploads saved there under a safe new name. Only PNG, JPEG, WebP
// and AVIF are accepted, told by the bytes' magic number, never by the name the browser sent;
// SVG is refused because it can carry scripts. An existing file is never overwritten.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { imageSize } from 'image-size';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const LISTED = /\.(png|jpe?g|webp|avif|svg|gif)$/i;

export type ImageKind = 'png' | 'jpg' | 'webp' | 'avif';

/** The picture format of some bytes, by their magic number. */
export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    ascii(1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return undefined;
}

/** A safe file stem from the name the browser sent: lower-case a-z, 0-9 and dashes. */
export function safeStem(name: string): string {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const stem = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return stem || 'picture';
}

export interface ImageEntry {
  path: string;
  width?: number;
  height?: number;
}

export function listImages(imagesDir: string, publicDir: string): ImageEntry[] {
  if (!existsSync(imagesDir)) return [];
  const out: ImageEntry[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (e.isFile() && LISTED.test(e.name)) {
        const entry: ImageEntry = { path: `/${relative(publicDir, file).split(sep).join('/')}` };
        try {
          const size = imageSize(readFileSync(file));
          if (size.width && size.height) Object.assign(entry, { width: size.width, height: size.height });
        } catch {
          /* a size that cannot be read is left out */
        }
        out.push(entry);
      }
    }
  };
  walk(imagesDir);
  return out;
}

/** Save uploaded bytes under public/images/; returns the site path, or undefined for a refused type. */
export function saveImage(
  imagesDir: string,
  publicDir: string,
  originalName: string,
  bytes: Uint8Array,
): string | undefined {
  const kind = imageKind(bytes);
  if (!kind) return undefined;
  const dir = resolve(imagesDir);
  mkdirSync(dir, { recursive: true });
  const stem = safeStem(originalName);
  for (let n = 1; ; n++) {
    const file = join(dir, `${stem}${n === 1 ? '' : `-${n}`}.${kind}`);
    try {
      // wx: fails when the file exists, so two uploads of one name never overwrite each other.
      writeFileSync(file, bytes, { flag: 'wx' });
      return `/${relative(publicDir, file).split(sep).join('/')}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
