// The review stars' one-time animation (src/blocks/testimonials): they fill in as the reviews
// come near the viewport, once, and stand still for visitors who ask for reduced motion.

export type StarsState = 'static' | 'waiting' | 'playing';
/** How far before the reviews enter the viewport their stars start to fill. */
export const STAR_TRIGGER_ROOT_MARGIN = '0px 0px 150px 0px';

/**
 * The review stars' one-time animation: 'static' (no animation: server, reduced motion),
 * 'waiting' (hidden until the block comes near) and 'playing'. Never runs twice.
 */
export function revealStars(doc: Document): void {
  const blocks = [...doc.querySelectorAll<HTMLElement>('[data-stars]')];
  const media = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  if (!blocks.length || media?.matches !== false || typeof IntersectionObserver !== 'function') return;
  const set = (el: HTMLElement, state: StarsState) => (el.dataset.stars = state);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        set(entry.target as HTMLElement, 'playing');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: STAR_TRIGGER_ROOT_MARGIN },
  );
  blocks.forEach((el) => {
    set(el, 'waiting');
    observer.observe(el);
  });
  // Reduced motion turned on later: show the stars without animation.
  media.addEventListener('change', () => {
    if (media.matches) blocks.forEach((el) => set(el, 'static'));
  });
}

/** What the page script starts on a page that has its elements (page-behaviours.ts). */
export { revealStars as start };
