// The example content of a site: reviews marked `sample: true` read as real quotes from named
// people, team members marked `sample: true` as real staff, and pictures marked `sample: true`
// as photos of the business's own work; the owner
// must replace them. `npm run validate` warns while any is left; `npm run build:release` (the
// deploy build) refuses to build (scripts/release.ts).
import type { SiteConfig } from '../../site/site-types.generated.ts';
import { pageOf, type CheckContext } from './check-context.ts';
import { flattenRoutes } from '../../site/routes.ts';
import { eachBlock } from '../../site/each-block.ts';
import type { PathSegment } from '../../site/data-path.ts';
import { findShared, type Found } from '../../schema/schema-walk.ts';
import { AREAS_PATH, areaAddresses, hasPage } from '../../site/areas.ts';
import { isGenerated } from '../../site/generated-routes.ts';
import { serviceName, serviceTowns } from '../../site/service-towns.ts';
import { samplePicturesIn } from '../../site/sample-pictures.ts';

const FIX =
  'Replace the review with a real one your customer agreed to show (name, words, stars), and delete its "sample: true" line. Or remove the review.';

/** One piece of example content: where its `sample: true` sits, and what it is in words. */
export interface SampleEntry {
  path: PathSegment[];
  /** "the review by Karen M." */
  what: string;
  /** The page it shows on, e.g. "/". */
  page: string;
  /** The block's reviews, and how many of them are samples (none for a picture). */
  ofBlock?: { samples: number; total: number };
  /** The block's team members, and how many of them are stand-ins (a team member only). */
  ofTeam?: { samples: number; total: number };
  /** Example words about a town (business.areas), shown on its page. */
  ofArea?: true;
}

/** Every picture marked sample: true, wherever site.yaml names it. */
function samplePictures(config: SiteConfig, found: readonly Found[]): SampleEntry[] {
  const flat = flattenRoutes(config.routes);
  return samplePicturesIn(found).map(({ path, image }) => ({
    path: [...path, 'sample'],
    what: `the photo ${image.src}`,
    page: pageOf({ flat }, path)?.fullPath ?? 'every page',
  }));
}

/**
 * Every piece of example content in the site, in the order of the file; `found` is what the
 * schema walk found in it, when the caller has it already.
 */
export function sampleEntries(config: SiteConfig, found: readonly Found[] = findShared(config)): SampleEntry[] {
  const entries: SampleEntry[] = [];
  const towns = new Map(areaAddresses(config.business.areas).map((a) => [a.index, a.slug]));
  (config.business.areas ?? []).forEach((area, i) => {
    if (area.sample && hasPage(area))
      entries.push({
        path: ['business', 'areas', i, 'sample'],
        what: `the example words about ${area.name}`,
        page: `/${AREAS_PATH}/${towns.get(i)}`,
        ofArea: true,
      });
  });
  for (const st of serviceTowns(config))
    if (st.entry.sample)
      entries.push({
        path: [...st.service.dataPath, 'townPages', st.index, 'sample'],
        what: `the example words about ${serviceName(st.service.route)} in ${st.town.area.name}`,
        page: st.fullPath,
        ofArea: true,
      });
  // The pages made from the data (town pages, services in towns): their copies are not counted again.
  const routes = flattenRoutes(config.routes).filter((r) => !isGenerated(r.route) && !r.parents.some(isGenerated));
  for (const r of routes)
    eachBlock(
      r.route.blocks,
      (block, path) => {
        if (block.type === 'teamCards') {
          const members = block.members.filter((m) => m.sample);
          block.members.forEach((member, j) => {
            if (member.sample)
              entries.push({
                path: [...path, 'members', j, 'sample'],
                what: `the team member ${member.name}`,
                page: r.fullPath,
                ofTeam: { samples: members.length, total: block.members.length },
              });
          });
          return;
        }
        if (block.type !== 'testimonials') return;
        const reviews = block.reviews ?? [];
        const samples = reviews.filter((review) => review.sample).length;
        reviews.forEach((review, j) => {
          if (review.sample)
            entries.push({
              path: [...path, 'reviews', j, 'sample'],
              what: `the review by ${review.name}`,
              page: r.fullPath,
              ofBlock: { samples, total: reviews.length },
            });
        });
      },
      [...r.dataPath, 'blocks'],
    );
  return [...entries, ...samplePictures(config, found)];
}

/** One warning per block with sample reviews, at its first sample; one per sample picture. */
export function sampleReviewChecks(ctx: CheckContext): void {
  const blocksSeen = new Set<string>();
  /** Whether this sample is its block's first (the block's one warning stands there). */
  const firstOfItsBlock = (path: PathSegment[]) => {
    const block = path.slice(0, -3).join('/');
    if (blocksSeen.has(block)) return false;
    blocksSeen.add(block);
    return true;
  };
  for (const entry of sampleEntries(ctx.config, ctx.found)) {
    if (entry.ofArea) continue; // area-checks.ts says these
    if (entry.ofTeam) {
      if (!firstOfItsBlock(entry.path)) continue;
      const { samples, total } = entry.ofTeam;
      const many = samples > 1;
      ctx.report(
        entry.path,
        `${samples} of the ${total} team members ${many ? 'are stand-ins' : 'is a stand-in'} (sample: true): ${many ? 'they show' : 'it shows'} the label Example, and npm run build:release will not publish the site while any is left.`,
        'Put in the real people who agreed to be shown (name, role, a few words), and delete each "sample: true" line. Or remove the card.',
        'warning',
      );
      continue;
    }
    if (!entry.ofBlock) {
      ctx.report(
        entry.path,
        `${entry.what.replace(/^the/, 'The')} is a sample (sample: true): it shows the label "${ctx.config.wording.samplePhoto}", and npm run build:release will not publish the site until a photo of your own work replaces it.`,
        'Put a photo of your own work in its place (the editor uploads it for you) and delete its "sample: true" line.',
        'warning',
      );
      continue;
    }
    if (!firstOfItsBlock(entry.path)) continue;
    const { samples, total } = entry.ofBlock;
    const many = samples > 1;
    ctx.report(
      entry.path,
      `${samples} of the ${total} reviews ${many ? 'are' : 'is'} ${many ? 'samples' : 'a sample'} (sample: true): ${many ? 'they read' : 'it reads'} like ${many ? 'quotes' : 'a quote'} from real customers, but nobody wrote ${many ? 'them' : 'it'}.`,
      FIX,
      'warning',
    );
  }
}
