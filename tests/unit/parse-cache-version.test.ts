// The parse cache (src/validate/parse-cache.ts) keeps what the parse of a page file gives, named by
// the file's bytes and PARSE_VERSION: an entry made by an older parse step must never be read by a
// newer one. This fails when a file of the parse step changes, until PARSE_VERSION is bumped and
// the files' hash below written with it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARSE_VERSION } from '../../src/validate/parse-cache.ts';

/** What the parse of a page file is made of: what it reads, what it finds wrong, what it keeps. */
const PARSE_STEP = [
  'src/validate/yaml-source.ts',
  'src/validate/yaml-limits.ts',
  'src/validate/yaml-mistakes.ts',
  'src/validate/utf8.ts',
  'src/validate/page-parse.ts',
  'src/validate/lazy-tree.ts',
  'src/validate/parse-cache.ts',
];

/** The version, with the hash of the parse step's files it was bumped for. */
const BUMPED = { version: 1, files: '66f7642ad4c73338' };

describe('the parse cache version', () => {
  it('is bumped whenever the parse step changes', () => {
    const hash = createHash('sha256');
    for (const file of PARSE_STEP) hash.update(readFileSync(file, 'utf8').replace(/\r\n/g, '\n'));
    const files = hash.digest('hex').slice(0, 16);
    expect(
      { version: PARSE_VERSION, files },
      `The parse step changed: bump PARSE_VERSION in src/validate/parse-cache.ts, and write the new version and files: '${files}' in BUMPED here.`,
    ).toEqual(BUMPED);
  });
});
