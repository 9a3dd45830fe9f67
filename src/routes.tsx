// The react-router route tree, built from the route tree of site.yaml. Each page loads
// its own content and block components on demand (route `lazy`).
import type { RouteObject } from 'react-router-dom';
import type { ClientRoute } from './config/client-data.ts';
import type { ClientBlock } from './markdown/types.ts';
import { loadBlocks } from './blocks/registry.ts';
import { Layout } from './layout/Layout.tsx';
import { ErrorPage } from './layout/ErrorPage.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { Page } from './Page.tsx';

export interface RouteHandle {
  name?: string;
  route?: ClientRoute;
}

type PageLoaders = Record<string, () => Promise<{ blocks: ClientBlock[] }>>;

function pageRoute(route: ClientRoute, pages: PageLoaders): RouteObject {
  const handle: RouteHandle = { name: route.name, route };
  const lazy = async () => {
    const load = pages[route.id];
    if (!load) throw new Error(`No content module for page ${route.fullPath}`);
    const [{ blocks }, components] = await Promise.all([load(), loadBlocks(route.blockTypes)]);
    return { Component: () => <Page route={route} blocks={blocks} components={components} /> };
  };
  const isHome = route.path === '/';
  if (!route.children?.length) {
    return isHome ? { index: true, handle, lazy } : { path: route.path, handle, lazy };
  }
  // A page with children: its own content is the index route, so it does not show on child pages
  // and its name does not become the title of a child without one.
  return {
    path: isHome ? undefined : route.path,
    children: [{ index: true, handle, lazy }, ...route.children.map((c) => pageRoute(c, pages))],
  };
}

export function buildRoutes(routes: ClientRoute[], pages: PageLoaders): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      errorElement: <ErrorPage />,
      children: [
        {
          // Errors inside a page keep the header and footer around the error message.
          errorElement: <ErrorPage />,
          children: [...routes.map((r) => pageRoute(r, pages)), { path: '*', element: <NotFound /> }],
        },
      ],
    },
  ];
}
