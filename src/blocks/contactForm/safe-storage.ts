// The browser's localStorage when it can be used, else a stand-in in memory for this page's
// life: private modes, blocked cookies or a full quota make localStorage throw, and the form
// must still send what the visitor typed.

class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

function usable(storage: Storage | null | undefined): Storage | undefined {
  try {
    if (!storage) return undefined;
    const probe = '__site_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** localStorage, or memory when the browser refuses it (or `null` is given). `persistent` tells which. */
export function safeStorage(storage: Storage | null | undefined = browserStorage()): {
  store: Storage;
  persistent: boolean;
} {
  const real = usable(storage);
  return real ? { store: real, persistent: true } : { store: new MemoryStorage(), persistent: false };
}
