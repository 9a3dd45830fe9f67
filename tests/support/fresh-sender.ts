// Each test of the enquiry sender gets a state of its own, whatever ran before it: a fresh copy
// of the delivery modules (the sender's run, timer, watchers and counters, the store's choice of
// storage, the open IndexedDB connections), a fresh IndexedDB (fake-indexeddb), an empty
// localStorage; after it, the window listeners its sender added ('online', 'storage') are
// removed and the module copies are dropped, so that a later test file (the shared project
// runs files in one worker) never gets modules bound to this test's IndexedDB.
// For src/blocks/contactForm/delivery/*.test.ts (jsdom).
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';

type Listen = [type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions];
const added: Listen[] = [];

/** The delivery modules, loaded anew over a new IndexedDB and an empty localStorage. Call leaveNoState() after the test. */
export async function freshSender({ newIndexedDB = true } = {}) {
  vi.resetModules();
  // The form's tests keep the page's own (none in their jsdom): their fake timers stop setImmediate, on which fake-indexeddb runs.
  if (newIndexedDB) vi.stubGlobal('indexedDB', new IDBFactory());
  localStorage.clear();
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((...args: Listen) => {
    added.push(args);
    add(...args);
  });
  return {
    ...(await import('../../src/blocks/contactForm/delivery/sender.ts')),
    ...(await import('../../src/blocks/contactForm/delivery/store.ts')),
    ...(await import('../../src/blocks/contactForm/delivery/settled-log.ts')),
  };
}

/** Removes the window listeners added since freshSender(), and drops the modules it loaded. */
export function leaveNoState(): void {
  for (const [type, listener, options] of added.splice(0)) window.removeEventListener(type, listener, options);
  vi.resetModules();
}

/**
 * For a file of the sender's tests, around each test after its own setup: fake timers (not
 * setImmediate, on which fake-indexeddb runs its requests), `fetch` answered by `fetchMock` and
 * console.log kept quiet; after it, all undone and leaveNoState().
 */
export function aroundSenderTests(fetchMock: typeof fetch): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    leaveNoState();
  });
}
