// @vitest-environment jsdom
// The sender's lease for sites without Web Locks (plain http): one tab at a time, a lease left
// by a tab that died expires, a lost lease is noticed before a send, and a damaged record or a
// missing IndexedDB never stops the sender. Each "tab" is a call with its own name, on one
// IndexedDB (fake-indexeddb), with real timers.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LEASE_MS, withLease } from './lease.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `change` on the stored lease record, as another tab (or a damaged store) would. */
function onRecord(change: (store: IDBObjectStore) => void): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.open('site-enquiry-lease', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('lease');
    request.onsuccess = () => {
      const transaction = request.result.transaction('lease', 'readwrite');
      change(transaction.objectStore('lease'));
      transaction.oncomplete = () => (request.result.close(), resolve());
    };
  });
}

beforeEach(() => onRecord((store) => store.clear()));

describe("the sender's lease", () => {
  it('lets one tab in at a time, however many start together', async () => {
    let inside = 0;
    let most = 0;
    const order: string[] = [];
    const tab = (name: string) =>
      withLease(async () => {
        inside++;
        most = Math.max(most, inside);
        order.push(name);
        await wait(30);
        inside--;
      }, name);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(tab));
    expect(most).toBe(1);
    expect(order.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('waits out a lease left by a tab that closed mid-send, then runs', async () => {
    await onRecord((store) => store.put({ owner: 'closed-tab', until: Date.now() + 400 }, 'sender'));
    const started = Date.now();
    let ranAt = 0;
    await withLease(async () => void (ranAt = Date.now()), 'me');
    expect(ranAt - started).toBeGreaterThanOrEqual(390);
  });

  it('gives the lease up when done, so the next tab does not wait', async () => {
    await withLease(async () => undefined, 'first');
    const started = Date.now();
    await withLease(async () => undefined, 'second');
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('keep() renews it for the whole try, and says so when another tab holds it', async () => {
    const answers: boolean[] = [];
    await withLease(async (keep) => {
      answers.push(await keep(LEASE_MS * 6));
      let until = 0;
      await onRecord((store) => {
        const read = store.get('sender');
        read.onsuccess = () => (until = read.result.until);
      });
      expect(until - Date.now()).toBeGreaterThan(LEASE_MS * 5);
      // This tab's renewals could not run (kept in the background), the lease expired, and
      // another tab took it.
      await onRecord((store) => store.put({ owner: 'other', until: Date.now() + LEASE_MS }, 'sender'));
      answers.push(await keep(LEASE_MS));
    }, 'me');
    expect(answers).toEqual([true, false]);
  });

  it('keep() never takes back a lease that ran out and another tab took and gave up meanwhile', async () => {
    const answers: boolean[] = [];
    await withLease(async (keep) => {
      // This tab was frozen: its lease ran out, another tab took it, sent, and gave it up.
      await onRecord((store) => store.put({ owner: 'other', until: Date.now() + LEASE_MS }, 'sender'));
      await onRecord((store) => store.delete('sender'));
      answers.push(await keep(LEASE_MS));
    }, 'me');
    expect(answers).toEqual([false]);
  });

  it('a page left mid-send gives the lease up at once', async () => {
    let leave = () => {};
    const running = withLease(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await new Promise<void>((resolve) => (leave = resolve));
    }, 'leaving');
    await wait(50);
    let owner: unknown = 'unread';
    await onRecord((store) => {
      const read = store.get('sender');
      read.onsuccess = () => (owner = read.result?.owner);
    });
    expect(owner).toBeUndefined();
    leave();
    await running;
  });

  it('a damaged record, or one said to last for days, does not lock the sender out', async () => {
    for (const record of ['junk', { owner: 5, until: 'soon' }, { owner: 'x', until: Date.now() + 3 * 86_400_000 }]) {
      await onRecord((store) => store.put(record, 'sender'));
      const started = Date.now();
      let ran = false;
      await withLease(async () => void (ran = true), 'me');
      expect(ran).toBe(true);
      expect(Date.now() - started).toBeLessThan(200);
    }
  });

  it('with no IndexedDB at all, the task runs unlocked', async () => {
    vi.resetModules(); // a lease module that has not opened its database yet
    vi.stubGlobal('indexedDB', undefined);
    try {
      const { withLease: fresh } = await import('./lease.ts');
      let kept: boolean | undefined;
      await fresh(async (keep) => void (kept = await keep(1_000)), 'me');
      expect(kept).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
