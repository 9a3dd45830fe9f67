import { createContext, useContext, type ReactNode } from 'react';
import type { ClientSite } from '../site/client-data.ts';

const SiteContext = createContext<ClientSite | null>(null);

export function SiteProvider({ site, children }: { site: ClientSite; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The site settings of site.yaml: business, menu and route tree. */
export function useSite(): ClientSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteProvider>');
  return site;
}
