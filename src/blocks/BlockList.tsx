// Renders a page's ordered blocks through the registry's loaded components.
import type { Block } from '../config/site-types.generated.ts';
import type { BlockComponent, BlockType } from './types.ts';
import type { LoadedBlocks } from './registry.ts';

export function BlockList({ blocks, components }: { blocks: Block[]; components: LoadedBlocks }) {
  return (
    <>
      {blocks.map((block, i) => {
        const Component = components[block.type] as BlockComponent<BlockType> | undefined;
        if (!Component) throw new Error(`No component loaded for block type "${block.type}"`);
        return <Component key={i} block={block as never} />;
      })}
    </>
  );
}
