// Every block type, rendered from each example of its schema with and without its heading
// (as the server renders a page, islands included), keeps the page outline: after the
// page's h1, no heading is more than one level below the one before it.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readSchemaFiles, blockTypeOf } from '../schema/schema-files.ts';
import { SiteProvider } from '../layout/SiteContext.tsx';
import { BlockList } from './BlockList.tsx';
import { blockComponents } from './registry.generated.ts';
import type { BlockType } from './types.ts';
import { loadBlock } from '../../tests/support/block-from-yaml.ts';
import { site } from '../../tests/support/render-block.tsx';

function headingLevels(type: BlockType, example: Record<string, unknown>): number[] {
  const block = loadBlock(type, example);
  const html = renderToString(
    <SiteProvider site={site}>
      <BlockList blocks={[block]} />
    </SiteProvider>,
  );
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
  // The page's own h1 comes first, unless the block is the one that holds it (the hero).
  return levels.includes(1) ? levels : [1, ...levels];
}

/** Each step down the outline goes one level at most. */
const skips = (levels: number[]) =>
  levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} → h${level}`] : []));

const cases = readSchemaFiles()
  .filter((f) => f.name.startsWith('blocks/'))
  .flatMap((f) => {
    const type = blockTypeOf(f) as BlockType;
    const examples = (f.schema.examples ?? []) as Record<string, unknown>[];
    const props = f.schema.properties as Record<string, unknown>;
    const headingRequired = ((f.schema.required ?? []) as string[]).includes('heading');
    return examples.flatMap(({ type: _, ...example }, i) => [
      ...('heading' in props
        ? [
            {
              type,
              name: `${type} example ${i + 1} with a heading`,
              example: { ...example, heading: example.heading ?? 'A block heading' },
            },
          ]
        : []),
      ...(headingRequired
        ? []
        : [{ type, name: `${type} example ${i + 1} without a heading`, example: { ...example, heading: undefined } }]),
    ]);
  });

describe('heading order of every block', () => {
  it('has a schema example for every block type', () => {
    expect(new Set(cases.map((c) => c.type))).toEqual(new Set(Object.keys(blockComponents)));
  });
  it.each(cases)('$name', ({ type, example }) => {
    const clean = JSON.parse(JSON.stringify(example)) as Record<string, unknown>;
    expect(skips(headingLevels(type, clean))).toEqual([]);
  });
});
