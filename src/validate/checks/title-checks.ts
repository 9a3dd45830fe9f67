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
    ctx.report(
      where,
      `The pages ${earlier.fullPath} and ${r.fullPath} have the same ${what} "${value}"; the first is on line ${line}. Search results would show them alike.`,
      fix,
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
    'Give this page its own name: (the page part of the browser title).',
  );
  warnDuplicates(
    ctx,
    'description',
    'description',
    (r) => r.route.description ?? business.description,
    'Give this page its own description: (one or two sentences about this page).',
  );
}
