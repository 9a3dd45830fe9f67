// Warns while the site still shows the example reviews it was shipped with: reviews marked
// `sample: true` read as real quotes from named people, and the owner must replace them.
import type { CheckContext } from './check-context.ts';
import { eachBlock } from '../../site/each-block.ts';

const FIX =
  'Replace the review with a real one your customer agreed to show (name, words, stars), and delete its "sample: true" line. Or remove the review.';

export function sampleReviewChecks(ctx: CheckContext): void {
  for (const r of ctx.flat)
    eachBlock(
      r.route.blocks,
      (block, path) => {
        if (block.type !== 'testimonials') return;
        const samples = block.reviews.flatMap((review, j) => (review.sample ? [j] : []));
        if (!samples.length) return;
        const many = samples.length > 1;
        ctx.report(
          [...path, 'reviews', samples[0], 'sample'],
          `${samples.length} of the ${block.reviews.length} reviews ${many ? 'are' : 'is'} ${many ? 'samples' : 'a sample'} (sample: true): ${many ? 'they read' : 'it reads'} like ${many ? 'quotes' : 'a quote'} from real customers, but nobody wrote ${many ? 'them' : 'it'}.`,
          FIX,
          'warning',
        );
      },
      [...r.dataPath, 'blocks'],
    );
}
