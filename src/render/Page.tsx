import type { ClientRoute } from '../site/client-data.ts';
import type { ClientBlock } from '../markdown/types.ts';
import type { LoadedBlocks } from '../blocks/registry.ts';
import { BlockComponentsProvider, BlockList } from '../blocks/BlockList.tsx';
import { PageHeadingProvider, SHOWS_PAGE_HEADING } from '../blocks/page-heading.tsx';

export function Page({
  route,
  blocks,
  components,
}: {
  route: ClientRoute;
  blocks: readonly ClientBlock[];
  components: LoadedBlocks;
}) {
  // A first block that shows the heading itself (the service hero) takes the band's place.
  const band = route.heading && !SHOWS_PAGE_HEADING.has(blocks[0]?.type ?? '');
  return (
    <BlockComponentsProvider components={components}>
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
    </BlockComponentsProvider>
  );
}
