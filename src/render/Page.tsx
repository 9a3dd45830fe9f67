import type { PageRoute } from '../site/site-data.ts';
import type { ParsedBlock } from '../markdown/types.ts';
import { BlockList } from '../blocks/BlockList.tsx';
import { PageHeadingProvider } from '../blocks/page-heading.tsx';
import { SHOWS_PAGE_HEADING } from '../site/page-heading.generated.ts';

export function Page({ route, blocks }: { route: PageRoute; blocks: readonly ParsedBlock[] }) {
  // A first block that shows the heading itself (the service hero) takes the band's place.
  const band = route.heading && !SHOWS_PAGE_HEADING.has(blocks[0]?.type ?? '');
  return (
    <PageHeadingProvider value={route.heading}>
      {band && (
        <div className="page-heading">
          <div className="container">
            <h1>{route.heading}</h1>
          </div>
        </div>
      )}
      <BlockList blocks={blocks} />
    </PageHeadingProvider>
  );
}
