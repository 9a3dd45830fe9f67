// Every block type has a name in words in its schema (its title: "Call-to-action buttons"), and
// the editor's block chooser and block list show it, never the type's key split at its capitals
// ("Cta buttons", "Faq accordion").
import { describe, expect, it } from 'vitest';
import { blockTypeOf, readSchemaFiles } from '../../src/schema/schema-files.ts';
import { bundleSchema } from '../../editor/shared/bundle-schema.ts';
import { formSchemas } from '../../editor/shared/form-schema.ts';
import { pathInWords } from '../../editor/shared/field-labels.ts';

const files = readSchemaFiles();
const blocks = files.filter((f) => f.name.startsWith('blocks/'));
const bundle = bundleSchema(files);

describe('the names of block types', () => {
  it('each block schema names its type in words: a title of its own, no key, no type name', () => {
    for (const file of blocks) {
      const title = file.schema.title;
      expect(typeof title, file.name).toBe('string');
      expect(title, file.name).toMatch(/^[A-Z][a-z-]*( [a-z-]+)*$/);
      expect(title, file.name).not.toMatch(/Block$/);
    }
    const titles = blocks.map((f) => f.schema.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("the editor's block chooser shows each type by that name", () => {
    const shown = Object.fromEntries(formSchemas(bundle).blockTypes.map((t) => [t.type, t.title]));
    expect(shown).toEqual(Object.fromEntries(blocks.map((f) => [blockTypeOf(f), f.schema.title])));
    expect(shown.ctaButtons).toBe('Call-to-action buttons');
    expect(shown.faqAccordion).toBe('Questions and answers');
  });

  it('a place in the site names its block by that name', () => {
    const data = { routes: [{ path: '/', blocks: [{ type: 'faqAccordion' }] }] };
    expect(pathInWords(bundle, data, ['routes', 0, 'blocks', 0])).toBe('page / › block 1 (Questions and answers)');
  });
});
