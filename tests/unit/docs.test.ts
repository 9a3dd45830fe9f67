// docs/blocks.md is generated from schema/ and must not go stale; its examples must be valid.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { docsFile, generateDocs } from '../../src/generate/generate-docs.ts';
import { blockTypeOf, readSchemaFiles } from '../../src/schema/schema-files.ts';
import { siteValidator } from '../../src/validate/schema-validator.ts';
import { loadSiteText } from '../../src/validate/load-site.ts';

describe('docs/blocks.md', () => {
  it('matches schema/ (run npm run gen when this fails)', () => {
    expect(readFileSync(docsFile, 'utf8')).toBe(generateDocs());
  });

  it('has a section with a field table and a YAML example for every block type', () => {
    const docs = generateDocs();
    for (const file of readSchemaFiles().filter((f) => f.name.startsWith('blocks/'))) {
      const type = blockTypeOf(file);
      const section = docs.split(`\n## ${type}\n`)[1]?.split('\n## ')[0];
      expect(section, type).toBeTruthy();
      expect(section, type).toContain('```yaml\n- type: ' + type);
    }
  });

  it('every example in it passes the schema', () => {
    const { config } = loadSiteText('site.yaml', readFileSync('tests/fixtures/valid/site.yaml', 'utf8'));
    const { validate } = siteValidator();
    const examples = [...generateDocs().matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => parse(m[1]) as unknown[]);
    expect(examples.length).toBeGreaterThan(2);
    for (const blocks of examples) {
      const site = { ...config, routes: [{ path: '/', blocks }] };
      expect(validate(site), `${JSON.stringify(blocks)}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});
