// Where a block sits: in the page's own flow, or inside a block that holds blocks (a column of
// a columns block). A block whose look depends on it says so with a class of its own, so that
// a page's stylesheet keeps only the rules of the places its blocks are in.
import { createContext, useContext } from 'react';

/** Whether the blocks rendered here sit inside another block. */
export const NestedBlocks = createContext(false);

export const useNested = (): boolean => useContext(NestedBlocks);
