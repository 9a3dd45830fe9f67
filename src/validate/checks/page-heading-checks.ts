// A page has one main heading (h1): its heading band (route `heading`, or a block that shows it
// in the band's place, such as the service hero) or a block with a main heading of its own (the
// hero's title). Two of them on one page is an error at the second.
import type { CheckContext } from './check-context.ts';
import { eachBlock, fieldOf } from '../../site/each-block.ts';
import { OWN_PAGE_HEADING, SHOWS_PAGE_HEADING } from '../../site/page-heading.generated.ts';
import type { PathSegment } from '../../site/data-path.ts';
import { positionOf } from '../yaml-source.ts';

export function pageHeadingChecks(ctx: CheckContext): void {
  for (const { route, dataPath, fullPath } of ctx.flat) {
    const headings: { path: PathSegment[]; what: string }[] = [];
    const firstShowsHeading = SHOWS_PAGE_HEADING.has(route.blocks?.[0]?.type ?? '');
    if (route.heading && !firstShowsHeading)
      headings.push({ path: [...dataPath, 'heading'], what: `its heading "${route.heading}"` });
    eachBlock(route.blocks, (block, path) => {
      const at = [...dataPath, 'blocks', ...path];
      const field = OWN_PAGE_HEADING[block.type];
      if (field)
        headings.push({
          path: [...at, field],
          what: `the ${block.type}'s ${field} "${String(fieldOf(block, field))}"`,
        });
      else if (SHOWS_PAGE_HEADING.has(block.type) && route.heading)
        headings.push({ path: at, what: `a ${block.type}, which shows that heading again` });
    });
    if (headings.length < 2) continue;
    const [first, second] = headings;
    ctx.report(
      second.path,
      `The page ${fullPath} would have ${headings.length} main headings (h1): ${headings.map((h) => h.what).join(' and ')}. A page has one.`,
      first.path.at(-1) === 'heading'
        ? `Remove heading: from this page (line ${positionOf(ctx.source, first.path).line}) when the block below gives the page its heading, or remove the block.`
        : 'Keep one of these blocks on the page.',
    );
  }
}
