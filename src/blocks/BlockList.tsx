// Renders an ordered list of blocks, each with the component of its type. Blocks that hold
// blocks (columns) render theirs with it too. Server only: pages reach the browser as HTML.
import type { ParsedBlock } from '../markdown/types.ts';
import type { BlockComponent, BlockType } from './types.ts';
import { blockComponents } from './registry.generated.ts';

export function BlockList({ blocks }: { blocks: readonly ParsedBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        const Component = (blockComponents as Partial<Record<string, BlockComponent<BlockType>>>)[block.type];
        if (!Component) throw new Error(`Unknown block type "${block.type}"`);
        return <Component key={i} block={block as never} />;
      })}
    </>
  );
}
