// Drafts: the owner's unsaved edits, kept in the browser's IndexedDB at each change, under the
// path of the site file, with the version of the file they were made to and the data of that
// version. They survive a reload, a closed tab, a browser crash and a restart of the dev
// server; the editor offers them back when it opens. (IndexedDB rather than localStorage:
// Chromium writes localStorage to disk only after a delay, so a crash just after an edit lost
// it; an IndexedDB write is on disk when its transaction completes.)
import type { Change } from './changes.ts';

export interface Draft {
  /** The version (sha256) of site.yaml the edits were made to, and its data. */
  baseVersion: string;
  base: unknown;
  changes: Change[];
  /** When the last edit was made (ms since 1970). */
  savedAt: number;
}

const STORE = 'drafts';
let connection: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  connection ??= new Promise((resolve, reject) => {
    const open = indexedDB.open('site-editor', 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB cannot be opened'));
  });
  connection.catch(() => (connection = undefined));
  return connection;
}

/** Runs one request in its own transaction; resolves when the transaction is complete. */
async function run<T>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = request(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('The draft could not be kept'));
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPath = (v: unknown): boolean =>
  Array.isArray(v) && v.every((k) => typeof k === 'string' || (Number.isInteger(k) && (k as number) >= 0));

/** A draft as this editor writes it: anything else (another version's, or damaged) is not replayed. */
export function isDraft(value: unknown): value is Draft {
  return (
    isRecord(value) &&
    typeof value.baseVersion === 'string' &&
    Number.isFinite(value.savedAt) &&
    Array.isArray(value.changes) &&
    value.changes.every((c) => isRecord(c) && isPath(c.path) && 'after' in c)
  );
}

/**
 * The draft kept for `file`: undefined when there is none (or it holds no change), 'unreadable'
 * when the browser holds something that is not a draft this editor can replay. That one is
 * removed: offered, it would stop the editor each time it opens.
 */
export async function readDraft(file: string): Promise<Draft | 'unreadable' | undefined> {
  let stored: unknown;
  try {
    stored = await run('readonly', (s) => s.get(file));
  } catch {
    return undefined;
  }
  if (stored === undefined) return undefined;
  if (!isDraft(stored)) {
    await removeDraft(file);
    return 'unreadable';
  }
  return stored.changes.length ? stored : undefined;
}

/** Keeps the draft; false when the browser refused (storage full or turned off). */
export async function writeDraft(file: string, draft: Draft): Promise<boolean> {
  try {
    await run('readwrite', (s) => s.put(draft, file));
    return true;
  } catch {
    return false;
  }
}

export async function removeDraft(file: string): Promise<void> {
  await run('readwrite', (s) => s.delete(file)).catch(() => undefined);
}

/** Removes every draft this browser keeps for the editor (the error page's way out). */
export async function removeAllDrafts(): Promise<void> {
  await run('readwrite', (s) => s.clear()).catch(() => undefined);
}
