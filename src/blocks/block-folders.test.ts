// Everything of a block lives in its folder: src/blocks/<type>/ holds the component
// (<Type>Block.tsx), its styles (_<type>.scss, imported through the generated
// _blocks.generated.scss) and its unit test.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteValidator } from '../validate/schema-validator.ts';

const blocksDir = import.meta.dirname;
const blockStyles = readFileSync(join(blocksDir, '../styles/_blocks.generated.scss'), 'utf8');
const siteScss = readFileSync(join(blocksDir, '../styles/site.scss'), 'utf8');
const pascal = (type: string) => type[0].toUpperCase() + type.slice(1);

describe('block folders', () => {
  it.each(siteValidator().blockTypes)('%s has its component, styles and unit test', (type) => {
    const missing = [`${pascal(type)}Block.tsx`, `_${type}.scss`, `${type}.test.tsx`].filter(
      (file) => !existsSync(join(blocksDir, type, file)),
    );
    expect(missing).toEqual([]);
    expect(blockStyles).toContain(`@import '../blocks/${type}/${type}';`);
    expect(siteScss).toContain("@import 'blocks.generated';");
  });
  it('the "Add a block type" steps of docs/developer.md name files that exist', () => {
    const steps = readFileSync(join(blocksDir, '../../docs/developer.md'), 'utf8')
      .split('## Add a block type\n')[1]
      .split('\n## ')[0];
    const paths = [...steps.matchAll(/`((?:src|tests|schema)\/[\w./-]+\.(?:ts|tsx|scss|json))`/g)]
      .map((m) => m[1])
      .filter((p) => !p.includes('quoteBox'));
    expect(paths.length).toBeGreaterThan(4);
    expect(paths.filter((p) => !existsSync(join(blocksDir, '../..', p)))).toEqual([]);
  });
});
