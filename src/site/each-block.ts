// The one walk over blocks and the blocks they hold (the columns block's main and aside):
// which fields hold blocks is read from the schema by `npm run gen` (nested-blocks.generated.ts).
import type { Block } from './site-types.generated.ts';
import { NESTED_BLOCK_FIELDS } from './nested-blocks.generated.ts';

/** A place in the site data: field names and list positions. */
export type BlockPath = (string | number)[];

type AnyBlock = Block<unknown>;
type NestedFields = { readonly [K in AnyBlock['type']]?: readonly (keyof Extract<AnyBlock, { type: K }>)[] };
// A generated field name that is no field of its block type fails tsc here.
const nestedFields: NestedFields = NESTED_BLOCK_FIELDS;

/**
 * Calls `visit` for every block of the list and, after each, for the blocks it holds, in the
 * order of the file. `path` is where the list is; each block gets its own path.
 */
export function eachBlock<B extends AnyBlock>(
  blocks: readonly B[] | undefined,
  visit: (block: B, path: BlockPath) => void,
  path: BlockPath = [],
): void {
  blocks?.forEach((block, i) => {
    const here = [...path, i];
    visit(block, here);
    for (const field of nestedFields[block.type] ?? [])
      eachBlock((block as unknown as Record<string, unknown>)[field as string] as B[] | undefined, visit, [
        ...here,
        field as string,
      ]);
  });
}
