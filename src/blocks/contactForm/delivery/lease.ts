// One sender at a time across the tabs of a site that has no Web Locks: `navigator.locks`
// exists only in a secure context, so a site served on plain http has none, and two tabs
// would both send the same waiting enquiry. The lock is then a lease in IndexedDB, which
// http pages have too: an IndexedDB read-write transaction runs alone across every tab, so
// "take the lease if it is free, expired or already mine" cannot succeed in two tabs at once.
// A lease lasts a few seconds and is renewed while its tab works; a tab that closes or crashes
// mid-send leaves a lease that expires by itself. Before each send the sender renews it for the
// whole try (`keep`), and stops if it was lost (a tab kept in the background so long that its
// renewals could not run). Never throws: with no IndexedDB either (or one that fails), the
// task runs unlocked, as it always did.
import { newEnquiryId } from './enquiry-id.ts';
import { openStore } from './idb-open.ts';

const DB_NAME = 'site-enquiry-lease';
const STORE = 'lease';
const KEY = 'sender';
/** How long a lease lasts unless renewed. */
export const LEASE_MS = 10_000;
/** How often a held lease is renewed, and how often a waiting tab asks again. */
const RENEW_MS = 3_000;
const POLL_MS = 250;
/** A lease said to last longer than this (a clock set back, a damaged record) has expired. */
const LONGEST_MS = 10 * 60_000;

interface Lease {
  owner: string;
  until: number;
}
/** Renews the lease for at least `ms` from now; false when another tab holds it now. */
export type Keep = (ms: number) => Promise<boolean>;

const open = () => openStore(DB_NAME, STORE);

/** What a transaction on the lease did: stored the change, left the lease as it was, or failed. */
type Result = 'changed' | 'unchanged' | 'failed';

/**
 * In one read-write transaction: `change` sees the lease as stored and returns what to store
 * (`null` deletes it, `undefined` leaves it).
 */
async function update(
  db: IDBDatabase,
  change: (lease: Lease | undefined) => Lease | null | undefined,
): Promise<Result> {
  try {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    let changed = false;
    const read = store.get(KEY);
    read.onsuccess = () => {
      const lease = read.result as Lease | undefined;
      const next = change(
        lease && typeof lease.owner === 'string' && typeof lease.until === 'number' ? lease : undefined,
      );
      if (next === null) store.delete(KEY);
      else if (next) store.put(next, KEY);
      changed = next !== undefined;
    };
    return await new Promise<Result>((resolve) => {
      transaction.oncomplete = () => resolve(changed ? 'changed' : 'unchanged');
      transaction.onerror = transaction.onabort = () => resolve('failed');
    });
  } catch {
    return 'failed';
  }
}

/** Takes the lease until `now + ms`, if no other tab holds it now. */
const take = (db: IDBDatabase, me: string, ms: number) =>
  update(db, (lease) => {
    const now = Date.now();
    const held = lease && lease.owner !== me && lease.until > now && lease.until - now <= LONGEST_MS;
    if (held) return undefined;
    return { owner: me, until: Math.max(now + ms, lease?.owner === me ? lease.until : 0) };
  });

/**
 * Renews this tab's lease until at least `now + ms`, only while it is still this tab's: a lease
 * that ran out while the tab was frozen, and that another tab took (and perhaps gave up again
 * after sending), is never taken back here, or the same enquiry would go twice.
 */
const renew = (db: IDBDatabase, me: string, ms: number) =>
  update(db, (lease) => {
    if (lease?.owner !== me) return undefined;
    return { owner: me, until: Math.max(Date.now() + ms, lease.until) };
  });

/** Gives the lease up, if it is still this tab's. */
const release = (db: IDBDatabase, me: string) => update(db, (lease) => (lease?.owner === me ? null : undefined));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` once this tab holds the lease (waiting while another tab holds it), renewing it
 * meanwhile, and gives it up after. `me` names this tab.
 */
export async function withLease(task: (keep: Keep) => Promise<void>, me = newEnquiryId()): Promise<void> {
  const db = await open();
  const unlocked = () => task(async () => true);
  if (!db) return unlocked();
  for (;;) {
    const taken = await take(db, me, LEASE_MS);
    if (taken === 'failed') return unlocked();
    if (taken === 'changed') break;
    await pause(POLL_MS);
  }
  const renewal = setInterval(() => void renew(db, me, LEASE_MS), RENEW_MS);
  // A page left mid-send (the visitor went to another page of the site) gives the lease up at
  // once, so the next page does not wait for it to run out.
  const leaving = () => void release(db, me);
  globalThis.addEventListener?.('pagehide', leaving);
  try {
    // A renewal that fails for IndexedDB's own reasons does not stop the sender: only a lease
    // that is no longer this tab's does.
    await task(async (ms) => (await renew(db, me, ms)) !== 'unchanged');
  } finally {
    clearInterval(renewal);
    globalThis.removeEventListener?.('pagehide', leaving);
    await release(db, me);
  }
}
