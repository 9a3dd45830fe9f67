// A block as its component receives it, made from YAML the way the build makes it: checked
// against its schema with the schema's defaults filled in, Markdown fields parsed.
import { parse } from 'yaml';
import { siteValidator } from '../../src/validate/schema-validator.ts';
import { parseBlocks } from '../../src/markdown/parse-blocks.ts';
import type { BlockOf, BlockType } from '../../src/blocks/types.ts';
import type { Block } from '../../src/site/site-types.generated.ts';

/** Load one block (a YAML mapping, or an object as site.yaml would hold it). */
export function loadBlock<K extends BlockType>(type: K, source: string | Record<string, unknown>): BlockOf<K> {
  const data = typeof source === 'string' ? (parse(source) as Record<string, unknown>) : structuredClone(source);
  const block = { type, ...data };
  const validate = siteValidator().validateBlock(type);
  if (!validate(block)) throw new Error(`Not a valid ${type} block: ${JSON.stringify(validate.errors)}`);
  return parseBlocks([block as unknown as Block])[0] as BlockOf<K>;
}
