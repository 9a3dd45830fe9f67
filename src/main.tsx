// Client entry: resolve the current page's lazy route first, so hydration of the
// prerendered HTML (or the first render) shows the page at once.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { site, pages } from 'virtual:site/config';
import { buildRoutes } from './routes.tsx';
import { SiteProvider } from './layout/SiteContext.tsx';
import './styles/site.scss';

async function resolveLazy(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  const routes = buildRoutes(site.routes, pages);
  await resolveLazy(routes).catch(() => undefined); // the router shows its error page for a failed load
  const router = createBrowserRouter(routes);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <SiteProvider site={site}>
        <RouterProvider router={router} />
      </SiteProvider>
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
