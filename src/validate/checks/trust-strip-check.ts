// A trustStrip block shows the claims written once under trust: at the top of site.yaml.
// Without them it shows nothing, and the page has a gap that site.yaml does not explain:
// a warning at each such block.
import { eachBlock } from '../../site/each-block.ts';
import type { CheckContext } from './check-context.ts';

export function trustStripCheck(ctx: CheckContext): void {
  if (ctx.config.trust?.length) return;
  for (const { route, dataPath } of ctx.flat)
    eachBlock(
      route.blocks,
      (block, at) => {
        if (block.type !== 'trustStrip') return;
        ctx.report(
          [...at, 'type'],
          'This trustStrip block shows nothing: it shows the claims under trust: at the top of site.yaml, and there are none.',
          'Add trust: at the top of site.yaml with what is true of your business, e.g. "- text: In business since 2012" with "icon: calendar", or remove the block.',
          'warning',
        );
      },
      [...dataPath, 'blocks'],
    );
}
