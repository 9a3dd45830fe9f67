// The logo is read from its file by the build (drawn into the search engines' logo and the
// tab icon), so its address must be a file's path alone, and the file a picture: `logo.src`
// an SVG drawing, each variant an SVG or a raster picture (picture-checks.ts reads the raster
// file's bytes). A query or fragment (/images/logo.svg?x=1) stopped the prerender with a raw
// ENOENT; a text file (/leak-passwd.txt) was taken as the logo.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { CheckContext } from './check-context.ts';
import { isRaster } from '../../pictures/layouts.ts';
import type { PathSegment } from '../../site/data-path.ts';

const RASTER_FIX = 'Use the logo as an SVG drawing (your designer or a drawing program can export one).';

/** Whether the file starts as an SVG drawing does (after an XML declaration, comments, a doctype). */
function isSvgText(file: string): boolean {
  const start = readFileSync(file)
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\ufeff/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(start);
}

function checkLogo(ctx: CheckContext, at: PathSegment[], src: string, svgOnly: boolean): void {
  const path = src.split(/[?#]/)[0];
  // A path out of public/ is the file checks' to name ("outside public/"): one error is enough.
  if (!path.startsWith('/')) return;
  if (path !== src) {
    ctx.report(
      at,
      `The logo ${src} has a ${src[path.length] === '?' ? 'query (?…)' : 'fragment (#…)'} in its address, but the build reads the logo from its file.`,
      `Write the file's path alone: ${path || '/images/logo.svg'}.`,
    );
    return;
  }
  const svg = /\.svg$/i.test(path);
  if (!svg && !(isRaster(path) && !svgOnly)) {
    ctx.report(
      at,
      svgOnly && isRaster(path)
        ? `The logo ${src} is a raster picture, but the main logo must be an SVG drawing: the build draws it at other sizes for search engines.`
        : `The logo ${src} is not a picture file (an SVG drawing${svgOnly ? '' : ', PNG, JPEG, WebP or AVIF'}).`,
      svgOnly && isRaster(path) ? RASTER_FIX : 'Write the path of the logo file under public/, e.g. /images/logo.svg.',
    );
    return;
  }
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* as written */
  }
  const file = resolve(ctx.publicDir, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  // A file that is missing or outside public/ is media-checks.ts's to report.
  if (!svg || !file.startsWith(ctx.publicDir + sep) || !existsSync(file) || !statSync(file).isFile()) return;
  if (!isSvgText(file))
    ctx.report(at, `The logo ${src} is named as an SVG drawing, but the file is not one.`, RASTER_FIX);
}

export function logoFileCheck(ctx: CheckContext): void {
  const logo = ctx.config.business.logo;
  checkLogo(ctx, ['business', 'logo', 'src'], logo.src, true);
  logo.variants?.forEach((v, i) => checkLogo(ctx, ['business', 'logo', 'variants', i, 'src'], v.src, false));
}
