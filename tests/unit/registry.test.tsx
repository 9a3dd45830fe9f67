import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockComponents } from '../../src/blocks/registry.generated.ts';
import { BlockList } from '../../src/blocks/BlockList.tsx';
import type { ParsedBlock } from '../../src/markdown/types.ts';
import type { BlockRegistry } from '../../src/blocks/types.ts';
import { siteValidator } from '../../src/validate/schema-validator.ts';

describe('block registry', () => {
  it('has exactly one component for each block type of the schema', () => {
    expect(Object.keys(blockComponents).sort()).toEqual(siteValidator().blockTypes);
    for (const component of Object.values(blockComponents)) expect(typeof component).toBe('function');
  });
  it('is typed so that a block type without its component fails tsc', () => {
    const { hero, ...withoutHero } = blockComponents;
    // @ts-expect-error the schema's hero type has no component here
    const incomplete: BlockRegistry = withoutHero;
    expect(Object.keys(incomplete)).not.toContain('hero');
    expect(hero).toBe(blockComponents.hero);
  });
  it('fails loudly for an unknown type instead of rendering nothing', () => {
    const unknown = [{ type: 'heroo' }] as unknown as ParsedBlock[];
    expect(() => renderToStaticMarkup(<BlockList blocks={unknown} />)).toThrow('Unknown block type "heroo"');
  });
});
