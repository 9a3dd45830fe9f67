// Rules of the code that no linter holds: one type for a place in the site's data
// (src/site/data-path.ts), and no double cast (`as unknown as`) outside tests.
import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'editor', 'scripts', 'vite', 'office'];
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

/** The TypeScript files under `dir` that are not tests, outside node_modules. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !isTest(path) && !path.split(sep).includes('node_modules'))
    .map((path) => join(dir, path));

const files = ROOTS.flatMap((root) => sources(root));
const matching = (pattern: RegExp) =>
  files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

describe('one source for each fact of the code', () => {
  it('finds the sources it checks', () => {
    expect(files).toContain(join('src', 'site', 'data-path.ts'));
    expect(files.length).toBeGreaterThan(100);
  });

  it('a place in the site data has one type: PathSegment and DataPath of src/site/data-path.ts', () => {
    const declared = matching(
      /^\s*(export\s+)?type\s+\w+\s*=\s*(readonly\s+)?(\(string \| number\)\[\]|Array<string \| number>|string \| number;)/,
    );
    expect(declared).toEqual([`${join('src', 'site', 'data-path.ts')}:8: export type PathSegment = string | number;`]);
  });

  it('no double cast (as unknown as) outside tests', () => {
    expect(matching(/\bas unknown as\b/)).toEqual([]);
  });
});
