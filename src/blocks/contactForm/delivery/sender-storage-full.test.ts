// @vitest-environment jsdom
// A browser whose storage fills up while an enquiry waits: the page keeps the new answers in
// memory (store.ts) while the old copy stays in localStorage. The new answers go once; the old
// copy, found on the next visit, is known as delivered (settled-log.ts) and never sent.
// Its own sender, store and IndexedDB (tests/support/fresh-sender.ts): the store stays in
// memory mode for the rest of the page's life.
import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';
import { hasWaitingEnquiry } from './waiting.ts';
import { waitingEnquiry } from '../../../../tests/support/waiting-enquiry.ts';
import { freshSender, leaveNoState } from '../../../../tests/support/fresh-sender.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  leaveNoState();
});

it('a full storage on sending again: the new answers go once, and the old copy left behind is never sent', async () => {
  const { deliverWaiting, saveEnquiry } = await freshSender();
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => new Response('OK'));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  saveEnquiry(waitingEnquiry('q', { params: { name: 'Ann', enquiry_id: 'q' } })); // waiting from before
  vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  saveEnquiry(waitingEnquiry('q', { params: { name: 'Ann B.', enquiry_id: 'q' } })); // kept in memory instead
  await deliverWaiting();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).template_params.name).toBe('Ann B.');

  // The next visit: a fresh page script finds the old copy in localStorage.
  expect(hasWaitingEnquiry()).toBe(true);
  vi.resetModules();
  const nextVisit = await import('./sender.ts');
  await nextVisit.deliverWaiting();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(hasWaitingEnquiry()).toBe(false);
});
