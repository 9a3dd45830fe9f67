import type { PageRoute } from '../site/site-data.ts';
import type { ParsedBlock } from '../markdown/types.ts';
import { BlockList } from '../blocks/BlockList.tsx';

export function Page({ route, blocks }: { route: PageRoute; blocks: readonly ParsedBlock[] }) {
  return (
    <>
      {route.heading && (
        <div className="page-heading">
          <div className="container">
            <h1>{route.heading}</h1>
          </div>
        </div>
      )}
      <BlockList blocks={blocks} />
    </>
  );
}
