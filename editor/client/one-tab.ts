// One editor tab at a time. Two tabs editing the same site.yaml would keep one draft between
// them (each writing over the other's) and save over each other's changes, so the editor
// holds a Web Lock while it is open. A second tab waits: it says where the editor is, opens by
// itself when the first tab closes, and can take over at once ("Edit here instead"). The tab
// that is taken over from stops; its unsaved changes are already kept as a draft at each
// change (drafts.ts), and the tab that took over offers them back when it opens.
// Locks belong to one browser profile and one origin, that is one dev server and its site file.

export const EDITOR_LOCK = 'site-editor';

/** 'editing': this tab holds the editor; 'elsewhere': another tab does; 'taken': another tab took over. */
export type TabState = 'editing' | 'elsewhere' | 'taken';

const forever = () => new Promise<never>(() => undefined);

/**
 * Asks for the editor and reports each state this tab goes through. Returns `takeOver`, which
 * makes this tab the editing one now (the other one stops).
 */
export function claimEditor(onState: (state: TabState) => void): { takeOver(): void } {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    onState('editing'); // no Web Locks (an old browser, an insecure origin): as before
    return { takeOver: () => onState('editing') };
  }
  let waiting: AbortController | undefined;
  const hold = () => {
    onState('editing');
    return forever();
  };
  // A lock held by this tab rejects with AbortError when another tab steals it.
  const whenTaken = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') onState('taken');
  };
  /** Waits in line for the editor, which comes when the tab holding it closes. */
  const wait = () => {
    const controller = new AbortController();
    waiting = controller;
    locks.request(EDITOR_LOCK, { signal: controller.signal }, hold).catch((error: unknown) => {
      if (!controller.signal.aborted) whenTaken(error); // not this tab's own taking over
    });
  };
  locks
    .request(EDITOR_LOCK, { ifAvailable: true }, (lock) => {
      if (lock) return hold();
      onState('elsewhere');
      wait();
      return undefined;
    })
    .catch(whenTaken);
  return {
    takeOver() {
      waiting?.abort();
      waiting = undefined;
      locks.request(EDITOR_LOCK, { steal: true }, hold).catch(whenTaken);
    },
  };
}
