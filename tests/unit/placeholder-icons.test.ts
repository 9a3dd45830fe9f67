// A card without a photo gets a drawn placeholder; its icon comes from the words of the title.
// A title that names none of the icons' everyday words gets an abstract shape, never a
// trade's (a water drop or a house on a piano teacher's "Private lessons" card), and never a
// star, which would read as a rating.
import { describe, expect, it } from 'vitest';
import { iconFor } from '../../src/components/placeholder-icons.ts';
import { hashString } from '../../src/components/PlaceholderImage.tsx';

const icon = (title: string) => iconFor(title, hashString(title));

describe('placeholder icons', () => {
  it('a title with an everyday word gets its icon', () => {
    expect(icon('Window cleaning')).toBe('window');
    expect(icon('Home visits')).toBe('house');
    expect(icon('Office moves')).toBe('building');
  });

  it('a title that names none gets an abstract shape, whatever the business', () => {
    const titles = ['Private lessons', 'Recitals', 'Music theory', 'Tax returns', 'Bookkeeping', 'Dog grooming'];
    const shapes = titles.map(icon);
    for (const shape of shapes) expect(['sparkle', 'rings', 'hexagon', 'chevrons', 'dots']).toContain(shape);
    expect(new Set(shapes).size).toBeGreaterThan(1); // not all the same picture
    expect(icon('Recitals')).toBe(icon('Recitals')); // the same title, the same picture
  });

  it('never a star, which reads as a rating no customer gave', () => {
    const titles = Array.from({ length: 200 }, (_, i) => `Service ${i}`);
    expect(titles.map(icon)).not.toContain('star');
  });
});
