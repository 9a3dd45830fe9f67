// The example content shipped with the site: reviews marked `sample: true` read as real
// quotes from named people, and the owner must replace them. `npm run validate` warns while
// any is left; `npm run build:release` (the deploy build) refuses to build (scripts/release.ts).
import type { SiteConfig } from '../../site/site-types.generated.ts';
import type { CheckContext } from './check-context.ts';
import { flattenRoutes } from '../../site/routes.ts';
import { eachBlock } from '../../site/each-block.ts';
import type { PathSegment } from '../../site/data-path.ts';

const FIX =
  'Replace the review with a real one your customer agreed to show (name, words, stars), and delete its "sample: true" line. Or remove the review.';

/** One piece of example content: where its `sample: true` sits, and what it is in words. */
export interface SampleEntry {
  path: PathSegment[];
  /** "the review by Karen M." */
  what: string;
  /** The page it shows on, e.g. "/". */
  page: string;
  /** The block's reviews, and how many of them are samples. */
  ofBlock: { samples: number; total: number };
}

/** Every piece of example content in the site, in the order of the file. */
export function sampleEntries(config: SiteConfig): SampleEntry[] {
  const entries: SampleEntry[] = [];
  for (const r of flattenRoutes(config.routes))
    eachBlock(
      r.route.blocks,
      (block, path) => {
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
  return entries;
}

/** One warning per block with samples, at its first sample. */
export function sampleReviewChecks(ctx: CheckContext): void {
  const blocksSeen = new Set<string>();
  for (const entry of sampleEntries(ctx.config)) {
    const block = entry.path.slice(0, -3).join('/');
    if (blocksSeen.has(block)) continue;
    blocksSeen.add(block);
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
