// The pages of services in towns (a service page's townPages, src/site/service-town-pages.ts):
// an entry whose town is not one of business.areas, is named twice, is on the home page or
// takes the address of a page written under the service is an error naming the town; the
// doorway guard names each page with fewer than MIN_OWN_WORDS words of its own and each pair of
// such pages (or of one and a town's page) more than 80% alike; example words (sample: true)
// are warned about.
import type { SiteConfig } from '../../site/site-types.generated.ts';
import type { CheckContext } from './check-context.ts';
import { positionOf } from '../yaml-source.ts';
import { AREAS_PATH, MIN_OWN_WORDS, areaAddresses, hasPage, wordsOf } from '../../site/areas.ts';
import { serviceName, serviceTowns, townPageEntries, type ServiceTown } from '../../site/service-towns.ts';
import { alikePairs, shinglesOf } from './shingles.ts';

const FIX =
  'Write about doing this work in this town in your own words: the jobs you did there, its streets and houses. Or remove the town from townPages.';

const entryPath = (st: Pick<ServiceTown, 'service' | 'index'>) => [...st.service.dataPath, 'townPages', st.index];
const what = (st: ServiceTown) => `${serviceName(st.service.route)} in ${st.town.area.name} (${st.fullPath})`;

/** The doorway findings of the pages of services in towns: thin pages and near copies. */
export function serviceTownDoorways(config: SiteConfig): { path: (string | number)[]; message: string; fix: string }[] {
  const found: ReturnType<typeof serviceTownDoorways> = [];
  const all = serviceTowns(config);
  for (const st of all) {
    const count = wordsOf(st.entry.text ?? '').length;
    if (count < MIN_OWN_WORDS)
      found.push({
        path: [...entryPath(st), st.entry.text === undefined ? 'town' : 'text'],
        message: `The page of ${what(st)} has ${count} word${count === 1 ? '' : 's'} of its own, fewer than ${MIN_OWN_WORDS}: search engines would take it for a doorway page, so it is kept out of them (noindex) and out of the sitemap.`,
        fix: FIX,
      });
  }
  // Each is compared with the others and with the town pages (a town's own words copied into a
  // service's entry make a near copy too); two town pages are compared by area-checks.ts.
  type Page = { st?: ServiceTown; name: string; path: (string | number)[] };
  const names = (st: ServiceTown) => [st.town.area.name, st.town.area.parish, serviceName(st.service.route)];
  const items: { item: Page; shingles: Set<string> }[] = [
    ...all
      .filter((st) => st.entry.text?.trim())
      .map((st) => ({
        item: { st, name: what(st), path: [...entryPath(st), 'text'] },
        shingles: shinglesOf(st.entry.text ?? '', names(st)),
      })),
    ...areaAddresses(config.business.areas)
      .filter((a) => hasPage(a.area) && a.slug)
      .map((a) => ({
        item: { name: `${a.area.name} (/${AREAS_PATH}/${a.slug})`, path: ['business', 'areas', a.index, 'text'] },
        shingles: shinglesOf(a.area.text ?? '', [a.area.name, a.area.parish]),
      })),
  ];
  for (const [x, y, alike] of alikePairs(items)) {
    if (!x.st && !y.st) continue;
    found.push({
      path: (y.st ? y : x).path,
      message: `The pages of ${x.name} and ${y.name} are ${Math.round(alike * 100)}% the same words: search engines treat pages that differ only in the town's name as doorway pages, which harms the whole site.`,
      fix: FIX,
    });
  }
  return found;
}

export function serviceTownChecks(ctx: CheckContext): void {
  const towns = areaAddresses(ctx.config.business.areas);
  const listed = towns.map((t) => t.area.name).join(', ') || 'none yet';
  for (const e of townPageEntries(ctx.config)) {
    const at = [...entryPath(e), 'town'];
    const name = e.entry.town;
    const refused = e.refused;
    if (!refused) continue;
    if (refused.kind === 'home')
      ctx.report(
        [...e.service.dataPath, 'townPages'],
        'The home page cannot have pages in towns: their addresses would be beside every other page of the site.',
        'Put townPages: on a service page (e.g. /lawn-care), or list the town in business.areas for its page at /service-areas/<town>.',
      );
    else if (refused.kind === 'unknown')
      ctx.report(
        at,
        `"${name}" is not a town of business.areas, so ${e.service.fullPath} can have no page in it.`,
        `Write the town as business.areas names it (${listed}), or add it there first with its parish or county.`,
      );
    else if (refused.kind === 'ambiguous')
      ctx.report(
        at,
        `Two towns of business.areas are called ${name}: ${refused.towns.map((t) => `${t.area.name} (${t.area.parish})`).join(' and ')}.`,
        `Write the one you mean by its address: ${refused.towns.map((t) => t.slug).join(' or ')}.`,
      );
    else if (refused.kind === 'twice')
      ctx.report(
        at,
        `${e.town?.area.name ?? name} is named twice in the townPages of ${e.service.fullPath} (first at line ${positionOf(ctx.source, [...e.service.dataPath, 'townPages', refused.first]).line}).`,
        'Keep one entry for the town and put its words together.',
      );
    else
      ctx.report(
        at,
        `The page of ${e.service.fullPath} in ${e.town?.area.name ?? name} would be at ${refused.child.fullPath}, where a page is written already (line ${positionOf(ctx.source, [...refused.child.dataPath, 'path']).line}).`,
        'Give the page written there another path, or remove the town from townPages.',
      );
  }
  for (const st of serviceTowns(ctx.config))
    if (st.entry.sample)
      ctx.report(
        [...entryPath(st), 'sample'],
        `The words about ${what(st)} are an example (sample: true): its page shows ${ctx.config.wording?.areaSample ? `the label "${ctx.config.wording.areaSample}"` : 'an example label'}, and npm run build:release will not publish the site while they are there.`,
        'Write about doing this work in this town in your own words, and delete its "sample: true" line. Or remove the town from townPages.',
        'warning',
      );
}
