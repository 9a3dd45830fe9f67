// How the carousel's items fall into slides, and how back/next move between them.

/** Items grouped into slides of `perSlide`: ceil(items / perSlide) slides. */
export function toSlides<T>(items: readonly T[], perSlide: number): T[][] {
  const size = Math.max(1, Math.floor(perSlide));
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size));
  return slides;
}

/** The slide after (step 1) or before (step -1) `index`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return count > 0 ? (((index + step) % count) + count) % count : 0;
}
