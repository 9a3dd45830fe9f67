// Pictures for the editor: the list of files under public/images/ (with their size in pixels
// when it can be read), and the safe file name of an upload. Uploads themselves are examined,
// prepared and saved by vite/pictures/upload-picture.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { uprightSize } from '../../src/validate/checks/picture-file.ts';
import type { ImageEntry } from '../shared/api-contract.ts';

const LISTED = /\.(png|jpe?g|webp|avif|svg|gif)$/i;

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

export function listImages(imagesDir: string, publicDir: string): ImageEntry[] {
  if (!existsSync(imagesDir)) return [];
  const out: ImageEntry[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (e.isFile() && LISTED.test(e.name)) {
        const entry: ImageEntry = { path: `/${relative(publicDir, file).split(sep).join('/')}` };
        // As the photo shows (a photo stored on its side has width and height swapped); a size
        // that cannot be read is left out.
        Object.assign(entry, uprightSize(readFileSync(file)));
        out.push(entry);
      }
    }
  };
  walk(imagesDir);
  return out;
}
