// One path type and one way to read and replace a value at a path (src/site/data-path.ts), for
// the validator, the schema walk, the Markdown step of the build and the editor alike.
import { describe, expect, it } from 'vitest';
import { getAt, samePath, setAll, setAt, startsWith, updateList } from '../../src/site/data-path.ts';

describe('data paths', () => {
  it('reads a value, and nothing where the path does not lead (a number indexes lists, a string maps)', () => {
    const data = { routes: [{ path: 'a', blocks: [{ type: 'hero' }] }] };
    expect(getAt(data, ['routes', 0, 'blocks', 0, 'type'])).toBe('hero');
    expect(getAt(data, [])).toBe(data);
    expect(getAt(data, ['routes', '0', 'path'])).toBeUndefined();
    expect(getAt(data, ['routes', 0, 'path', 'x'])).toBeUndefined();
    expect(getAt(data, ['missing', 3])).toBeUndefined();
  });

  it('replaces a value without touching the original, and removes a key set to undefined', () => {
    const data = { a: { b: [1, 2, 3] }, c: 1 };
    const next = setAt(data, ['a', 'b', 1], 9);
    expect(next).toEqual({ a: { b: [1, 9, 3] }, c: 1 });
    expect(data.a.b[1]).toBe(2);
    expect(setAt(data, ['c'], undefined)).toEqual({ a: { b: [1, 2, 3] } });
  });

  it('copies only along the path: the rest is shared with the original', () => {
    const data = { a: { b: [1] }, keep: { deep: [1, 2] } };
    const next = setAt(data, ['a', 'b', 0], 2);
    expect(next.keep).toBe(data.keep);
    expect(next.a).not.toBe(data.a);
  });

  it('replaces several values at once, copying each object on the way once and sharing the rest', () => {
    const data = { routes: [{ blocks: [{ a: 1 }, { a: 2 }] }, { blocks: [{ a: 3 }] }], menu: [{ title: 'x' }] };
    const next = setAll(data, [
      { path: ['routes', 0, 'blocks', 0, 'a'], value: 10 },
      { path: ['routes', 0, 'blocks', 1, 'a'], value: 20 },
    ]);
    expect(next).toEqual({
      routes: [{ blocks: [{ a: 10 }, { a: 20 }] }, { blocks: [{ a: 3 }] }],
      menu: [{ title: 'x' }],
    });
    expect(data.routes[0].blocks[0].a).toBe(1); // the original is left as it was
    expect(next.routes[1]).toBe(data.routes[1]);
    expect(next.menu).toBe(data.menu);
    expect(setAll(data, [])).toBe(data);
  });

  it('makes the maps and lists a path needs', () => {
    expect(setAt({}, ['menu', 0, 'title'], 'Home')).toEqual({ menu: [{ title: 'Home' }] });
    expect(updateList({ a: 1 }, ['list'], (l) => [...l, 'x'])).toEqual({ a: 1, list: ['x'] });
  });

  it('compares paths', () => {
    expect(samePath(['routes', 1], ['routes', 1])).toBe(true);
    expect(samePath(['routes', 1], ['routes', '1'])).toBe(false);
    expect(startsWith(['routes', 1, 'blocks'], ['routes', 1])).toBe(true);
    expect(startsWith(['routes'], ['routes', 1])).toBe(false);
  });
});
