// The build's pictures: every raster picture the pages show is written to
// <outDir>/assets/pictures/ at the widths its blocks display (encode-picture.ts), and the
// pages' data gets each picture's `variants` and real width and height, so <Picture> draws a
// <picture> with srcset and sizes. Vite has already copied public/ into the output: a large
// original is taken out again (only the encoded files are served), and so are uploads of the
// editor that site.yaml does not use; the pictures left as they are lose their hidden data.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { ServerSite } from '../../src/render/server-site.ts';
import { mapPages } from '../../src/render/page-blocks.ts';
import { layoutOf, widthsFor, type PictureLayout } from '../../src/pictures/layouts.ts';
import { findPictures, mapPictures, type PictureVariants } from '../../src/pictures/picture-set.ts';
import type { FileCache } from '../file-cache.ts';
import { encode, pictureCache, sourceInfo, type OutputFormat, type SourceInfo } from './encode-picture.ts';
import { pictureKindOf, withoutHiddenData } from './hidden-data.ts';
import { SiteError } from '../site-plugin.ts';
import { readPublicFolder } from '../../src/validate/checks/public-folder.ts';
import { UPLOADS_DIR } from './upload-picture.ts';

export const PICTURES_DIR = 'assets/pictures';
/** An original at most this big is left in the output as it is (someone may link to it). */
export const SMALL_ORIGINAL = 100 * 1024;

export function defaultPictureCache(root: string): string {
  return process.env.SITE_PICTURE_CACHE ?? join(root, 'node_modules/.cache/site-pictures');
}

export interface BuiltPictures {
  site: ServerSite;
  cache: FileCache;
  /** Pictures of site.yaml treated. */
  count: number;
  /** Files of public/ named as pictures whose bytes are none, with why: published as they are. */
  unreadOriginals: string[];
}

/** The file under public/ of a site path, or undefined when it points outside. */
function publicFile(publicDir: string, src: string): string | undefined {
  let path = src.split(/[?#]/)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    /* as written */
  }
  const file = resolve(publicDir, `.${path.startsWith('/') ? '' : '/'}${path}`);
  return file.startsWith(resolve(publicDir) + sep) ? file : undefined;
}

const stemOf = (src: string) =>
  (src.split(/[?#]/)[0].split('/').pop() ?? 'picture')
    .replace(/\.[^.]*$/, '')
    .replace(/[^a-zA-Z0-9-]+/g, '-')
    .slice(0, 40) || 'picture';

export async function buildPictures(
  site: ServerSite,
  opts: { outDir: string; publicDir: string; cacheDir: string },
): Promise<BuiltPictures> {
  const cache = pictureCache(opts.cacheDir);
  // Pictures are no Markdown: found in the blocks as written, none parsed.
  const found = [...site.pages.ids()].flatMap((id) => findPictures(site.pages.unparsed(id)));
  const layouts = new Map<string, PictureLayout[]>();
  for (const { src, layout } of found) layouts.set(src, [...(layouts.get(src) ?? []), layout]);
  if (layouts.size) mkdirSync(join(opts.outDir, PICTURES_DIR), { recursive: true });

  // Large originals copied to the output, each with the number of times its blocks show it.
  const large: Array<{ src: string; copy: string; uses: number }> = [];
  const sources = new Map<string, { info: SourceInfo; stem: string }>();
  for (const [src, shownIn] of layouts) {
    const file = publicFile(opts.publicDir, src);
    if (!file || !existsSync(file)) continue; // the validator has reported it
    const bytes = readFileSync(file);
    let info: SourceInfo;
    try {
      info = await sourceInfo(bytes, cache);
    } catch (error) {
      throw new Error(`The picture ${src} cannot be read: ${(error as Error).message}`);
    }
    const stem = stemOf(src);
    sources.set(src, { info, stem });
    const formats: OutputFormat[] = ['avif', 'webp', info.transparent ? 'png' : 'jpeg'];
    const widths = new Set(shownIn.flatMap((l) => widthsFor(l, info.width)));
    await Promise.all(
      [...widths].flatMap((width) =>
        formats.map(async (format) => {
          const name = `${info.key}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
          const out = await cache.get(name, () => encode(bytes, width, format));
          writeFileSync(join(opts.outDir, PICTURES_DIR, `${stem}-${name}`), out);
        }),
      ),
    );
    const copy = join(opts.outDir, relative(opts.publicDir, file));
    if (existsSync(copy) && statSync(copy).size > SMALL_ORIGINAL) large.push({ src, copy, uses: shownIn.length });
  }
  const uploads = existsSync(join(opts.outDir, UPLOADS_DIR)) ? readdirSync(join(opts.outDir, UPLOADS_DIR)) : [];
  const named = timesNamed(site, [...large.map((l) => l.src), ...uploads.map((name) => `/${UPLOADS_DIR}/${name}`)]);
  // An original the site names anywhere but as the pictures of its blocks (the logo, a link,
  // Markdown) stays.
  for (const { src, copy, uses } of large) if ((named.get(src) ?? 0) <= uses) rmSync(copy);
  // Uploads of the editor (public/images/uploads/) that the site names nowhere (blocks, logo,
  // settings) stay out of the output.
  for (const name of uploads)
    if (!named.get(`/${UPLOADS_DIR}/${name}`))
      rmSync(join(opts.outDir, UPLOADS_DIR, name), { recursive: true, force: true });
  const unreadOriginals = await removeHiddenData(opts.publicDir, opts.outDir, cache);

  // One set of variants per picture and layout, shared by every page that shows it so (a site of
  // 10,000 pages showing the same photo held 10,000 copies of the same srcset text).
  const made = new Map<PictureLayout, Map<string, PictureVariants | undefined>>();
  const variantsOf = (src: string, layout: PictureLayout): PictureVariants | undefined => {
    let byLayout = made.get(layout);
    if (!byLayout) made.set(layout, (byLayout = new Map()));
    if (!byLayout.has(src)) byLayout.set(src, makeVariants(src, layout));
    return byLayout.get(src);
  };
  const makeVariants = (src: string, layout: PictureLayout): PictureVariants | undefined => {
    const source = sources.get(src);
    if (!source) return undefined;
    const { info, stem } = source;
    const widths = widthsFor(layout, info.width);
    const set = (ext: string) => widths.map((w) => `/${PICTURES_DIR}/${stem}-${info.key}-${w}.${ext} ${w}w`).join(', ');
    const fallbackExt = info.transparent ? 'png' : 'jpg';
    return {
      width: info.width,
      height: info.height,
      sizes: layout.sizes,
      avif: set('avif'),
      webp: set('webp'),
      fallback: set(fallbackExt),
      fallbackType: info.transparent ? 'image/png' : 'image/jpeg',
      src: `/${PICTURES_DIR}/${stem}-${info.key}-${widths.at(-1)}.${fallbackExt}`,
    };
  };
  // Given to each page's blocks as the page asks for them.
  const pages = mapPages(site.pages, (blocks) =>
    mapPictures(blocks, (image, blockType) => {
      const variants = variantsOf(image.src, layoutOf(blockType));
      if (!variants) return image;
      return { ...image, width: image.width ?? variants.width, height: image.height ?? variants.height, variants };
    }),
  );
  return { site: { ...site, pages }, cache, count: sources.size, unreadOriginals };
}

const RASTER = /\.(jpe?g|jfif|png|webp|avif)$/i;

/** The first bytes of a file: enough to tell a picture by its content. */
function headOf(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(64);
    return head.subarray(0, readSync(fd, head, 0, head.length, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Every picture of public/ published as it is (a small original, one the site links to, the
 * logo, any other), found by its bytes whatever its name or link, loses its hidden data too
 * (hidden-data.ts): a photo straight from a phone carries the GPS position of where it was
 * taken, often a customer's house. A picture that cannot be cleaned stops the build, named.
 * Returns the files named as pictures that are none (an empty file, a Git LFS pointer), with
 * why: they hold no picture to clean, are published as they are, and the build says so.
 */
async function removeHiddenData(publicDir: string, outDir: string, cache: FileCache): Promise<string[]> {
  const unread: string[] = [];
  const refused: string[] = [];
  // The files of public/, where they were copied; the build's own pictures and cards carry none.
  for (const path of readPublicFolder(publicDir).published) {
    const file = join(outDir, path);
    if (!existsSync(file)) continue;
    if (!pictureKindOf(headOf(file))) {
      if (RASTER.test(path)) unread.push(`${path}: it is named as a picture but its bytes are no picture`);
      continue;
    }
    const bytes = readFileSync(file);
    const key = createHash('sha256').update('without hidden data v4').update(bytes).digest('hex').slice(0, 16);
    try {
      // An empty file in the cache says "nothing to remove".
      const clean = await cache.get(`clean-${key}`, async () => (await withoutHiddenData(bytes)) ?? Buffer.alloc(0));
      if (clean.length) writeFileSync(file, clean);
    } catch (error) {
      rmSync(file);
      refused.push(`public/${path}: ${(error as Error).message}`);
    }
  }
  if (refused.length)
    throw new SiteError(
      `These pictures may carry hidden data (such as the GPS position where a photo was taken) that the build cannot remove, so nothing was published:\n${refused.join('\n')}\nSave each one again as JPEG or PNG from a photo app, or delete it.`,
    );
  return unread;
}

/**
 * How many times the site's data, written as JSON, holds each of `texts`. Written a page at a
 * time: the whole site as one JSON text was a string of a hundred megabytes at 10,000 pages.
 * A text without a quote cannot run from one page's JSON into the next, so the counts are
 * those of the whole site's JSON.
 */
function timesNamed(site: ServerSite, texts: readonly string[]): Map<string, number> {
  const counts = new Map(texts.map((t) => [t, 0]));
  if (!texts.length) return counts;
  const count = (json: string) => {
    for (const text of counts.keys()) {
      let n = 0;
      // Counted without splitting the text (a split made a piece for each time it is found).
      for (let at = json.indexOf(text); at >= 0; at = json.indexOf(text, at + text.length)) n++;
      if (n) counts.set(text, (counts.get(text) ?? 0) + n);
    }
  };
  count(JSON.stringify({ ...site, pages: undefined })); // the site's settings, everything but its pages
  for (const id of site.pages.ids()) count(JSON.stringify({ [id]: site.pages.get(id) }));
  return counts;
}
