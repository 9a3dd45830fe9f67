// The react-router route tree, built from the route tree of site.yaml: the one definition
// of the pages, their titles and the not-found page. Used on the server only (prerender and
// dev server); in the browser, moving between pages is ordinary navigation to their HTML.
import type { RouteObject } from 'react-router-dom';
import type { PageRoute } from '../site/site-data.ts';
import type { PageBlocks } from './page-blocks.ts';
import { Layout } from '../layout/Layout.tsx';
import { NotFound } from '../layout/NotFound.tsx';
import { Page } from './Page.tsx';

export interface RouteHandle {
  name?: string;
  route?: PageRoute;
}

/** A page whose blocks are parsed as it renders (page-blocks.ts): a site's pages are not all held parsed. */
function PageOf({ route, pages }: { route: PageRoute; pages: PageBlocks }) {
  return <Page route={route} blocks={pages.get(route.id) ?? []} />;
}

function pageRoute(route: PageRoute, pages: PageBlocks): RouteObject {
  const handle: RouteHandle = { name: route.name, route };
  if (!pages.unparsed(route.id)) throw new Error(`No blocks for page ${route.fullPath}`);
  const element = <PageOf route={route} pages={pages} />;
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
