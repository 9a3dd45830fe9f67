import type { ComponentType } from 'react';
import type { ParsedBlock } from '../markdown/types.ts';

export type BlockType = ParsedBlock['type'];
/** A block as its component receives it (Markdown fields already parsed). */
export type BlockOf<K extends BlockType> = Extract<ParsedBlock, { type: K }>;
export interface BlockProps<K extends BlockType> {
  block: BlockOf<K>;
}
export type BlockComponent<K extends BlockType> = ComponentType<BlockProps<K>>;
/** The component of every block type (registry.generated.ts, written by `npm run gen`). */
export type BlockRegistry = { [K in BlockType]: BlockComponent<K> };
