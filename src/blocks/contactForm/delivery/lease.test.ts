// @vitest-environment jsdom
// The sender's lease for sites without Web Locks (plain http): one tab at a time, a lease left
// by a tab that died expires, a lost lease is noticed before a send, and a damaged record or a
// missing IndexedDB never stops the sender. Each "tab" is a call with its own name, on one
// IndexedDB (fake-indexeddb), with real timers. Waiting is told by order, not by the clock: how
// many looks at the lease a tab took before it ran (a tab that waits looks again every 250 ms),
// and, for a lease that runs out, a clock that stands still until the test moves it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** Counts the looks at the stored lease (each try to take it reads it first). */
const countLooks = () => vi.spyOn(IDBObjectStore.prototype, 'get');

beforeEach(() => onRecord((store) => store.clear()));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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
    // The clock stands still: the lease runs out only when the test moves the clock past it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const until = Date.now() + LEASE_MS;
    await onRecord((store) => store.put({ owner: 'closed-tab', until }, 'sender'));
    const looks = countLooks();
    let ranAt: number | undefined;
    const running = withLease(async () => void (ranAt = Date.now()), 'me');
    // While the lease stands, the tab looks again and again and does not run.
    await vi.waitFor(() => expect(looks.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(ranAt).toBeUndefined();
    vi.setSystemTime(until + 1);
    await running;
    expect(ranAt).toBeGreaterThan(until);
  });

  it('gives the lease up when done, so the next tab does not wait', async () => {
    await withLease(async () => undefined, 'first');
    const looks = countLooks();
    let looksBefore = 0;
    await withLease(async () => void (looksBefore = looks.mock.calls.length), 'second');
    expect(looksBefore).toBe(1); // it took the lease at its first look
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
      const looks = countLooks();
      let looksBefore = 0;
      await withLease(async () => void (looksBefore = looks.mock.calls.length), 'me');
      expect(looksBefore).toBe(1); // run at the first look, not after waiting the record out
      looks.mockRestore();
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
