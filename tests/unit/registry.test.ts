import { describe, expect, it } from 'vitest';
import { registry, loadBlocks } from '../../src/blocks/registry.ts';
import { siteValidator } from '../../src/validate/schema-validator.ts';

describe('block registry', () => {
  it('has exactly one component for each block type of the schema', () => {
    expect(Object.keys(registry).sort()).toEqual(siteValidator().blockTypes);
  });
  it('loads a component for every type', async () => {
    const loaded = await loadBlocks(Object.keys(registry));
    for (const type of Object.keys(registry)) expect(typeof (loaded as Record<string, unknown>)[type]).toBe('function');
  });
  it('fails loudly for an unknown type instead of rendering nothing', async () => {
    await expect(loadBlocks(['heroo'])).rejects.toThrow('Unknown block type "heroo"');
  });
});
