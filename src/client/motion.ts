// Background videos (`data-motion`, src/blocks/hero) stand still for visitors who ask for
// reduced motion, and play again when they stop asking.

export function pauseMotion(doc: Document): void {
  const media = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
  if (!media) return;
  const apply = () => {
    doc
      .querySelectorAll<HTMLVideoElement>('video[data-motion]')
      .forEach((v) => (media.matches ? v.pause() : void v.play().catch(() => undefined)));
  };
  if (media.matches) apply();
  media.addEventListener('change', apply);
}

/** What the page script starts on a page that has its elements (page-behaviours.ts). */
export { pauseMotion as start };
