// The pages the renderer makes itself from the site's data (the town pages of business.areas, a
// service's pages in towns), told apart from the pages written in site.yaml: the checks that
// count what the owner wrote (samples, SMS wording) look at each written value once, not again
// in each copy. Known by object, for the loaded site the checks see.
import type { Route } from './site-types.generated.ts';

const generated = new WeakSet<Route>();

/** Marks a route as made by the renderer; returns it. */
export function markGenerated<T extends Route>(route: T): T {
  generated.add(route);
  return route;
}

/** Whether a route was made by the renderer (not written in site.yaml). */
export const isGenerated = (route: Route): boolean => generated.has(route);
