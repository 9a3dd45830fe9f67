// The page script's optional parts: each loads only on a page that has its elements, so a
// page without an island, a logo strip, review stars, a background video, a before-and-after
// block or FAQ groups carries none of their code (the island mechanism itself is about 1 KB
// gzip, and most pages have no island). Each is a small chunk of its own, fetched as the page script
// starts; none changes what a visitor sees before it arrives (the logo strip first moves
// seconds later, the stars fill in when the reviews come near, the photos of a
// before-and-after block already lie one over the other and only wait for the slider's input).

import { oneTaskEach } from './one-task-each.ts';

/** A part's module: `start` makes the page's elements of that part live. */
interface Behaviour {
  start: (doc: Document) => void;
}

/** A selector of the elements a behaviour needs → its code. */
const BEHAVIOURS: ReadonlyArray<readonly [string, () => Promise<Behaviour>]> = [
  // First: an island wakes on the first press inside it, which it holds until it is live.
  // (`site-island` alone would be a word of every page's script, keeping the element's rule
  // on pages without one: vite/prerender/page-css.ts)
  ['site-island[data-island]', () => import('../islands/page-islands.ts')],
  ['.logo-strip', () => import('./logo-strip.ts')],
  ['[data-stars]', () => import('./review-stars.ts')],
  ['video[data-motion]', () => import('./motion.ts')],
  ['[data-before-after]', () => import('./before-after.ts')],
  ['.faq-group', () => import('./faq-hash.ts')],
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
            (part) => part.start(doc),
            () => undefined, // offline: the page stays as rendered
          ),
    ),
  );
}
