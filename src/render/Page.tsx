import type { ClientRoute } from '../site/client-data.ts';
import type { ClientBlock } from '../markdown/types.ts';
import type { LoadedBlocks } from '../blocks/registry.ts';
import { BlockComponentsProvider, BlockList } from '../blocks/BlockList.tsx';

export function Page({
  route,
  blocks,
  components,
}: {
  route: ClientRoute;
  blocks: readonly ClientBlock[];
  components: LoadedBlocks;
}) {
  return (
    <BlockComponentsProvider components={components}>
      {route.heading && (
        <div className="page-heading">
          <div className="container">
            <h1>{route.heading}</h1>
          </div>
        </div>
      )}
      <BlockList blocks={blocks} />
    </BlockComponentsProvider>
  );
}
