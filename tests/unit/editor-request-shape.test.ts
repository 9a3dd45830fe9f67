// What the editor's API refuses before it edits or checks anything: data that cannot be a site
// because of its shape. A section of 15,000 made-up fields (200 KB) once held the dev server
// for 20 s, as the YAML library compares each new key with every earlier one.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { MAX_JSON_DEPTH, MAX_LIST_ITEMS, MAX_SECTION_FIELDS, shapeProblem } from '../../editor/server/http.ts';
import { testSite } from '../support/test-site.ts';

const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

describe('the shape of the data a request may send', () => {
  it('lets the shipped site and the example through', () => {
    for (const file of [testSite.file, 'examples/landscaping/site.yaml'])
      expect(shapeProblem(parse(readFileSync(file, 'utf8'))), file).toBeUndefined();
  });

  it('refuses a section with too many fields, a list too long, or nesting too deep', () => {
    expect(shapeProblem({ data: fields(MAX_SECTION_FIELDS) })).toBeUndefined();
    expect(shapeProblem({ data: fields(15_000) })).toBe('a section has 15000 fields (at most 500)');
    expect(shapeProblem({ data: { menu: Array(MAX_LIST_ITEMS + 1).fill(1) } })).toMatch(/^a list has 5001 entries/);
    // As many values as fit in the request: only the body's size limits them.
    expect(shapeProblem({ data: Array.from({ length: 400 }, () => fields(300)) })).toBeUndefined();
    let deep: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH + 5; i++) deep = [deep];
    expect(shapeProblem({ data: deep })).toBe(`it is nested more than ${MAX_JSON_DEPTH} levels deep`);
  });
});
