import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from '../site/site-data.ts';

const SiteContext = createContext<SiteData | null>(null);

export function SiteProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The site settings of site.yaml: business, menu and route tree. */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteProvider>');
  return site;
}
