// The editor's words for fields: the schema's labels, never raw keys like callText.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bundleSchema } from '../../editor/shared/bundle-schema.ts';
import { fieldLabel, pathInWords, withFieldLabel } from '../../editor/shared/field-labels.ts';
import { readSchemaFiles } from '../../src/schema/schema-files.ts';
import { testSite } from '../support/test-site.ts';

const bundle = bundleSchema(readSchemaFiles());
const site = parse(readFileSync(testSite.file, 'utf8')) as { routes: { path: string; blocks?: { type: string }[] }[] };
const home = site.routes.findIndex((r) => r.path === '/');
const hero = site.routes[home].blocks!.findIndex((b) => b.type === 'hero');

describe('field labels', () => {
  it("names a block's field by its label, picking the block's schema by its type", () => {
    expect(fieldLabel(bundle, site, ['routes', home, 'blocks', hero, 'callText'])).toBe('Call text');
    expect(fieldLabel(bundle, site, ['business', 'siteUrl'])).toBe('Site address');
    expect(fieldLabel(bundle, site, ['business', 'noSuchField'])).toBeUndefined();
  });

  it('puts the label in place of the quoted key in a message', () => {
    const path = ['routes', home, 'blocks', hero, 'callText'];
    expect(withFieldLabel(bundle, site, path, 'The field "callText" is missing.')).toBe(
      'The field "Call text" is missing.',
    );
    expect(withFieldLabel(bundle, site, ['business', 'typo'], 'The field "typo" is not allowed here.')).toBe(
      'The field "typo" is not allowed here.',
    );
  });

  it('says a path in words: the page, the block and the field label', () => {
    expect(pathInWords(bundle, site, ['routes', home, 'blocks', hero, 'callText'])).toBe(
      `page / › block ${hero + 1} (Hero banner) › Call text`,
    );
    expect(pathInWords(bundle, site, ['business', 'phone'])).toBe('Business › Phone');
  });

  it("heads a list's items in words, never with the type generator's name (MenuItem, TownPage)", () => {
    const titles: string[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (k === 'title' && typeof x === 'string') titles.push(x);
          else walk(x);
        }
    };
    walk(bundle);
    expect(titles.filter((t) => /^[A-Z][a-z0-9]+[A-Z]/.test(t))).toEqual([]);
    const defs = (bundle as { $defs: Record<string, { title?: string }> }).$defs;
    expect(defs.menuItem.title).toBe('Menu item');
    expect(defs.townPage.title).toBe('Town page');
  });
});
