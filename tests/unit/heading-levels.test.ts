import { describe, expect, it } from 'vitest';
import { headingTag, itemLevel } from '../../src/blocks/heading-levels.tsx';

describe('heading levels inside a block', () => {
  it('puts items one level below the block heading, or at h2 without one', () => {
    expect(headingTag(itemLevel('Our team'))).toBe('h3');
    expect(headingTag(itemLevel(undefined))).toBe('h2');
  });
  it('adds a level under a group title (FAQ questions)', () => {
    expect(itemLevel('FAQ', 1)).toBe(4);
    expect(itemLevel(undefined, 1)).toBe(3);
  });
});
