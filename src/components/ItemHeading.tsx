// The heading of one item of a block (a card, a reason, a question): one level below the
// block's own h2, or h2 when the block has none, so a page's outline never skips a level.
// BlockSection sets the level for each block; outside a block it is h2.
import { createContext, useContext, type ReactNode } from 'react';

const ItemLevelContext = createContext(2);

/** Set by BlockSection: the level of the block's items. */
export const ItemLevelProvider = ItemLevelContext.Provider;

/** Level of the block's items; `depth` adds levels for items under a sub-heading (FAQ groups). */
export function useItemLevel(depth = 0): number {
  return useContext(ItemLevelContext) + depth;
}

export function ItemHeading({
  depth = 0,
  className,
  children,
}: {
  depth?: number;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(useItemLevel(depth), 5)}` as 'h2' | 'h3' | 'h4' | 'h5';
  return <Tag className={className}>{children}</Tag>;
}
