// @vitest-environment jsdom
// The sender on its own: what it keeps, what it deletes, and when it tries again. The form's
// own test and tests/e2e/enquiry-delivery.spec.ts cover the visitor's side.
// Each test has its own sender, store, IndexedDB and listeners (tests/support/fresh-sender.ts):
// none depends on what an earlier test left running.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_MS, type DeliveryState } from './sender.ts';
import { EXPIRY_MS } from './store.ts';
import { answerWait } from './emailjs-send.ts';
import { waitingEnquiry } from '../../../../tests/support/waiting-enquiry.ts';
import { aroundSenderTests, freshSender } from '../../../../tests/support/fresh-sender.ts';
import { hasWaitingEnquiry } from './waiting.ts';

type Delivery = Awaited<ReturnType<typeof freshSender>>;
let deliverWaiting: Delivery['deliverWaiting'];
let watchEnquiry: Delivery['watchEnquiry'];
let endEnquiry: Delivery['endEnquiry'];
let endOf: Delivery['endOf'];
let loadEnquiry: Delivery['loadEnquiry'];
let saveEnquiry: Delivery['saveEnquiry'];
let isSettled: Delivery['isSettled'];
let noteSettled: Delivery['noteSettled'];

const fetchMock = vi.fn<typeof fetch>();
const enquiry = waitingEnquiry;
const ids = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).template_params.enquiry_id);

/** Moves the fake clock, then lets the (real) IndexedDB requests that follow finish. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 60; i++) await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(async () => {
  ({ deliverWaiting, watchEnquiry, endEnquiry, endOf, loadEnquiry, saveEnquiry, isSettled, noteSettled } =
    await freshSender());
  fetchMock.mockReset();
});
aroundSenderTests(fetchMock);

describe('the enquiry sender', () => {
  it('the page script sees a waiting enquiry only while one is stored', async () => {
    expect(hasWaitingEnquiry()).toBe(false);
    saveEnquiry(enquiry('a'));
    expect(hasWaitingEnquiry()).toBe(true);
    fetchMock.mockImplementation(async () => new Response('OK'));
    await deliverWaiting();
    expect(hasWaitingEnquiry()).toBe(false);
  });

  it('tries again after a transient failure, with growing pauses, until EmailJS answers 200', async () => {
    saveEnquiry(enquiry('b'));
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('OK'));
    await deliverWaiting();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(RETRY_MS[0]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(RETRY_MS[1] - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(ids()).toEqual(['b', 'b', 'b']);
    expect(hasWaitingEnquiry()).toBe(false);
  });

  it('coming back online sends at once', async () => {
    saveEnquiry(enquiry('c'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response('OK'));
    await deliverWaiting();
    window.dispatchEvent(new Event('online'));
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(hasWaitingEnquiry()).toBe(false);
  });

  it('deletes enquiries older than 14 days unsent, and damaged entries', async () => {
    saveEnquiry(enquiry('old', { createdAt: Date.now() - EXPIRY_MS - 1 }));
    localStorage.setItem('site-enquiry:broken', '{"id":');
    fetchMock.mockImplementation(async () => new Response('OK'));
    await deliverWaiting();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hasWaitingEnquiry()).toBe(false);
  });

  it('a configuration failure with no form watching keeps the entry for the form to report, and stops', async () => {
    saveEnquiry(enquiry('d'));
    fetchMock.mockImplementation(async () => new Response('The Public Key is invalid', { status: 400 }));
    await deliverWaiting();
    await advance(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hasWaitingEnquiry()).toBe(true);
    await deliverWaiting(); // the next visit, on a page with no form: nothing is posted again
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The form that watches it is told, and the entry goes.
    const states: DeliveryState[] = [];
    watchEnquiry('d', (s) => states.push(s));
    await deliverWaiting();
    expect(states).toEqual([{ kind: 'failed' }]);
    expect(hasWaitingEnquiry()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refused for good on a page with no form: the page tells the visitor, with the ways to reach us, until they close it', async () => {
    const notice = {
      paragraphs: ['Our form could not send your request.', 'Reach us now:'],
      links: [
        { href: 'tel:+15555550100', text: 'Call' },
        { href: 'mailto:office@example.com?subject=Request&body=Name%3A%20Ann', text: 'Email us your request' },
        { href: 'javascript:alert(1)', text: 'Bad' },
      ],
      close: 'Close',
    };
    saveEnquiry(enquiry('n1', { notice }));
    fetchMock.mockImplementation(async () => new Response('The Public Key is invalid', { status: 400 }));
    await deliverWaiting();
    const shown = () => document.querySelectorAll('[data-refused-enquiry="n1"]');
    expect(shown()).toHaveLength(1);
    const box = shown()[0];
    expect(box.getAttribute('role')).toBe('alert');
    expect([...box.querySelectorAll('p')].map((p) => p.textContent)).toEqual(notice.paragraphs);
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'tel:+15555550100',
      'mailto:office@example.com?subject=Request&body=Name%3A%20Ann',
    ]);
    // Kept, never posted again, shown once however often the sender runs (the next page).
    await deliverWaiting();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown()).toHaveLength(1);
    expect(hasWaitingEnquiry()).toBe(true);
    box.querySelector('button')!.click();
    expect(shown()).toHaveLength(0);
    expect(hasWaitingEnquiry()).toBe(false);
  });

  it('a newer enquiry behind one that must wait is told it waits too, and goes after it', async () => {
    saveEnquiry(enquiry('older', { createdAt: Date.now() - 1000 }));
    saveEnquiry(enquiry('newer'));
    const states: DeliveryState[] = [];
    watchEnquiry('newer', (s) => states.push(s));
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockImplementation(async () => new Response('OK'));
    await deliverWaiting();
    expect(ids()).toEqual(['older']);
    expect(states).toEqual([{ kind: 'waiting', reason: 'transient' }]);
    await advance(RETRY_MS[0]);
    await advance(60_000); // the spacing between two sends
    expect(ids()).toEqual(['older', 'older', 'newer']);
    expect(states.at(-1)).toEqual({ kind: 'delivered' });
  });

  it('after a try with no answer in time, the next waits twice as long, up to 2 minutes', async () => {
    saveEnquiry(enquiry('slow'));
    const never = () => new Promise<Response>(() => undefined); // EmailJS never answers
    fetchMock
      .mockImplementationOnce(never)
      .mockImplementationOnce(never)
      .mockImplementation(async () => new Response('OK'));
    void deliverWaiting();
    await advance(0);
    expect(ids()).toEqual(['slow']);
    await advance(15_000 - 1);
    expect(loadEnquiry('slow')?.timeouts).toBeUndefined(); // still waiting for its answer
    await advance(1); // given up after 15 s
    expect(loadEnquiry('slow')?.timeouts).toBe(1);
    await advance(RETRY_MS[0]);
    expect(ids()).toEqual(['slow', 'slow']);
    await advance(30_000 - 1);
    expect(loadEnquiry('slow')?.timeouts).toBe(1); // the second try waits 30 s
    await advance(1);
    expect(loadEnquiry('slow')?.timeouts).toBe(2);
    await advance(RETRY_MS[1]);
    expect(ids()).toEqual(['slow', 'slow', 'slow']);
    expect(hasWaitingEnquiry()).toBe(false);
    expect([0, 1, 2, 3, 4].map((n) => answerWait(n))).toEqual([15_000, 30_000, 60_000, 120_000, 120_000]);
    // An enquiry stored before there was a count waits the first time.
    expect(answerWait(undefined)).toBe(15_000);
  });

  it('a delivered enquiry is recorded as settled before the lock is let go', async () => {
    saveEnquiry(enquiry('s1'));
    fetchMock.mockImplementation(async () => new Response('OK'));
    expect(await isSettled('s1')).toBe(false);
    await deliverWaiting();
    expect(await isSettled('s1')).toBe(true);
  });

  it('a tab whose localStorage still shows an enquiry another tab delivered does not send it again', async () => {
    saveEnquiry(enquiry('s2')); // this tab's copy of localStorage lags behind...
    await noteSettled('s2'); // ...the tab that delivered it and recorded it
    fetchMock.mockImplementation(async () => new Response('OK'));
    const states: DeliveryState[] = [];
    watchEnquiry('s2', (s) => states.push(s));
    await deliverWaiting();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(states).toEqual([{ kind: 'delivered' }]);
    expect(hasWaitingEnquiry()).toBe(false);
  });

  it('a tab whose localStorage still shows answers delivered before the visitor changed them does not send them again', async () => {
    saveEnquiry(enquiry('r1')); // revision 0, already delivered by another tab...
    await noteSettled('r1#0'); // ...which keeps revision 1, the changed answers, to send next
    fetchMock.mockImplementation(async () => new Response('OK'));
    await deliverWaiting();
    expect(fetchMock).not.toHaveBeenCalled();
    saveEnquiry(enquiry('r1', { revision: 1, params: { name: 'Ann B.', enquiry_id: 'r1' } })); // this tab catches up
    await deliverWaiting();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hasWaitingEnquiry()).toBe(false);
  });

  it('answers changed while a delivered try is being recorded still go, and only then is it delivered', async () => {
    saveEnquiry(enquiry('c1', { params: { phone: 'old', enquiry_id: 'c1' } }));
    let answerNow!: (response: Response) => void;
    const reply = new Promise<Response>((resolve) => (answerNow = resolve));
    fetchMock.mockReturnValueOnce(reply).mockImplementation(async () => new Response('OK'));
    const states: Array<DeliveryState & { at: number }> = []; // each with the number of posts made by then
    watchEnquiry('c1', (s) => states.push({ ...s, at: ids().length }));
    const run = deliverWaiting();
    await advance(0);
    // The visitor's press lands while the sender records the delivery in IndexedDB.
    const put = IDBObjectStore.prototype.put;
    let pressed = false;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (!pressed) {
        pressed = true;
        setImmediate(() => saveEnquiry(enquiry('c1', { revision: 1, params: { phone: 'new', enquiry_id: 'c1' } })));
      }
      return put.apply(this, args);
    });
    answerNow(new Response('OK'));
    await run;
    await advance(1_000);
    expect(ids()).toHaveLength(1); // EmailJS takes one request a second: the new answers wait for it
    await advance(1_000);
    const phones = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).template_params.phone);
    expect(pressed).toBe(true);
    expect(phones).toEqual(['old', 'new']);
    // Told only after the new answers went.
    expect(states.filter((s) => s.kind !== 'waiting')).toEqual([{ kind: 'delivered', at: 2 }]);
    expect(hasWaitingEnquiry()).toBe(false);
  });

  it('a form watching a request that another tab refused, or whose notice was closed, is told it failed, not Sent!', async () => {
    const notice = { paragraphs: ['Not sent.'], links: [], close: 'Close' };
    saveEnquiry(enquiry('w1', { notice }));
    const states: DeliveryState[] = [];
    watchEnquiry('w1', (s) => states.push(s)); // the form, in this tab
    vi.resetModules(); // another page, with a sender of its own and no form
    const other = await import('./sender.ts');
    fetchMock.mockImplementation(async () => new Response('The template ID not found', { status: 400 }));
    await other.deliverWaiting();
    document.querySelector<HTMLElement>('[data-refused-enquiry="w1"] button')!.click();
    expect(hasWaitingEnquiry()).toBe(false);
    await deliverWaiting(); // this tab's sender runs again (a retry, or the storage event)
    expect(states).toEqual([{ kind: 'failed' }]);
  });

  it('a full storage still notes why an entry left: the note goes in once the entry has made room', async () => {
    saveEnquiry(enquiry('f1'));
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key.startsWith('site-enquiry-end:') && this.getItem('site-enquiry:f1') !== null)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const states: DeliveryState[] = [];
    watchEnquiry('f1', (s) => states.push(s));
    endEnquiry('f1', 'refused'); // another tab refused it (or its notice was closed)
    expect(hasWaitingEnquiry()).toBe(false);
    expect(endOf('f1')).toBe('refused');
    await deliverWaiting();
    expect(states).toEqual([{ kind: 'failed' }]);
  });

  it('a last delivery stored ahead of the clock (the clock was set back) holds the next one back one spacing, not until then', async () => {
    localStorage.setItem('site-enquiry-last-delivery', String(Date.now() + 60 * 60_000));
    saveEnquiry(enquiry('t1', { throttleMs: 60_000 }));
    fetchMock.mockImplementation(async () => new Response('OK'));
    await deliverWaiting();
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(60_000);
    expect(ids()).toEqual(['t1']);
  });

  it('counts in a damaged entry are made sane: a huge revision or a spacing past 24 days cannot stall it', async () => {
    saveEnquiry(enquiry('d1', { revision: 2 ** 53, timeouts: -3, throttleMs: 2 ** 40 }));
    expect(loadEnquiry('d1')).toMatchObject({ revision: undefined, timeouts: undefined, throttleMs: 60 * 60_000 });
  });

  it('spaces deliveries by throttleMs: a second enquiry waits, then goes', async () => {
    fetchMock.mockImplementation(async () => new Response('OK'));
    saveEnquiry(enquiry('e1', { throttleMs: 60_000 }));
    await deliverWaiting();
    saveEnquiry(enquiry('e2', { throttleMs: 60_000 }));
    const states: DeliveryState[] = [];
    watchEnquiry('e2', (s) => states.push(s));
    await deliverWaiting();
    expect(states).toEqual([{ kind: 'waiting', reason: 'spacing' }]);
    await advance(60_000);
    expect(ids()).toEqual(['e1', 'e2']);
    expect(states.at(-1)).toEqual({ kind: 'delivered' });
  });
  it("the visitor's copy goes after the sender's lock is released: a second request does not wait for it", async () => {
    saveEnquiry(enquiry('copy1', { autoReplyTemplateId: 'template_copy', createdAt: Date.now() - 1 }));
    saveEnquiry(enquiry('copy2', { createdAt: Date.now() }));
    fetchMock.mockImplementation(async () => new Response('OK'));
    await deliverWaiting(); // resolves with both requests sent, before any copy
    const templates = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).template_id);
    expect(new Set(ids())).toEqual(new Set(['copy1', 'copy2']));
    expect(templates()).toEqual(['template_1', 'template_1']);
    await advance(1_100);
    expect(templates()).toEqual(['template_1', 'template_1', 'template_copy']);
  });
});
