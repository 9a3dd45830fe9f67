// Renders an ordered list of blocks through the registry's loaded components. The loaded
// components travel in context, so blocks that hold blocks (columns) render theirs too.
import { createContext, useContext, type ReactNode } from 'react';
import type { ClientBlock } from '../markdown/types.ts';
import type { BlockComponent, BlockType } from './types.ts';
import type { LoadedBlocks } from './registry.ts';

const Components = createContext<LoadedBlocks | null>(null);

export function BlockComponentsProvider({ components, children }: { components: LoadedBlocks; children: ReactNode }) {
  return <Components.Provider value={components}>{children}</Components.Provider>;
}

export function BlockList({ blocks }: { blocks: readonly ClientBlock[] }) {
  const components = useContext(Components);
  if (!components) throw new Error('<BlockList> outside <BlockComponentsProvider>');
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
