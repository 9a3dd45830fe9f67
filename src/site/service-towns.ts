// Which pages of a service in a town the site asks for: each entry of a service page's
// townPages names a town of business.areas, and its page is at the service's address and the
// town's (/lawn-care/springfield). Only the entries that can have a page are listed here;
// the checks (src/validate/checks/service-town-checks.ts) name the others.
import type { Area, Route, SiteConfig, TownPage } from './site-types.generated.ts';
import { flattenRoutes, joinPath, type FlatRoute } from './routes.ts';
import { areaAddresses, type AreaAddress } from './areas.ts';
import { isGenerated } from './generated-routes.ts';

export interface ServiceTown {
  /** The service page, as written. */
  service: FlatRoute;
  /** The entry of its townPages, and where it is in them. */
  entry: TownPage;
  index: number;
  /** The town (business.areas) and its address part. */
  town: AreaAddress;
  /** The page's full address, e.g. /lawn-care/springfield. */
  fullPath: string;
}

/** The towns a townPages entry's town: may mean: by name as written, else by address. */
export function townsNamed(addresses: readonly AreaAddress[], town: string): AreaAddress[] {
  const byName = addresses.filter((a) => a.area.name === town);
  return byName.length ? byName : addresses.filter((a) => a.slug && a.slug === town);
}

/** A service's name in headings and links: its name, else its heading, else its path. */
export const serviceName = (route: Route): string => route.name ?? route.heading ?? route.path;

/** Why a townPages entry gets no page, in words; undefined when it gets one. */
export type Refusal =
  | { kind: 'home' }
  | { kind: 'unknown' }
  | { kind: 'ambiguous'; towns: AreaAddress[] }
  | { kind: 'twice'; first: number }
  | { kind: 'taken'; child: FlatRoute };

/** Every townPages entry of the site with its town and address, or why it gets no page. */
export function townPageEntries(
  config: SiteConfig,
): { service: FlatRoute; entry: TownPage; index: number; town?: AreaAddress; refused?: Refusal }[] {
  const addresses = areaAddresses(config.business.areas);
  const flat = flattenRoutes(config.routes);
  const out: ReturnType<typeof townPageEntries> = [];
  for (const service of flat) {
    const entries = service.route.townPages ?? [];
    if (!entries.length) continue;
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const found = townsNamed(addresses, entry.town);
      const town = found.length === 1 && found[0].slug ? found[0] : undefined;
      let refused: Refusal | undefined;
      if (service.fullPath === '/') refused = { kind: 'home' };
      else if (found.length > 1) refused = { kind: 'ambiguous', towns: found };
      else if (!town) refused = { kind: 'unknown' };
      else if (seen.has(town.slug)) refused = { kind: 'twice', first: seen.get(town.slug) ?? 0 };
      else {
        const child = flat.find((r) => r.parents.at(-1) === service.route && r.route.path === town.slug);
        // The pages made from these entries are under the service too: only a written one is in the way.
        if (child && !isGenerated(child.route)) refused = { kind: 'taken', child };
      }
      if (town && !seen.has(town.slug)) seen.set(town.slug, index);
      out.push({ service, entry, index, town, ...(refused ? { refused } : {}) });
    });
  }
  return out;
}

/** The pages of services in towns that the site gets, in file order (worked out once per site). */
export function serviceTowns(config: SiteConfig): ServiceTown[] {
  let found = known.get(config);
  if (!found) {
    found = [];
    for (const e of townPageEntries(config))
      if (!e.refused && e.town) found.push({ ...e, town: e.town, fullPath: joinPath(e.service.fullPath, e.town.slug) });
    known.set(config, found);
  }
  return found;
}
const known = new WeakMap<SiteConfig, ServiceTown[]>();

/** The pages of services in one town (for that town's page): by service address. */
export function serviceTownsOf(config: SiteConfig, area: Area): ServiceTown[] {
  return serviceTowns(config).filter((s) => s.town.area === area);
}

/** What a page of a service in a town is about, by its address: for its structured data. */
export type ServiceTownInfo = Map<string, { service: string; town: string; parish: string }>;

/** The pages of services in towns by address (call it on the site as loaded, not on a copy). */
export function serviceTownInfo(config: SiteConfig): ServiceTownInfo {
  return new Map(
    serviceTowns(config).map((st) => [
      st.fullPath,
      { service: serviceName(st.service.route), town: st.town.area.name, parish: st.town.area.parish },
    ]),
  );
}
