// Raster pictures (PNG, JPEG, WebP, AVIF) named in site.yaml, read from their bytes: errors for
// a file that cannot be decoded, whose format is not the one its name says, or that goes on
// with something else after the picture (picture-file.ts); warnings for a file narrower than
// the widest its block shows it (src/pictures/layouts.ts) and for width/height in site.yaml
// whose proportions are not the file's. A missing file is media-checks.ts's to report.
import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { CheckContext } from './check-context.ts';
import { fileFactsCache } from './file-facts-cache.ts';
import { isFileNow } from './run-files.ts';
import { examinePicture, formatName, formatOfName, uprightSize, type PictureVerdict } from './picture-file.ts';
import { isRaster, layoutOf } from '../../pictures/layouts.ts';
import type { PathSegment } from '../../site/data-path.ts';

/** Proportions further apart than this (2%) are reported. */
const RATIO_TOLERANCE = 0.02;

interface FileFacts {
  verdict: PictureVerdict;
  /** After EXIF orientation. */
  size?: { width: number; height: number };
}

const factsOf = fileFactsCache((file): FileFacts => {
  const bytes = readFileSync(file);
  const verdict = examinePicture(bytes);
  return { verdict, size: verdict.ok ? uprightSize(bytes) : undefined };
});

/** The facts of each file, asked of the cache (a stat) once per run, not once per use of the picture. */
const runFacts = new WeakMap<CheckContext, Map<string, FileFacts>>();
function factsNow(ctx: CheckContext, file: string): FileFacts {
  let known = runFacts.get(ctx);
  if (!known) runFacts.set(ctx, (known = new Map()));
  let facts = known.get(file);
  if (!facts) known.set(file, (facts = factsOf(file)));
  return facts;
}

/** The block type around a value of site.yaml, found by walking its path. */
function blockTypeAt(ctx: CheckContext, path: readonly PathSegment[]): string | undefined {
  let node: unknown = ctx.config;
  let type: string | undefined;
  for (const seg of path) {
    if (typeof node !== 'object' || node === null) break;
    const t = (node as { type?: unknown }).type;
    if (typeof t === 'string') type = t;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return type;
}

const REFUSE_FIX =
  'Open the photo in a photo app or editor and save or export it again as JPEG (or PNG), then put that file under public/images/ (the editor does this for you when you upload).';

/**
 * What every raster picture must be, wherever the site names it: a whole file of the format its
 * name says, and nothing else. Reports what is wrong at `at`; gives its size when all is well.
 */
function checkPictureFile(ctx: CheckContext, at: PathSegment[], src: string): FileFacts['size'] | 'refused' {
  const relativePath = src.split(/[?#]/)[0];
  let decoded = relativePath;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    /* as written */
  }
  const file = resolve(ctx.publicDir, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (!file.startsWith(ctx.publicDir + sep) || !isFileNow(ctx, file)) return undefined;
  const { verdict, size } = factsNow(ctx, file);
  const named = formatOfName(relativePath);
  if (!verdict.ok) {
    const what = verdict.problem === 'polyglot' ? 'is not only a picture' : 'cannot be decoded';
    ctx.report(at, `The picture ${src} ${what}: ${verdict.detail}.`, REFUSE_FIX);
    return 'refused';
  }
  if (verdict.format === 'heic') {
    ctx.report(
      at,
      `The picture ${src} is a HEIC photo (the iPhone's format), which browsers cannot show.`,
      'Send it as JPEG instead: on the iPhone, Settings > Camera > Formats > Most Compatible takes JPEG photos from then on; for a photo already taken, share it by email or Mail Drop, or export it as JPEG from Photos on a Mac.',
    );
    return 'refused';
  }
  if (named && named !== verdict.format) {
    ctx.report(
      at,
      `The picture ${src} is named as ${formatName(named)} but is a ${formatName(verdict.format)} file.`,
      `Rename the file to end in .${verdict.format === 'jpeg' ? 'jpg' : verdict.format} and write that name here.`,
    );
    return 'refused';
  }
  return size;
}

function checkPicture(ctx: CheckContext, path: PathSegment[], image: { src: string; width?: number; height?: number }) {
  const at = [...path, 'src'];
  const size = checkPictureFile(ctx, at, image.src);
  if (!size || size === 'refused') return;
  const layout = layoutOf(blockTypeAt(ctx, path));
  if (size.width < layout.largest) {
    ctx.report(
      at,
      `The picture ${image.src} is ${size.width} pixels wide, but this block shows it up to ${layout.largest} pixels wide: it will look blurred on large screens.`,
      `Use a file at least ${layout.largest} pixels wide (a photo from a phone is fine; the build makes the smaller sizes).`,
      'warning',
    );
  }
  if (image.width && image.height) {
    const given = image.width / image.height;
    const real = size.width / size.height;
    if (Math.abs(given / real - 1) > RATIO_TOLERANCE) {
      const suggestion = Math.round((image.width * size.height) / size.width);
      ctx.report(
        [...path, 'width'],
        `width and height say ${image.width} × ${image.height}, but the file ${image.src} is ${size.width} × ${size.height}: the picture would be squashed or the page would jump when it loads.`,
        `Remove width and height (the build takes them from the file), or write height: ${suggestion}.`,
        'warning',
      );
    }
  }
}

export function pictureChecks(ctx: CheckContext): void {
  for (const f of ctx.found) {
    if (f.kind !== 'image' || typeof f.value !== 'object' || f.value === null) continue;
    const image = f.value as { src?: unknown; width?: number; height?: number };
    if (typeof image.src === 'string' && (isRaster(image.src) || /\.hei[cf]$/i.test(image.src)))
      checkPicture(ctx, f.path, image as { src: string });
  }
  // The logo is no block picture (it keeps its own size), but its file must be a sound picture too.
  const logo = ctx.config.business.logo;
  const logos: Array<[PathSegment[], string]> = [
    [['business', 'logo', 'src'], logo.src],
    ...(logo.variants ?? []).map((v, i): [PathSegment[], string] => [
      ['business', 'logo', 'variants', i, 'src'],
      v.src,
    ]),
  ];
  for (const [at, src] of logos) if (isRaster(src) || /\.hei[cf]$/i.test(src)) checkPictureFile(ctx, at, src);
}
