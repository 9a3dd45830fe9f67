// The react-router route tree, built from the route tree of site.yaml: the one definition
// of the pages, their titles and the not-found page. Used on the server only (prerender and
// dev server); in the browser, moving between pages is ordinary navigation to their HTML.
import type { RouteObject } from 'react-router-dom';
import type { PageRoute } from '../site/site-data.ts';
import type { ParsedBlock } from '../markdown/types.ts';
import { Layout } from '../layout/Layout.tsx';
import { NotFound } from '../layout/NotFound.tsx';
import { Page } from './Page.tsx';

export interface RouteHandle {
  name?: string;
  route?: PageRoute;
}

/** Each page's blocks (Markdown already parsed), by page id. */
export type PageBlocks = Readonly<Record<string, readonly ParsedBlock[]>>;

function pageRoute(route: PageRoute, pages: PageBlocks): RouteObject {
  const handle: RouteHandle = { name: route.name, route };
  const blocks = pages[route.id];
  if (!blocks) throw new Error(`No blocks for page ${route.fullPath}`);
  const element = <Page route={route} blocks={blocks} />;
  const isHome = route.path === '/';
  if (!route.children?.length) {
    return isHome ? { index: true, handle, element } : { path: route.path, handle, element };
  }
  // A page with children: its own content is the index route, so it does not show on child pages
  // and its name does not become the title of a child without one.
  return {
    path: isHome ? undefined : route.path,
    children: [{ index: true, handle, element }, ...route.children.map((c) => pageRoute(c, pages))],
  };
}

export function buildRoutes(routes: readonly PageRoute[], pages: PageBlocks): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      // No error element: a page whose render throws fails the build (and shows in the dev
      // server's overlay) instead of shipping an error page.
      children: [...routes.map((r) => pageRoute(r, pages)), { path: '*', element: <NotFound /> }],
    },
  ];
}
