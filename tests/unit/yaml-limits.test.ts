// What a site file may not hold, found before parsing: too deep a nesting, YAML tags and
// bytes that are not UTF-8. Each is an error at file:line:col, never a crash or a repair.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteBytes, loadSiteText } from '../../src/validate/load-site.ts';
import { MAX_DEPTH, yamlLimitProblems } from '../../src/validate/yaml-limits.ts';
import { decodeUtf8 } from '../../src/validate/utf8.ts';
import { testSite } from '../support/test-site.ts';

const site = readFileSync(testSite.file, 'utf8');
const head = (p: { line: number; column: number; message: string }) => `${p.line}:${p.column} ${p.message}`;

describe('nesting depth', () => {
  it.each([45, 1000, 3000, 10_000])('%i nested lists give the depth message at the line they start on', (n) => {
    const text = site.replace(/^business:\n/m, `business:\n  deep:\n    ${'- '.repeat(n)}a\n`);
    const deepLine = text.slice(0, text.indexOf('    - - ')).split('\n').length;
    const errors = loadSiteText('site.yaml', text).problems.filter((p) => p.severity === 'error');
    expect(errors.map(head)).toEqual([
      `${deepLine}:5 The values starting here are nested more than ${MAX_DEPTH} levels deep; no site needs that many, and reading them could crash the validator.`,
    ]);
  });

  it('counts indented keys and brackets too', () => {
    const keys = `a:\n${Array.from({ length: 60 }, (_, i) => `${' '.repeat(i + 1)}k:`).join('\n')} 1\n`;
    expect(yamlLimitProblems('x.yaml', keys).map(head)[0]).toMatch(
      /^41:41 The values starting here are nested more than 40 levels/,
    );
    expect(yamlLimitProblems('x.yaml', `a: ${'{b: '.repeat(60)}1${'}'.repeat(60)}\n`).map(head)[0]).toMatch(
      /^1:1 The values/,
    );
  });

  it('allows the nesting a site needs, up to the limit', () => {
    expect(yamlLimitProblems('site.yaml', site)).toEqual([]);
    expect(yamlLimitProblems('site.yaml', site, 11)).toEqual([]);
    expect(yamlLimitProblems('x.yaml', `a: ${'['.repeat(MAX_DEPTH - 1)}${']'.repeat(MAX_DEPTH - 1)}\n`)).toEqual([]);
    expect(yamlLimitProblems('x.yaml', `a: ${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}\n`)).toHaveLength(1);
  });
});

describe('YAML tags', () => {
  it('are errors at the tag, with a fix', () => {
    const problems = yamlLimitProblems('x.yaml', 'a: !!js/function "x"\nb: [1, !evil 3]\nc: !!str 5\n');
    expect(problems.map(head)).toEqual([
      '1:4 The YAML tag !!js/function has no use in a site file, and the site does not read tags.',
      '2:8 The YAML tag !evil has no use in a site file, and the site does not read tags.',
      '3:4 The YAML tag !!str has no use in a site file, and the site does not read tags.',
    ]);
    expect(problems.every((p) => p.severity === 'error' && p.fix?.startsWith('Remove '))).toBe(true);
  });

  it('are not looked for inside quotes, text blocks or comments', () => {
    expect(yamlLimitProblems('x.yaml', 'a: "!evil"\nb: |\n  !!js/function\nc: x # !evil\nd: Call now!\n')).toEqual([]);
  });
});

describe('UTF-8', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

  it.each([
    ['a Latin-1 é', bytes('a: 1\nb: caf', [0xe9], ' au lait\n'), 2, 7, 'E9'],
    ['a character cut short', bytes('a: é\nb: x', [0xe2, 0x82], '\n'), 2, 5, 'E2'],
    ['a stray continuation byte after é', bytes('é', [0x80], '\n'), 1, 2, '80'],
    ['an invalid first byte', bytes([0xff], 'a: 1\n'), 1, 1, 'FF'],
  ])('finds %s at its line and column', (_, data, line, column, byte) => {
    expect(decodeUtf8(data)).toEqual({ ok: false, line, column, byte });
    const [error] = loadSiteBytes('x.yaml', data).problems;
    expect(head(error)).toBe(
      `${line}:${column} The file is not UTF-8 text: the byte ${byte} here is not part of any character (was the file saved as Latin-1 or Windows-1252?).`,
    );
  });

  it('reads UTF-8 text, with or without a byte-order mark, unchanged', () => {
    expect(decodeUtf8(bytes('a: café ✓ \u{1F600}\n'))).toEqual({ ok: true, text: 'a: café ✓ \u{1F600}\n' });
    expect(decodeUtf8(bytes([0xef, 0xbb, 0xbf], 'a: 1\n'))).toEqual({ ok: true, text: '\ufeffa: 1\n' });
  });
});
