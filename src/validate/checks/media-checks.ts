// Pictures and videos named in site.yaml must exist under public/ (or be http(s) addresses).
import { relative, resolve, sep } from 'node:path';
import type { CheckContext } from './check-context.ts';
import { isFileNow, publicFiles } from './run-files.ts';
import { classifyUrl, quoteUrl } from './url-checks.ts';
import { closest } from '../suggest.ts';
import { displayPath } from '../site-location.ts';
import type { PathSegment } from '../../site/data-path.ts';

const PICTURE = /\.(svg|jpe?g|png|webp|avif)$/i;

const examples = new WeakMap<CheckContext, { folder: string; picture: string }>();

/** The site's own public folder as the owner sees it, and one of its own pictures, for the fixes. */
function ownExample(ctx: CheckContext): { folder: string; picture: string } {
  let example = examples.get(ctx);
  if (!example) examples.set(ctx, (example = findExample(ctx)));
  return example;
}

function findExample(ctx: CheckContext): { folder: string; picture: string } {
  const pictures = publicFiles(ctx)
    .filter((f) => PICTURE.test(f))
    .sort();
  const picture = pictures.find((f) => /^\/images\/[^/]+$/.test(f)) ?? pictures[0] ?? '/images/photo.jpg';
  return { folder: `${displayPath(ctx.publicDir)}/`, picture };
}

function checkFile(ctx: CheckContext, path: PathSegment[], src: string): void {
  const verdict = classifyUrl(src);
  if (verdict.kind === 'bad') {
    ctx.report(path, verdict.message.replace(/^The (link|address)/, 'The picture'), verdict.fix);
    return;
  }
  const { folder, picture } = ownExample(ctx);
  if (verdict.kind === 'external') {
    ctx.report(
      path,
      `The picture ${quoteUrl(src)} comes from another website; the site's security policy only loads pictures from this site, so it will not show.`,
      `Save the file under ${folder}images/ and write its path from the site root, e.g. ${picture}.`,
      'warning',
    );
    return;
  }
  if (verdict.kind !== 'site') {
    ctx.report(
      path,
      `${quoteUrl(src)} is not a picture file.`,
      `Write the path of a file under ${folder}, e.g. ${picture}.`,
    );
    return;
  }
  let decoded = verdict.path;
  try {
    decoded = decodeURIComponent(verdict.path);
  } catch {
    /* keep as written */
  }
  const file = resolve(ctx.publicDir, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  const inside = file.startsWith(ctx.publicDir + sep);
  if (inside && isFileNow(ctx, file)) return;
  const shown = `${folder}${relative(ctx.publicDir, file).split(sep).join('/')}`;
  const guess = inside
    ? closest(`/${relative(ctx.publicDir, file).split(sep).join('/')}`, [...publicFiles(ctx)])
    : undefined;
  ctx.report(
    path,
    inside
      ? `The file ${quoteUrl(src)} does not exist: there is no ${shown}.${guess ? ` Did you mean ${guess}?` : ''}`
      : `The file ${quoteUrl(src)} is outside ${folder}.`,
    `Put the picture or video under ${folder} (e.g. ${folder}${picture.slice(1)}) and write its path from the site root (${picture}).`,
  );
}

export function mediaChecks(ctx: CheckContext): void {
  for (const f of ctx.found) {
    if (f.kind !== 'image' || typeof f.value !== 'object' || f.value === null) continue;
    const src = (f.value as { src?: unknown }).src;
    if (typeof src === 'string') checkFile(ctx, [...f.path, 'src'], src);
  }
  const logo = ctx.config.business.logo;
  checkFile(ctx, ['business', 'logo', 'src'], logo.src);
  logo.variants?.forEach((v, i) => checkFile(ctx, ['business', 'logo', 'variants', i, 'src'], v.src));
}
