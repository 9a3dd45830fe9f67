// Warns while the site still shows the example reviews it was shipped with: reviews marked
// `sample: true` read as real quotes from named people, and the owner must replace them.
import type { Block } from '../../site/site-types.generated.ts';
import type { CheckContext } from './check-context.ts';
import type { PathSegment } from '../yaml-source.ts';

const FIX =
  'Replace the review with a real one your customer agreed to show (name, words, stars), and delete its "sample: true" line. Or remove the review.';

function walkBlocks(ctx: CheckContext, blocks: readonly Block[] | undefined, path: PathSegment[]): void {
  blocks?.forEach((block, i) => {
    const here = [...path, i];
    if (block.type === 'columns') {
      walkBlocks(ctx, block.main, [...here, 'main']);
      walkBlocks(ctx, block.aside, [...here, 'aside']);
    }
    if (block.type !== 'testimonials') return;
    const samples = block.reviews.flatMap((r, j) => (r.sample ? [j] : []));
    if (!samples.length) return;
    const many = samples.length > 1;
    ctx.report(
      [...here, 'reviews', samples[0], 'sample'],
      `${samples.length} of the ${block.reviews.length} reviews ${many ? 'are' : 'is'} ${many ? 'samples' : 'a sample'} (sample: true): ${many ? 'they read' : 'it reads'} like ${many ? 'quotes' : 'a quote'} from real customers, but nobody wrote ${many ? 'them' : 'it'}.`,
      FIX,
      'warning',
    );
  });
}

export function sampleReviewChecks(ctx: CheckContext): void {
  for (const r of ctx.flat) walkBlocks(ctx, r.route.blocks, [...r.dataPath, 'blocks']);
}
