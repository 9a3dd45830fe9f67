// Warnings for two pages that search results would show alike: the same browser title
// (a page without a name gets the site's default title) or the same description (a page
// without one gets the site's default description).
import type { CheckContext } from './check-context.ts';
import type { FlatRoute } from '../../site/routes.ts';
import { positionOf } from '../yaml-source.ts';
import { pageTitle } from '../../site/title.ts';

function warnDuplicates(
  ctx: CheckContext,
  field: 'name' | 'description',
  what: string,
  valueOf: (r: FlatRoute) => string | undefined,
  fix: string,
  /** Where the shared value comes from when neither page has its own, in words. */
  fallback: string,
): void {
  const first = new Map<string, FlatRoute>();
  for (const r of ctx.flat) {
    const value = valueOf(r);
    if (value === undefined) continue;
    const earlier = first.get(value);
    if (!earlier) {
      first.set(value, r);
      continue;
    }
    const own = r.route[field] !== undefined;
    const where = own ? [...r.dataPath, field] : [...r.dataPath, 'path'];
    const { line } = positionOf(
      ctx.source,
      earlier.route[field] !== undefined ? [...earlier.dataPath, field] : [...earlier.dataPath, 'path'],
    );
    // Neither page has its own: both show the site's, which is what to say.
    const neither = !own && earlier.route[field] === undefined;
    const why = neither
      ? `neither has a ${field} of its own, so both show ${fallback}`
      : `they have the same ${what} "${value}"; the first is on line ${line}`;
    ctx.report(
      where,
      `The pages ${earlier.fullPath} and ${r.fullPath} would look alike in search results: ${why}.`,
      neither
        ? `Add a line "${field}: …" to this page (and to ${earlier.fullPath}, line ${line}): ${fix}`
        : `Give this page its own ${field}: ${fix}`,
      'warning',
    );
  }
}

export function titleChecks(ctx: CheckContext): void {
  const business = ctx.config.business;
  warnDuplicates(
    ctx,
    'name',
    'title',
    (r) => pageTitle(business, [r.route.name]),
    'the page part of the browser title.',
    "the site's default title (title.default under business:)",
  );
  warnDuplicates(
    ctx,
    'description',
    'description',
    (r) => r.route.description ?? business.description,
    'one or two sentences about this page.',
    "the site's description (description under business:)",
  );
}
