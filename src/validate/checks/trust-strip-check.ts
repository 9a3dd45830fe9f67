// A trustStrip block shows the claims written once under trust: at the top of site.yaml.
// Without them it shows nothing, and the page has a gap that site.yaml does not explain:
// a warning at each such block.
import type { PathSegment } from '../../site/data-path.ts';
import type { CheckContext } from './check-context.ts';

/** The data paths of the trustStrip blocks in `value` (a page's blocks, columns included). */
function trustStrips(value: unknown, path: PathSegment[]): PathSegment[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => trustStrips(v, [...path, i]));
  if (!value || typeof value !== 'object') return [];
  if ((value as { type?: unknown }).type === 'trustStrip') return [path];
  return Object.entries(value).flatMap(([key, v]) => trustStrips(v, [...path, key]));
}

export function trustStripCheck(ctx: CheckContext): void {
  if (ctx.config.trust?.length) return;
  for (const { route, dataPath } of ctx.flat)
    for (const at of trustStrips(route.blocks, [...dataPath, 'blocks']))
      ctx.report(
        [...at, 'type'],
        'This trustStrip block shows nothing: it shows the claims under trust: at the top of site.yaml, and there are none.',
        'Add trust: at the top of site.yaml with what is true of your business, e.g. "- text: In business since 2012" with "icon: calendar", or remove the block.',
        'warning',
      );
}
