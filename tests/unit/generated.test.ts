import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes, typesFile } from '../../src/generate/generate-types.ts';
import { generateSiteSchema, siteSchemaFile } from '../../src/generate/generate-block-list.ts';
import { blockTypeOf, readSchemaFiles } from '../../src/schema/schema-files.ts';
import {
  generatedBlockFiles,
  nestedBlockFields,
  pageHeadingBlocks,
  pictureLayouts,
} from '../../src/generate/generate-blocks.ts';
import { layoutOf } from '../../src/pictures/layouts.ts';

describe('generated files', () => {
  it('the TypeScript types match schema/ (run npm run gen when this fails)', async () => {
    expect(readFileSync(typesFile, 'utf8')).toBe(await generateTypes());
  });

  it.each(generatedBlockFiles().map(([file, text]) => ({ file, text })))(
    '$file matches schema/blocks/ (run npm run gen when this fails)',
    ({ file, text }) => {
      expect(readFileSync(file, 'utf8')).toBe(text);
    },
  );

  it('the fields that hold blocks are read from the schema: the columns block holds blocks in main and aside', () => {
    expect(nestedBlockFields()).toEqual({ columns: ['main', 'aside'] });
  });

  it('the block types that show the page heading are read from the schema ("x-showsPageHeading": true)', () => {
    const files = readSchemaFiles().filter((f) => f.name.startsWith('blocks/'));
    expect(pageHeadingBlocks(files)).toEqual(['serviceHero']);
    const flagHero = files.map((f) =>
      f.name === 'blocks/hero.schema.json' ? { ...f, schema: { ...f.schema, 'x-showsPageHeading': true } } : f,
    );
    expect(pageHeadingBlocks(flagHero)).toEqual(['hero', 'serviceHero']);
  });

  it('how wide a block shows its pictures is read from its schema ("x-pictureLayout")', () => {
    const files = readSchemaFiles().filter((f) => f.name.startsWith('blocks/'));
    expect(Object.keys(pictureLayouts(files))).toContain('serviceHero');
    expect(layoutOf('serviceHero').largest).toBeLessThan(600); // beside the text, not the container's 1296 px
    expect(layoutOf('richText')).toEqual(layoutOf(undefined));
    const wide = { sizes: '100vw', widths: [800], largest: 800 };
    const flagNotice = files.map((f) =>
      f.name === 'blocks/notice.schema.json' ? { ...f, schema: { ...f.schema, 'x-pictureLayout': wide } } : f,
    );
    expect(pictureLayouts(flagNotice).notice).toEqual(wide);
  });

  it('a field with a default is always there after loading, and one without stays optional', () => {
    const types = readFileSync(typesFile, 'utf8');
    expect(/^ {2}interval(\??): number;$/m.exec(types)?.[1]).toBe('');
    expect(/^ {2}foundingYear(\??): number;$/m.exec(types)?.[1]).toBe('?');
  });

  it('the block list of site.schema.json matches schema/blocks/ (run npm run gen when this fails)', () => {
    const current = readFileSync(siteSchemaFile, 'utf8');
    expect(current).toBe(generateSiteSchema(current));
    const block = JSON.parse(current).$defs.block;
    const types = readSchemaFiles()
      .filter((f) => f.name.startsWith('blocks/'))
      .map(blockTypeOf);
    expect(block.properties.type.anyOf.map((t: { const: string }) => t.const)).toEqual(types);
    expect(block.oneOf).toHaveLength(types.length);
  });

  it('a new block schema file makes the block list stale', () => {
    const current = readFileSync(siteSchemaFile, 'utf8');
    const dropped = current.replace(/\n {8}\{ "\$ref": "blocks\/hero\.schema\.json" \},/, '');
    expect(dropped).not.toBe(current);
    expect(generateSiteSchema(dropped)).toBe(current);
  });
});
