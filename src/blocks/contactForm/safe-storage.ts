// The storage EmailJS's limitRate keeps its last-send time in. @emailjs/browser 4.4.1 turns
// limitRate off silently when init() gets no storageProvider, so we always pass this one.
// It uses localStorage and falls back to memory (for this page's life) when the browser
// refuses storage: private modes, blocked cookies, a full quota, or no window at all.
import type { StorageProvider } from '@emailjs/browser';

function browserStorage(): Storage | undefined {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return undefined;
    const probe = '__contact_form_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

export function safeStorage(storage: Storage | undefined = browserStorage()): StorageProvider {
  const memory = new Map<string, string>();
  return {
    get: async (key) => {
      try {
        if (storage) return storage.getItem(key);
      } catch {
        /* fall through to memory */
      }
      return memory.get(key) ?? null;
    },
    set: async (key, value) => {
      memory.set(key, value);
      try {
        storage?.setItem(key, value);
      } catch {
        /* memory keeps it */
      }
    },
    remove: async (key) => {
      memory.delete(key);
      try {
        storage?.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
  };
}
