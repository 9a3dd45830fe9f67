// Starting an island that woke (src/islands/wake.ts watches the islands, holds the presses until
// then and asks for the island's code and stylesheet): its props, its `start`, and the presses
// replayed. A chunk of its
// own, asked for with the island's code on the first interaction, so a page carries at load only
// the watch (about half of the mechanism).
import type { IslandModule } from './wake.ts';

const PRESS_KEYS = new Set(['Enter', ' ']);
const buttonOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('button, [role="button"]') : null;

function replay(held: readonly Event[]): void {
  for (const event of held) {
    const target = event.target;
    if (!(target instanceof Element) || !target.isConnected) continue;
    const button = buttonOf(target);
    if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    // A dispatched keydown does not press a button: Enter or Space held on one is its click.
    else if (event instanceof KeyboardEvent && PRESS_KEYS.has(event.key) && button) button.click();
    else if (event instanceof KeyboardEvent) target.dispatchEvent(new KeyboardEvent('keydown', event));
    else if (event instanceof MouseEvent) target.dispatchEvent(new MouseEvent('click', event));
  }
}

/**
 * Starts the island once its code (`code`) and the islands' stylesheet (`sheet`) are in, then
 * stops its watch (`stop`) and replays the presses held meanwhile. Rejects when the code did not load.
 */
export async function startIsland(
  root: HTMLElement,
  code: Promise<IslandModule>,
  sheet: Promise<unknown> | undefined,
  held: readonly Event[],
  stop: () => void,
): Promise<void> {
  const props: unknown = JSON.parse(root.dataset.props ?? '{}');
  const [island] = await Promise.all([code, sheet]);
  island.start(root, props as never);
  stop();
  delete root.dataset.islandError;
  root.querySelectorAll<HTMLElement>('[data-island-fallback]').forEach((el) => (el.hidden = true));
  root.dataset.awake = 'true';
  replay(held);
}
