// When each island wakes. Every island wakes on the first interaction inside it (pointer,
// focus, key, touch, input); `data-when="visible"` islands also wake when they come near the
// viewport. The press that woke an island is held and replayed once it is live, so the
// first click or key press is never lost; text typed meanwhile stays in the native fields.

const WAKE_EVENTS = [
  'pointerover',
  'pointerdown',
  'focusin',
  'keydown',
  'click',
  'touchstart',
  'input',
  'submit',
] as const;
/** Keys the islands act on; held until the island is live (others act natively). */
const ACTION_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape']);
const PRESS_KEYS = new Set(['Enter', ' ']);
/** How near the viewport a `visible` island wakes. */
export const VISIBLE_MARGIN = '200px 0px';

const isButton = (target: EventTarget | null) =>
  target instanceof Element && Boolean(target.closest('button, [role="button"]'));

/** Whether an event before hydration must be held (and its default prevented) for replay. */
export function mustHold(event: Event): boolean {
  if (event.type === 'submit') return true;
  if (event.type === 'click') return isButton(event.target);
  if (event.type === 'keydown') {
    const key = (event as KeyboardEvent).key;
    return ACTION_KEYS.has(key) || (PRESS_KEYS.has(key) && isButton(event.target));
  }
  return false;
}

function replay(held: readonly Event[], root: HTMLElement, hovered: boolean): void {
  if (hovered) {
    // React's mouse enter/leave come from mouseover: tell it where the pointer rests.
    const under = [...root.querySelectorAll(':hover')].pop();
    under?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, cancelable: true, view: window }));
  }
  for (const event of held) {
    const target = event.target;
    if (!(target instanceof Element) || !target.isConnected) continue;
    if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else if (event instanceof KeyboardEvent) target.dispatchEvent(new KeyboardEvent('keydown', event));
    else if (event instanceof MouseEvent) target.dispatchEvent(new MouseEvent('click', event));
  }
}

export function watchIsland(root: HTMLElement): void {
  const held: Event[] = [];
  let hovered = false;
  let started = false;
  const onEvent = (event: Event) => {
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType === 'mouse') hovered = true;
    if (mustHold(event)) {
      event.preventDefault();
      held.push(event);
    }
    wake();
  };
  const stop = () => WAKE_EVENTS.forEach((type) => root.removeEventListener(type, onEvent, true));
  let observer: IntersectionObserver | undefined;
  const wake = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    import('./hydrate.ts')
      .then(({ hydrate }) => hydrate(root))
      .then(
        () => {
          stop();
          root.dataset.hydrated = 'true';
          replay(held, root, hovered);
        },
        (error: unknown) => {
          // The page stays readable and its links work; the island stays as rendered.
          stop();
          root.dataset.islandError = 'true';
          console.error(`The ${root.dataset.island} part of this page could not start:`, error);
        },
      );
  };
  WAKE_EVENTS.forEach((type) => root.addEventListener(type, onEvent, true));
  if (root.dataset.when === 'visible' && typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin: VISIBLE_MARGIN,
    });
    observer.observe(root.firstElementChild ?? root);
  }
}

export function watchIslands(doc: Document): void {
  doc.querySelectorAll<HTMLElement>('site-island[data-island]').forEach(watchIsland);
}
