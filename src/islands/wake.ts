// The island mechanism in the browser: when each island wakes, and what happens until it is
// live. It knows no block: the page script hands it the list of islands' code
// (src/blocks/islands.generated.ts, written by `npm run gen`). Every island wakes on the first
// interaction inside it (pointer, focus, key, touch, input); `data-when="visible"` islands also
// wake when they come near the viewport. Waking loads the block's browser code (plain
// TypeScript, no framework) and, when the island names one (`data-sheet`, written at build by
// vite/prerender/page-css.ts), the stylesheet of the rules only woken islands use (a form's
// error and sent states); once both are in, it calls the code's `start` with the island's
// element and props, so no state the code shows is ever unstyled. The
// press that woke an island is held and replayed once it is live, so the first click or key
// press is never lost; text typed meanwhile stays in the native fields. When the code cannot
// load, the next press tries again, presses stay held (a form is never sent by the
// browser itself, which would put its fields in the address and reach no one), and an island
// that was pressed shows the fallback its HTML holds (`data-island-fallback`) until it wakes.
// This file is the watch, which a page with islands loads as it opens
// (src/islands/page-islands.ts); what starts a woken island (its sheet, props, `start`, the
// replay) is src/islands/start.ts, asked for with the island's code on the first interaction.

/** What a block's `<type>.client.ts` exports: makes the server's HTML inside `root` live. */
export interface IslandModule {
  // `never`: each island declares the props it reads; the mechanism passes them through unread.
  start: (root: HTMLElement, props: never) => void;
}
/** Block type → a loader of its browser code (an on-demand import, so each is its own chunk). */
export type IslandLoaders = Readonly<Record<string, () => Promise<IslandModule>>>;

// A touch is a pointerdown in every browser the site supports (Pointer Events), so no touchstart.
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click', 'input', 'submit'] as const;
/** Keys the islands act on; held until the island is live (others act natively). */
const ACTION_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape']);
const PRESS_KEYS = new Set(['Enter', ' ']);
/** How near the viewport a `visible` island wakes. */
export const VISIBLE_MARGIN = '200px 0px';

const buttonOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('button, [role="button"]') : null;

/** Whether an event before the island is live must be held (and its default prevented) for replay. */
export function mustHold(event: Event): boolean {
  if (event.type === 'submit') return true;
  if (event.type === 'click') return Boolean(buttonOf(event.target));
  if (event.type === 'keydown') {
    const key = (event as KeyboardEvent).key;
    return ACTION_KEYS.has(key) || (PRESS_KEYS.has(key) && Boolean(buttonOf(event.target)));
  }
  return false;
}

/** The page's islands' stylesheet (one per page), once asked for: settles when it has loaded, or failed. */
let sheet: Promise<unknown> | undefined;

/** Asks for the islands' stylesheet an island names (`data-sheet`), once for the page. */
function islandSheet(root: HTMLElement): Promise<unknown> | undefined {
  const href = root.dataset.sheet;
  if (href && !sheet) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    sheet = new Promise((done) => (link.onload = link.onerror = done));
    document.head.append(link);
  }
  return sheet;
}

/** Shows what an island's HTML offers in place of its code (`data-island-fallback`): it did not load. */
function showFallback(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('[data-island-fallback]').forEach((el) => (el.hidden = false));
}

export function watchIsland(root: HTMLElement, loaders: IslandLoaders): void {
  const held: Event[] = [];
  let started = false;
  // After a failed load only a press tries again: a hover or focus would ask for the missing
  // code at every move of the pointer.
  let failed = false;
  const onEvent = (event: Event) => {
    if (mustHold(event)) {
      event.preventDefault();
      held.push(event);
      wake();
    } else if (!failed) wake();
  };
  const stop = () => WAKE_EVENTS.forEach((type) => root.removeEventListener(type, onEvent, true));
  let observer: IntersectionObserver | undefined;
  const wake = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    const name = root.dataset.island ?? '';
    // The island's code, its stylesheet and the code that starts it (start.ts), asked for at once.
    const code = Object.hasOwn(loaders, name) ? loaders[name]() : Promise.reject(new Error(`Unknown island "${name}"`));
    code.catch(() => undefined); // reported below, once start.ts has waited for it
    const styles = islandSheet(root);
    import('./start.ts')
      .then((starter) => starter.startIsland(root, code, styles, held, stop))
      .catch((error: unknown) => {
        // The page stays readable and its links work; the island stays as rendered, and wakes
        // on a later interaction if its code arrives then.
        started = false;
        failed = true;
        root.dataset.islandError = 'true';
        if (held.length) showFallback(root);
        console.error(`The ${name} part of this page could not start:`, error);
      });
  };
  WAKE_EVENTS.forEach((type) => root.addEventListener(type, onEvent, true));
  // A field focused before this code arrived (it loads after the page script, on pages with an
  // island) was an interaction this watcher never heard: it wakes the island now.
  if (root.contains(root.ownerDocument.activeElement)) wake();
  if (root.dataset.when === 'visible') {
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin: VISIBLE_MARGIN,
    });
    observer.observe(root.firstElementChild ?? root);
  }
}

export function watchIslands(doc: Document, loaders: IslandLoaders): void {
  doc.querySelectorAll<HTMLElement>('site-island[data-island]').forEach((root) => watchIsland(root, loaders));
}
