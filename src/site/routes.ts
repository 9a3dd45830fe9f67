// Route tree helpers shared by the loader, the router and the prerender (browser-safe).
import type { Route } from './site-types.generated.ts';
import type { PathSegment } from './data-path.ts';

/** The full address of a route below a parent address. */
export function joinPath(parent: string, own: string): string {
  if (own === '/') return '/';
  return `${parent.replace(/\/$/, '')}/${own}`;
}

export interface FlatRoute {
  /** The full address, e.g. /residential/faqs */
  fullPath: string;
  route: Route;
  /** Index path into the route tree, e.g. [3, 'children', 1] */
  dataPath: PathSegment[];
  /** Ancestors, outermost first. */
  parents: Route[];
}

/** Every route of the tree with its full address, depth first, in file order. */
export function flattenRoutes(routes: readonly Route[]): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (list: readonly Route[], base: string, dataPath: PathSegment[], parents: Route[]) => {
    list.forEach((route, i) => {
      const fullPath = joinPath(base, route.path);
      const here = [...dataPath, i];
      out.push({ fullPath, route, dataPath: here, parents });
      if (route.children) walk(route.children, fullPath, [...here, 'children'], [...parents, route]);
    });
  };
  walk(routes, '', ['routes'], []);
  return out;
}
