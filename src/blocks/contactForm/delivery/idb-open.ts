// Opens one of the sender's IndexedDB databases (one object store each), once per page. Never
// throws: undefined when the browser has no IndexedDB, refuses it, or an older tab blocks it.

const opened = new Map<string, Promise<IDBDatabase | undefined>>();

export function openStore(name: string, store: string): Promise<IDBDatabase | undefined> {
  let opening = opened.get(name);
  if (!opening) {
    opening = new Promise((resolve) => {
      try {
        const request = indexedDB.open(name, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(store);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(undefined);
        request.onblocked = () => resolve(undefined);
      } catch {
        resolve(undefined); // no IndexedDB here
      }
    });
    opened.set(name, opening);
  }
  return opening;
}
