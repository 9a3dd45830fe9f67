import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { pageTitle } from '../config/title.ts';
import { useSite } from './SiteContext.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { CallBar } from './CallBar.tsx';
import type { RouteHandle } from '../routes.tsx';

/** The browser title from the deepest matched route with a page name. */
export function usePageTitle(): string {
  const { business } = useSite();
  const matches = useMatches();
  return pageTitle(business, matches.map((m) => (m.handle as RouteHandle | undefined)?.name));
}

export function Layout() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CallBar />
      <ScrollRestoration />
    </>
  );
}
