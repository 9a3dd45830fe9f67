import type { ComponentType } from 'react';
import type { ClientBlock } from '../markdown/types.ts';

export type BlockType = ClientBlock['type'];
/** A block as its component receives it (Markdown fields already parsed). */
export type BlockOf<K extends BlockType> = Extract<ClientBlock, { type: K }>;
export interface BlockProps<K extends BlockType> {
  block: BlockOf<K>;
}
export type BlockComponent<K extends BlockType> = ComponentType<BlockProps<K>>;
