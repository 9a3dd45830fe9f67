// The one walk over blocks and the blocks they hold (the columns block's main and aside):
// which fields hold blocks is read from the schema by `npm run gen` (nested-blocks.generated.ts).
import type { Block } from './site-types.generated.ts';
import { NESTED_BLOCK_FIELDS } from './nested-blocks.generated.ts';
import type { PathSegment } from './data-path.ts';

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
  visit: (block: B, path: PathSegment[]) => void,
  path: PathSegment[] = [],
): void {
  blocks?.forEach((block, i) => {
    const here = [...path, i];
    visit(block, here);
    for (const field of nestedFields[block.type] ?? []) {
      const name = String(field);
      eachBlock(heldBlocks(block, name), visit, [...here, name]);
    }
  });
}

/** The value of a block's field named by a generated table (a string, not a key tsc can check). */
export function fieldOf(block: object, name: string): unknown {
  const value: unknown = Object.getOwnPropertyDescriptor(block, name)?.value;
  return value;
}

/** The blocks a block holds in a field: by the schema, blocks of the same kind as it. */
function heldBlocks<B extends AnyBlock>(block: B, field: string): B[] {
  const value = fieldOf(block, field);
  return Array.isArray(value) ? value : [];
}
