// Which enquiries are settled (delivered, or refused for good), in IndexedDB. The entries
// themselves live in localStorage (store.ts), but Chromium gives each tab its own copy of
// localStorage and brings it up to date a moment later: a tab that takes the sender's lock
// right after another tab delivered may still see the entry, and would send it again. An
// IndexedDB transaction is committed in the browser before the lock is released, so the tab
// that takes the lock next reads the truth here before it sends anything.
// Never throws: with no IndexedDB (a browser that refuses it) nothing is known to be settled,
// and the sender falls back to localStorage alone.

import { openStore } from './idb-open.ts';

const DB_NAME = 'site-enquiries';
const STORE = 'settled';
/** Settled ids are kept this long (longer than an entry can wait), then forgotten. */
export const SETTLED_KEEP_MS = 15 * 24 * 60 * 60 * 1000;

const open = () => openStore(DB_NAME, STORE);

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => resolve();
    transaction.onabort = () => resolve();
  });
}

/** True when some tab of this site has delivered (or given up on) this enquiry. */
export async function isSettled(id: string): Promise<boolean> {
  const db = await open();
  if (!db) return false;
  try {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(id);
    return await new Promise((resolve) => {
      request.onsuccess = () => resolve(request.result !== undefined);
      request.onerror = () => resolve(false);
    });
  } catch {
    return false;
  }
}

/** Records the enquiry as settled; resolves once that is committed. Forgets old records. */
export async function noteSettled(id: string, now = Date.now()): Promise<void> {
  const db = await open();
  if (!db) return;
  try {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    store.put(now, id);
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      if (typeof at.value !== 'number' || now - at.value > SETTLED_KEEP_MS) at.delete();
      at.continue();
    };
    await finished(transaction);
  } catch {
    /* the record could not be written: localStorage alone tells the other tabs */
  }
}
