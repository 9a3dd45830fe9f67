// The browser title rule: '{page} - {middle} - {company}' from the deepest matched route
// with a page name; the site's default title for a route without one.
import type { Business } from './site-types.generated.ts';
import { fillIn } from './fill-in.ts';

function fill(pattern: string, business: Business, page?: string): string {
  return fillIn(pattern, { page: page ?? '', middle: business.title.middle, company: business.company });
}

export function pageTitle(business: Business, names: ReadonlyArray<string | undefined>): string {
  const name = [...names].reverse().find((n) => n);
  return name ? fill(business.title.pattern, business, name) : fill(business.title.default, business);
}
