// The towns of business.areas and their pages (src/site/area-pages.ts): two towns at one
// address are an error naming both; a town page is a doorway page when it has fewer than
// MIN_OWN_WORDS words of its own (it is made noindex, and said here), or when its words are
// more than 80% those of another town's page (word shingles).
import type { CheckContext } from './check-context.ts';
import { positionOf } from '../yaml-source.ts';
import { AREAS_PATH, MIN_OWN_WORDS, areaAddresses, hasPage, wordsOf, type AreaAddress } from '../../site/area-pages.ts';
import { alikePairs, shinglesOf } from './shingles.ts';
import { serviceTownDoorways } from './service-town-checks.ts';

export { MAX_LIKENESS, likeness } from './shingles.ts';

/** The word shingles of a town's text, its own name and parish written as one token. */
const shingles = (a: AreaAddress) => shinglesOf(a.area.text ?? '', [a.area.name, a.area.parish]);

export interface DoorwayFinding {
  path: (string | number)[];
  message: string;
  /** What to do, when it is not the town's (a service's page in a town). */
  fix?: string;
}

/** The doorway findings of a site's towns: thin pages and near copies, each naming its town. */
export function doorwayFindings(ctx: Pick<CheckContext, 'config'>): DoorwayFinding[] {
  const found: DoorwayFinding[] = [];
  const withPages = areaAddresses(ctx.config.business.areas).filter((a) => hasPage(a.area) && a.slug);
  for (const a of withPages) {
    const count = wordsOf(a.area.text ?? '').length;
    if (count < MIN_OWN_WORDS)
      found.push({
        path: ['business', 'areas', a.index, 'text'],
        message: `The page of ${a.area.name} (/${AREAS_PATH}/${a.slug}) has ${count} word${count === 1 ? '' : 's'} of its own, fewer than ${MIN_OWN_WORDS}: search engines would take it for a doorway page, so it is kept out of them (noindex) and out of the sitemap.`,
      });
  }
  for (const [x, y, alike] of alikePairs(withPages.map((a) => ({ item: a, shingles: shingles(a) }))))
    found.push({
      path: ['business', 'areas', y.index, 'text'],
      message: `The pages of ${x.area.name} and ${y.area.name} are ${Math.round(alike * 100)}% the same words: search engines treat pages that differ only in the town's name as doorway pages, which harms the whole site.`,
    });
  found.push(...serviceTownDoorways(ctx.config));
  return found;
}

const DOORWAY_FIX =
  'Write about working in this town in your own words: the jobs you did there, its streets and houses, what its weather does to them. Or remove text: so the town is listed without a page.';

export function areaChecks(ctx: CheckContext): void {
  const areas = ctx.config.business.areas ?? [];
  const addresses = areaAddresses(areas);
  const seen = new Map<string, AreaAddress>();
  for (const a of addresses) {
    if (!a.slug) {
      ctx.report(
        ['business', 'areas', a.index, 'name'],
        `The town "${a.area.name}" has no letter or digit to make its address of.`,
        'Write the town’s name in letters, e.g. Springfield.',
      );
      continue;
    }
    const first = seen.get(a.slug);
    if (first) {
      ctx.report(
        ['business', 'areas', a.index, 'name'],
        `${a.area.name} (${a.area.parish}) and ${first.area.name} (${first.area.parish}, line ${positionOf(ctx.source, ['business', 'areas', first.index, 'name']).line}) would both be at /${AREAS_PATH}/${a.slug}.`,
        'Give the two towns names that differ in letters, or remove the one listed twice.',
      );
      continue;
    }
    seen.set(a.slug, a);
  }
  for (const f of doorwayFindings(ctx)) ctx.report(f.path, f.message, f.fix ?? DOORWAY_FIX, 'warning');
  areas.forEach((area, i) => {
    if (area.sample && hasPage(area))
      ctx.report(
        ['business', 'areas', i, 'sample'],
        `The words about ${area.name} are an example (sample: true): its page shows ${ctx.config.wording?.areaSample ? `the label "${ctx.config.wording.areaSample}"` : 'an example label'}, and npm run build:release will not publish the site while they are there.`,
        'Write about working in this town in your own words, and delete its "sample: true" line. Or remove text: so the town is listed without a page.',
        'warning',
      );
  });
}
