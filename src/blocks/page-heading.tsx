// The page's own heading (route heading in site.yaml), for a block that shows it in place of
// the plain page band (the service hero): the heading stays written once, on the route.
import { createContext, useContext } from 'react';

const PageHeadingContext = createContext<string | undefined>(undefined);

export const PageHeadingProvider = PageHeadingContext.Provider;

export function usePageHeading(): string | undefined {
  return useContext(PageHeadingContext);
}

/** Block types that show the page heading themselves: the page band is then left out. */
export const SHOWS_PAGE_HEADING: ReadonlySet<string> = new Set(['serviceHero']);
