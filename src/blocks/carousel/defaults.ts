// Defaults of the carousel's optional fields. They repeat the schema's `default`s
// (schema/blocks/carousel.schema.json); a unit test fails when the two differ.
export const CAROUSEL_DEFAULTS = {
  interval: 5000,
  perSlide: 3,
  previousLabel: 'Previous',
  nextLabel: 'Next',
  pauseLabel: 'Pause',
  playLabel: 'Play',
  slideLabel: 'Slide {n} of {count}',
} as const;

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
