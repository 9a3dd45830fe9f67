// Text from a request printed on one terminal line: nothing in it can start a new line,
// colour the terminal or reorder what is shown.
import { describe, expect, it } from 'vitest';
import { oneLine } from '../../vite/log-text.ts';
import { isSafePath } from '../../vite/static-host.ts';

describe('oneLine', () => {
  it.each([
    ['Ann\r\nFORGED', 'Ann\\u000d\\u000aFORGED'],
    ['\u001b[31mred\u001b[0m', '\\u001b[31mred\\u001b[0m'],
    ['a\u2028b\u2029c\u0085d', 'a\\u2028b\\u2029c\\u0085d'],
    ['evil\u202egnp.exe', 'evil\\u202egnp.exe'],
    ['back\\slash', 'back\\\\slash'],
    ['Ann Boudreaux, café ✓', 'Ann Boudreaux, café ✓'],
  ])('%j -> %j', (text, shown) => {
    expect(oneLine(text)).toBe(shown);
    expect(oneLine(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e]/);
  });

  it('cuts long values', () => {
    expect(oneLine('x'.repeat(500))).toBe(`${'x'.repeat(120)}…`);
  });
});

describe('isSafePath (preview server)', () => {
  it.each(['/', '/about', '/about/', '/assets/app-1.js', '/dots..in..name'])('allows %s', (p) =>
    expect(isSafePath(p)).toBe(true),
  );
  it.each(['/../etc/passwd', '/a/../../b', '/..', '/a\\..\\b', '/a\u0000', 'relative'])('refuses %j', (p) =>
    expect(isSafePath(p)).toBe(false),
  );
});
