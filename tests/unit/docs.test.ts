// docs/blocks.md and docs/settings.md are generated from schema/ and must not go stale; the
// examples of blocks.md must be valid, and settings.md must name every field of site.yaml's settings.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { docsFile, generateDocs } from '../../src/generate/generate-docs.ts';
import { generateSettingsDocs, settingsDocsFile } from '../../src/generate/generate-settings-docs.ts';
import { blockTypeOf, readSchemaFiles } from '../../src/schema/schema-files.ts';
import { siteValidator } from '../../src/validate/schema-validator.ts';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { testSite } from '../support/test-site.ts';

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

describe('docs/settings.md', () => {
  it('matches schema/ (run npm run gen when this fails)', () => {
    expect(readFileSync(settingsDocsFile, 'utf8')).toBe(generateSettingsDocs());
  });

  it('names every field the shipped site.yaml and the example use outside the pages, with its path', () => {
    const docs = generateSettingsDocs();
    const named = new Set([...docs.matchAll(/^\| `([^`]+)` \||^## (\w+)$/gm)].map((m) => m[1] ?? m[2]));
    const paths = (value: unknown, path: string, out: Set<string>) => {
      if (Array.isArray(value)) value.forEach((v) => paths(v, `${path}[]`, out));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) {
          const at = `${path}.${k}`;
          // A submenu's entries have the fields of the menu's; theme.art is a map of colours.
          if (/\.submenu\[\]|\.theme\.art\./.test(at)) continue;
          out.add(at.slice(1));
          paths(v, at, out);
        }
    };
    for (const file of [testSite.file, 'examples/landscaping/site.yaml']) {
      const { routes: _routes, ...settings } = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const used = new Set<string>();
      paths(settings, '', used);
      expect(
        [...used].filter((p) => !named.has(p)),
        file,
      ).toEqual([]);
    }
  });
});
