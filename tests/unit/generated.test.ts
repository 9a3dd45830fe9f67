import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes, typesFile } from '../../src/config/generate-types.ts';

describe('generated files', () => {
  it('the TypeScript types match schema/ (run npm run gen when this fails)', () => {
    expect(readFileSync(typesFile, 'utf8')).toBe(generateTypes());
  });
});
