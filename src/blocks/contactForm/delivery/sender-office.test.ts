// @vitest-environment jsdom
// The sender with an office (site.yaml office:): the office first, EmailJS only after a minute of
// office failures, the entry kept until the office has it (even after EmailJS sent it), and the
// office then told alsoEmailed. The office and EmailJS are a fetch that answers by address; the
// clock is fake (no test waits out a minute).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_GRACE_MS, RETRY_MS, type DeliveryState } from './sender.ts';
import { ENQUIRIES_PATH, retryAfterMs } from './office.ts';
import { SEND_PATH } from './emailjs-send.ts';
import { hasWaitingEnquiry } from './waiting.ts';
import { waitingEnquiry } from '../../../../tests/support/waiting-enquiry.ts';
import { aroundSenderTests, freshSender } from '../../../../tests/support/fresh-sender.ts';

const OFFICE = 'https://office.example';
type Delivery = Awaited<ReturnType<typeof freshSender>>;
let sender: Delivery;

/** Each request as posted: where, and its JSON body. */
const posts: Array<{ url: string; body: Record<string, unknown> }> = [];
const toOffice = () => posts.filter((p) => p.url === `${OFFICE}${ENQUIRIES_PATH}`).map((p) => p.body);
const toEmailJS = () => posts.filter((p) => p.url.endsWith(SEND_PATH)).map((p) => p.body);
/** What the office and EmailJS answer next (the last one repeats). */
let officeAnswers: Array<() => Response> = [];
let emailAnswers: Array<() => Response> = [];
const next = (list: Array<() => Response>) => (list.length > 1 ? list.shift()! : list[0])();
const answer =
  (status: number, text = '', headers: Record<string, string> = {}) =>
  () =>
    new Response(status === 204 ? null : text, { status, headers });

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  posts.push({ url, body: JSON.parse(String(init?.body)) });
  return url.startsWith(OFFICE) ? next(officeAnswers) : next(emailAnswers);
});

const withOffice = (id: string, extra = {}) =>
  waitingEnquiry(id, {
    office: OFFICE,
    shownAt: 42_000,
    params: { name: 'Ann', phone: '985-555-0100', enquiry_id: id },
    ...extra,
  });

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 60; i++) await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(async () => {
  sender = await freshSender();
  posts.length = 0;
  officeAnswers = [answer(201, '{"stored":true}')];
  emailAnswers = [answer(200, 'OK')];
});
aroundSenderTests(fetchMock);

describe('the sender with an office', () => {
  it('posts to the office first, with the id, the answers, shownAt and the empty honeypot; 201 ends it', async () => {
    sender.saveEnquiry(withOffice('o1'));
    const states: DeliveryState[] = [];
    sender.watchEnquiry('o1', (s) => states.push(s));
    await sender.deliverWaiting();
    expect(toOffice()).toEqual([
      { enquiryId: 'o1', fields: { name: 'Ann', phone: '985-555-0100' }, shownAt: 42_000, website: '' },
    ]);
    expect(toEmailJS()).toEqual([]);
    expect(states).toEqual([{ kind: 'delivered' }]);
    expect(hasWaitingEnquiry()).toBe(false);
    expect(await sender.isSettled('o1')).toBe(true);
  });

  it('a filled honeypot goes to the office as it is (the office keeps it as spam)', async () => {
    sender.saveEnquiry(withOffice('o2', { website: 'http://spam.example' }));
    await sender.deliverWaiting();
    expect(toOffice()[0]).toMatchObject({ website: 'http://spam.example' });
  });

  it('200 (stored before) and 409 (the same id with other answers: the first stands) end it too', async () => {
    officeAnswers = [answer(409, 'Conflict')];
    sender.saveEnquiry(withOffice('o3'));
    await sender.deliverWaiting();
    expect(hasWaitingEnquiry()).toBe(false);
    expect(sender.endOf('o3')).toBe('delivered');
    officeAnswers = [answer(200, '{}')];
    sender.saveEnquiry(withOffice('o4'));
    await sender.deliverWaiting();
    expect(sender.endOf('o4')).toBe('delivered');
    expect(toEmailJS()).toEqual([]);
  });

  it('the office failing for under a minute is a hiccup: EmailJS is not tried, the office is tried again', async () => {
    officeAnswers = [answer(503), answer(503), answer(201)];
    sender.saveEnquiry(withOffice('o5'));
    await sender.deliverWaiting();
    await advance(RETRY_MS[0]);
    expect(toOffice()).toHaveLength(2);
    await advance(RETRY_MS[1]);
    expect(toOffice()).toHaveLength(3);
    expect(toEmailJS()).toEqual([]);
    expect(hasWaitingEnquiry()).toBe(false);
    expect(toOffice()[2]).not.toHaveProperty('alsoEmailed');
  });

  it('after a minute of office failures EmailJS sends it; the device keeps it until the office has it, then alsoEmailed', async () => {
    officeAnswers = [answer(503)];
    sender.saveEnquiry(withOffice('o6'));
    const states: DeliveryState[] = [];
    sender.watchEnquiry('o6', (s) => states.push(s));
    await sender.deliverWaiting();
    expect(states).toEqual([{ kind: 'waiting', reason: 'transient' }]);
    await advance(OFFICE_GRACE_MS - 1);
    expect(toEmailJS()).toEqual([]); // not before the minute is up
    const triesBefore = toOffice().length;
    await advance(1);
    // At the minute: the office once more, then EmailJS.
    expect(toOffice()).toHaveLength(triesBefore + 1);
    expect(toEmailJS()).toHaveLength(1);
    expect(toEmailJS()[0]).toMatchObject({
      lib_version: expect.any(String),
      template_params: { enquiry_id: 'o6', name: 'Ann' },
    });
    expect(states.at(-1)).toEqual({ kind: 'delivered' }); // Sent!: the owner has it by email
    expect(hasWaitingEnquiry()).toBe(true); // ...but the office does not have it yet
    // The office still down: tried again, EmailJS never again.
    await advance(10 * 60_000);
    expect(toEmailJS()).toHaveLength(1);
    const afterEmail = toOffice().slice(triesBefore + 1);
    expect(afterEmail.length).toBeGreaterThan(0);
    expect(afterEmail.every((b) => b.alsoEmailed === true)).toBe(true);
    expect(
      toOffice()
        .slice(0, triesBefore + 1)
        .every((b) => !('alsoEmailed' in b)),
    ).toBe(true);

    // The visitor's next visit, with the office back: a new page, a new sender, the same device.
    vi.clearAllTimers();
    officeAnswers = [answer(201)];
    vi.resetModules();
    const nextVisit = await import('./sender.ts');
    const before = toOffice().length;
    await nextVisit.deliverWaiting();
    expect(toOffice().slice(before)).toEqual([
      {
        enquiryId: 'o6',
        fields: { name: 'Ann', phone: '985-555-0100' },
        shownAt: 42_000,
        alsoEmailed: true,
        website: '',
      },
    ]);
    expect(hasWaitingEnquiry()).toBe(false);
    expect(toEmailJS()).toHaveLength(1);
  });

  it('another tab that sees the entry without its emailed mark does not email it again', async () => {
    officeAnswers = [answer(503)];
    sender.saveEnquiry(withOffice('o7', { officeFailingSince: Date.now() - OFFICE_GRACE_MS }));
    await sender.noteSettled('o7#0@emailed'); // another tab emailed it; this tab's localStorage lags
    await sender.deliverWaiting();
    expect(toEmailJS()).toEqual([]);
    expect(toOffice()[0]).toMatchObject({ alsoEmailed: true });
  });

  it('with no EmailJS (an office alone), it waits on the device for the office however long it fails', async () => {
    officeAnswers = [answer(502)];
    sender.saveEnquiry(withOffice('o8', { routes: [] }));
    await sender.deliverWaiting();
    await advance(30 * 60_000);
    expect(toEmailJS()).toEqual([]);
    expect(hasWaitingEnquiry()).toBe(true);
    officeAnswers = [answer(201)];
    await advance(5 * 60_000);
    expect(hasWaitingEnquiry()).toBe(false);
  });

  it('429 waits as long as Retry-After asks, not the first short pause', async () => {
    officeAnswers = [answer(429, 'Too Many Requests', { 'Retry-After': '120' }), answer(201)];
    sender.saveEnquiry(withOffice('o9', { routes: [] }));
    await sender.deliverWaiting();
    await advance(120_000 - 1);
    expect(toOffice()).toHaveLength(1);
    await advance(1);
    expect(toOffice()).toHaveLength(2);
    expect(hasWaitingEnquiry()).toBe(false);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:00 GMT'))).toBe(60_000);
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  for (const status of [400, 403]) {
    it(`${status} from the office (the site or the office set up wrong): the form is told it failed, nothing is emailed`, async () => {
      officeAnswers = [answer(status, 'Origin not allowed')];
      sender.saveEnquiry(withOffice(`c${status}`));
      const states: DeliveryState[] = [];
      sender.watchEnquiry(`c${status}`, (s) => states.push(s));
      await sender.deliverWaiting();
      expect(states).toEqual([{ kind: 'failed' }]);
      expect(sender.endOf(`c${status}`)).toBe('refused');
      await advance(10 * 60_000);
      expect(toOffice()).toHaveLength(1);
      expect(toEmailJS()).toEqual([]);
    });
  }

  it('a refusal from the office after EmailJS has sent it ends the entry quietly: the owner has the email', async () => {
    officeAnswers = [answer(403, 'Site unknown')];
    sender.saveEnquiry(withOffice('c1', { emailedAt: Date.now() - 1000 }));
    await sender.deliverWaiting();
    expect(hasWaitingEnquiry()).toBe(false);
    expect(sender.endOf('c1')).toBe('delivered');
  });
});
