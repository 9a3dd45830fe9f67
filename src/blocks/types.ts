import type { ComponentType } from 'react';
import type { Block } from '../config/site-types.generated.ts';

export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
export interface BlockProps<K extends BlockType> {
  block: BlockOf<K>;
}
export type BlockComponent<K extends BlockType> = ComponentType<BlockProps<K>>;
