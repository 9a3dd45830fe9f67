// The page's own heading (route heading in site.yaml), for a block that shows it in place of
// the plain page band (the service hero): the heading stays written once, on the route. Such a
// block says so in its schema ("x-showsPageHeading": true); `npm run gen` lists them in
// src/site/page-heading.generated.ts.
import { createContext, useContext } from 'react';

const PageHeadingContext = createContext<string | undefined>(undefined);

export const PageHeadingProvider = PageHeadingContext.Provider;

export function usePageHeading(): string | undefined {
  return useContext(PageHeadingContext);
}
