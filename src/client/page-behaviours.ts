// The page script's optional parts: each loads only on a page that has its elements, so a
// page without a logo strip, review stars, a background video or a before-and-after block
// carries none of their code. Each is a small chunk of its own, fetched as the page script
// starts; none changes what a visitor sees before it arrives (the logo strip first moves
// seconds later, the stars fill in when the reviews come near, the photos of a
// before-and-after block already lie one over the other and only wait for the slider's input).

import { oneTaskEach } from './one-task-each.ts';

type Start = (doc: Document) => void;

/** A selector of the elements a behaviour needs → its code. */
const BEHAVIOURS: ReadonlyArray<readonly [string, () => Promise<Start>]> = [
  ['.logo-strip', () => import('./logo-strip.ts').then((m) => m.logoStrips)],
  ['[data-stars]', () => import('./review-stars.ts').then((m) => m.revealStars)],
  ['video[data-motion]', () => import('./motion.ts').then((m) => m.pauseMotion)],
  ['[data-before-after]', () => import('./before-after.ts').then((m) => m.beforeAfterSliders)],
];

/**
 * Starts each download in a task of its own: one import() costs a few milliseconds (the
 * request for the chunk), and the two of the home page together made a task that crossed 50 ms
 * on a slowed phone (Lighthouse's TBT).
 */
export function startPageBehaviours(doc: Document): void {
  oneTaskEach(
    BEHAVIOURS.filter(([selector]) => doc.querySelector(selector)).map(
      ([, load]) =>
        () =>
          void load().then(
            (start) => start(doc),
            () => undefined, // offline: the page stays as rendered
          ),
    ),
  );
}
