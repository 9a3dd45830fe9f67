// Every estimate request reaches the business exactly once. Against the real build, whose
// EmailJS origin is the local stand-in (VITE_EMAILJS_ORIGIN=self): the endpoint fails each
// way a visitor can meet (page.route injects the failure in front of the stand-in), and each
// test shows what the visitor sees and that the stand-in's outbox ends with the enquiry
// exactly once, or, for a permanent failure, that the fallbacks carry every answer. The pause
// before a new try is the page's own timer on Playwright's clock, moved on by hand
// (page.clock), so no test waits out the seconds a visitor would.
import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page, type Route } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { axeOn, DESKTOP, PHONE } from './helpers.ts';
import { ENQUIRY, fillEnquiry } from './enquiry.ts';
import { RETRY_MS } from '../../src/blocks/contactForm/delivery/sender.ts';
import { outboxOf } from '../../vite/email-standin-plugin.ts';

const ENDPOINT = '**/api/v1.0/email/send';
const OUTBOX = outboxOf();
const PREFIX = 'site-enquiry:';
const SAVED = 'Saved on this device; it will be sent automatically';

const form = (page: Page) => page.locator('form.contact-form').first();
const button = (page: Page) => form(page).getByRole('button');
const status = (page: Page) => form(page).getByRole('status');

/** The outbox lines of one enquiry (its email to the business, not the visitor's copy). */
function outboxLines(id: string): { params: Record<string, string> }[] {
  if (!existsSync(OUTBOX)) return [];
  return readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((e) => e.params?.enquiry_id === id);
}

const storedIds = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), PREFIX);

/** The id of the one enquiry stored in this browser. */
async function storedId(page: Page): Promise<string> {
  await expect.poll(() => storedIds(page)).toHaveLength(1);
  return (await storedIds(page))[0].slice(PREFIX.length);
}

/** Holds the page's sends to EmailJS until the returned function lets them go on to the stand-in. */
async function holdSends(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENDPOINT, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** The page's clock is Playwright's (page.clock): it runs as usual until a test moves it on. */
const installClock = (page: Page) => page.clock.install();

/** The page's first pause before trying again passes (and any timer due in it fires). */
const firstRetryPasses = (page: Page) => page.clock.runFor(RETRY_MS[0]);

/** Opens /contact, lets the form wake, fills every field with a unique email. */
async function openAndFill(page: Page): Promise<string> {
  const email = `ann+${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await installClock(page);
  await page.goto('/contact');
  await form(page).getByLabel('First name').focus();
  await expect(page.locator('site-island[data-island="contactForm"]')).toHaveAttribute('data-awake', 'true');
  await fillEnquiry(form(page), email);
  return email;
}

/** The first `failures` requests fail with `fail`; the rest reach the stand-in. */
async function failFirst(page: Page, failures: number, fail: (route: Route) => Promise<void>) {
  let calls = 0;
  await page.route(ENDPOINT, (route) => (++calls <= failures ? fail(route) : route.fallback()));
  return () => calls;
}

/** The visitor sees the saved state with the call, text and written-email links, each carrying the answers. */
async function expectSavedWithFallbacks(page: Page, email: string) {
  await expect(status(page)).toContainText(SAVED);
  await expect(status(page)).toContainText('Reach us now');
  await expect(status(page).getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+19855550142');
  await expect(status(page).getByRole('link', { name: /^Text/ })).toHaveAttribute('href', 'sms:+19855550142');
  await expectWrittenEmail(page, email);
  await expect(button(page)).toHaveText('Try sending again now');
  for (const [label, value] of Object.entries({ ...ENQUIRY, Email: email }))
    await expect(form(page).getByLabel(label, { exact: true })).toHaveValue(value);
}

/** The mailto: link has the subject and every answer in its body. */
async function expectWrittenEmail(page: Page, email: string) {
  const href = (await form(page).getByRole('link', { name: 'Email us your request' }).getAttribute('href')) ?? '';
  const url = new URL(href);
  expect(url.pathname).toBe('office@pelicanexterior.example');
  expect(url.searchParams.get('subject')).toBe('Request from the website: Ann Boudreaux');
  const body = url.searchParams.get('body') ?? '';
  for (const [label, value] of Object.entries({ ...ENQUIRY, Email: email }))
    expect(body).toContain(label.endsWith('?') ? `${label} ${value}` : `${label}: ${value}`);
  expect(body).toContain('How did you hear about us? Referral');
  expect(body).toContain('What are you interested in? House Wash');
  expect(body).toContain('Yes, text me about my request');
}

test.describe('an estimate request is delivered exactly once', () => {
  test('straight through: Sent! only after the stand-in stored it, once, with its id and every answer', async ({
    page,
  }) => {
    const email = await openAndFill(page);
    await button(page).click();
    await expect(button(page)).toHaveText('Sent!');
    await expect(status(page)).toContainText('within 3 days');
    await expect.poll(() => storedIds(page)).toEqual([]);
    const line = readFileSync(OUTBOX, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .filter((e) => e.params.email === email);
    expect(line).toHaveLength(1);
    expect(line[0]).toMatchObject({
      endpoint: 'send',
      params: { name: 'Ann', lastName: 'Boudreaux', zip: '70433', optInForSMS: 'Please check the box' },
    });
    expect(line[0].params.enquiry_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('offline: saved, said so, fallbacks at once; sent when the connection comes back', async ({ page, context }) => {
    const email = await openAndFill(page);
    await context.setOffline(true);
    await button(page).click();
    await expectSavedWithFallbacks(page, email);
    const id = await storedId(page);
    expect(outboxLines(id)).toHaveLength(0);
    await context.setOffline(false);
    await expect(button(page)).toHaveText('Sent!');
    expect(outboxLines(id)).toHaveLength(1);
    expect(await storedIds(page)).toEqual([]);
  });

  const transient: [string, (route: Route) => Promise<void>][] = [
    ['an aborted request', (route) => route.abort('failed')],
    ['429', (route) => route.fulfill({ status: 429, body: 'Too Many Requests' })],
    ['500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  ];
  for (const [name, fail] of transient) {
    test(`${name}: saved with the fallbacks, tried again by itself, delivered once`, async ({ page }) => {
      const calls = await failFirst(page, 1, fail);
      const email = await openAndFill(page);
      await button(page).click();
      await expectSavedWithFallbacks(page, email);
      const id = await storedId(page);
      await firstRetryPasses(page);
      await expect(button(page)).toHaveText('Sent!');
      expect(calls()).toBe(2);
      expect(outboxLines(id)).toHaveLength(1);
    });
  }

  test('a correction typed while the request waits for its retry goes with it: one outbox line, corrected', async ({
    page,
  }) => {
    await failFirst(page, 1, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    const email = await openAndFill(page);
    await button(page).click();
    await expectSavedWithFallbacks(page, email);
    const id = await storedId(page);
    const phone = form(page).getByLabel('Phone', { exact: true });
    await phone.clear();
    await phone.pressSequentially('985-555-0199');
    await phone.blur(); // leaving the field saves the correction into the waiting request
    await expect(form(page).getByRole('link', { name: 'Email us your request' })).toHaveAttribute(
      'href',
      /985-555-0199/,
    );
    await firstRetryPasses(page);
    await expect(button(page)).toHaveText('Sent!');
    expect(outboxLines(id).map((l) => l.params.phone)).toEqual(['985-555-0199']);
  });

  test('a quota answer: saved and waiting; the next visit sends it, once', async ({ page }) => {
    await failFirst(page, 1, (route) => route.fulfill({ status: 426, body: 'The monthly quota is reached' }));
    const email = await openAndFill(page);
    await button(page).click();
    await expectSavedWithFallbacks(page, email);
    const id = await storedId(page);
    expect(outboxLines(id)).toHaveLength(0);
    await page.goto('/our-team'); // the next visit, to any page
    await expect.poll(() => storedIds(page)).toEqual([]);
    expect(outboxLines(id)).toHaveLength(1);
  });

  test('refused for good on the next page: that page says it was not sent, with every answer in the written email', async ({
    page,
  }) => {
    let refuse = false;
    await page.route(ENDPOINT, (route) =>
      refuse
        ? route.fulfill({ status: 400, body: 'The Public Key is invalid' })
        : route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    const email = await openAndFill(page);
    await button(page).click();
    await expect(status(page)).toContainText(SAVED);
    const id = await storedId(page);
    refuse = true; // say the site's EmailJS key was changed meanwhile
    await page.goto('/our-team');
    const notice = page.getByRole('alert').filter({ hasText: 'could not send your request' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+19855550142');
    const href = (await notice.getByRole('link', { name: 'Email us your request' }).getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('body')).toContain(`Email: ${email}`);
    expect((await axeOn(page).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.goto('/'); // not closed: the next page says it again, and sends nothing
    await expect(notice).toBeVisible();
    expect(outboxLines(id)).toHaveLength(0);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    expect(await storedIds(page)).toEqual([]);
  });

  test('a configuration answer: told plainly, the written email carries every answer, nothing kept', async ({
    page,
  }) => {
    let calls = 0;
    await page.route(ENDPOINT, (route) => (calls++, route.fulfill({ status: 400, body: 'The Public Key is invalid' })));
    const email = await openAndFill(page);
    await button(page).click();
    const alert = form(page).getByRole('alert');
    await expect(alert).toContainText('could not send your request');
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+19855550142');
    await expect(alert.getByRole('link', { name: /^Text/ })).toHaveAttribute('href', 'sms:+19855550142');
    await expectWrittenEmail(page, email);
    expect(await storedIds(page)).toEqual([]);
    await firstRetryPasses(page); // no retry follows a configuration failure
    expect(calls).toBe(1);
    await expect(button(page)).toHaveText('Send my request');
  });

  test('a delivery whose answer is lost after the stand-in stored it: tried again, one outbox line', async ({
    page,
  }) => {
    let calls = 0;
    await page.route(ENDPOINT, async (route) => {
      if (++calls > 1) return route.fallback();
      await route.fetch(); // the stand-in stores it...
      await route.abort('connectionreset'); // ...and the answer never reaches the browser
    });
    const email = await openAndFill(page);
    await button(page).click();
    await expectSavedWithFallbacks(page, email);
    const id = await storedId(page);
    expect(outboxLines(id)).toHaveLength(1);
    await firstRetryPasses(page);
    await expect(button(page)).toHaveText('Sent!');
    expect(calls).toBe(2);
    expect(outboxLines(id)).toHaveLength(1);
  });

  test('the tab closed mid-send, then the site opened again: sent once, nothing left', async ({ context }) => {
    const first = await context.newPage();
    const reached = new Promise<void>(
      (resolve) => first.route(ENDPOINT, () => resolve()), // held: no answer ever comes
    );
    await openAndFill(first);
    await button(first).click();
    await reached;
    const id = await storedId(first);
    await first.close();
    // Chromium may let the held request go on as the tab's interception ends (the stand-in
    // then has it, as EmailJS would); the page never saw an answer, so the entry stays.
    expect(outboxLines(id).length).toBeLessThanOrEqual(1);
    const again = await context.newPage();
    await again.goto('/');
    await expect.poll(() => storedIds(again)).toEqual([]);
    expect(outboxLines(id)).toHaveLength(1);
  });

  test('two tabs: the other tab delivers the waiting request; the first says Sent! and sends nothing more', async ({
    context,
  }) => {
    const requests: string[] = [];
    context.on('request', (r) => r.url().endsWith('/api/v1.0/email/send') && requests.push(r.url()));
    const first = await context.newPage();
    await first.route(ENDPOINT, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    const email = await openAndFill(first);
    await button(first).click();
    await expectSavedWithFallbacks(first, email);
    const id = await storedId(first);
    const second = await context.newPage();
    await second.goto('/residential/faqs');
    await expect(button(first)).toHaveText('Sent!', { timeout: 15_000 });
    expect(outboxLines(id)).toHaveLength(1);
    expect(await storedIds(second)).toEqual([]);
    const before = requests.length;
    // The first tab's retry timer (its first pause, or its second if the first has passed)
    // finds nothing to send.
    await first.clock.runFor(RETRY_MS[1]);
    await expect
      .poll(() => first.evaluate(() => navigator.locks.query().then((l) => [l.held?.length, l.pending?.length])))
      .toEqual([0, 0]);
    expect(requests.length).toBe(before);
  });

  test('two tabs sending at once: one sender at a time, one request, one outbox line', async ({ context }) => {
    const requests: string[] = [];
    context.on('request', (r) => r.url().endsWith('/api/v1.0/email/send') && requests.push(r.url()));
    const a = await context.newPage();
    const release = await holdSends(a); // tab a holds the sender's lock until tab b is waiting for it
    await openAndFill(a);
    await button(a).click();
    const id = await storedId(a);
    const b = await context.newPage();
    await b.goto('/contact'); // finds the same enquiry waiting, and waits for the lock
    await expect.poll(() => b.evaluate(() => navigator.locks.query().then((l) => l.pending?.length))).toBe(1);
    release();
    await expect(button(a)).toHaveText('Sent!');
    await expect.poll(() => storedIds(b)).toEqual([]);
    await b.waitForTimeout(500);
    expect(requests).toHaveLength(1); // the second tab waited for the lock, then found it delivered
    expect(outboxLines(id)).toHaveLength(1);
  });

  test('two tabs on plain http (no Web Locks): the lease in IndexedDB keeps to one sender, one request', async ({
    context,
  }) => {
    // navigator.locks exists only in a secure context: a site served on http has none.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true }),
    );
    const requests: string[] = [];
    context.on('request', (r) => r.url().endsWith('/api/v1.0/email/send') && requests.push(r.url()));
    const a = await context.newPage();
    const release = await holdSends(a); // tab a holds the lease while its request is under way
    await openAndFill(a);
    expect(await a.evaluate(() => 'locks' in navigator && navigator.locks)).toBeFalsy();
    await button(a).click();
    const id = await storedId(a);
    await expect.poll(() => requests.length).toBe(1);
    const b = await context.newPage();
    let senderLoaded = false;
    b.on('request', (r) => r.url().includes('/assets/sender-') && (senderLoaded = true));
    await b.goto('/contact'); // finds the same enquiry waiting: its sender loads, and waits for the lease
    await expect.poll(() => senderLoaded).toBe(true);
    await b.waitForTimeout(1_000); // several of its asks for the lease
    expect(requests).toHaveLength(1);
    release();
    await expect(button(a)).toHaveText('Sent!');
    await expect.poll(() => storedIds(b)).toEqual([]);
    await b.waitForTimeout(500);
    expect(requests).toHaveLength(1);
    expect(outboxLines(id)).toHaveLength(1);
  });
});

test.describe('the form explains every problem at once', () => {
  test('an empty form: every required field says what to do, the first gets the focus, nothing is sent', async ({
    page,
  }) => {
    let calls = 0;
    await page.route(ENDPOINT, (route) => (calls++, route.fulfill({ status: 200, body: 'OK' })));
    await page.goto('/contact');
    await button(page).click();
    await expect(form(page).locator('.field-error')).toHaveCount(10);
    await expect(form(page).getByLabel('First name')).toBeFocused();
    await expect(form(page).getByLabel('First name')).toHaveAccessibleDescription('Please fill this in.');
    await expect(form(page).getByLabel('How did you hear about us?')).toHaveAccessibleDescription('Please choose one.');
    await expect(form(page).getByLabel('First name')).toHaveAttribute('required', '');
    expect(calls).toBe(0);
  });

  test('"abc" is not a phone number; 10 digits with +1, spaces, dashes or brackets are', async ({ page }) => {
    await page.goto('/contact');
    await fillEnquiry(form(page));
    const phone = form(page).getByLabel('Phone', { exact: true });
    await phone.fill('abc');
    await button(page).click();
    await expect(phone).toHaveAccessibleDescription('Please enter a 10-digit phone number, area code first.');
    await expect(phone).toBeFocused();
    await expect(form(page).locator('.field-error')).toHaveCount(1);
    for (const good of ['+1 (985) 555-0100', '985 555 0100', '9855550100'])
      expect(await phone.evaluate((el: HTMLInputElement, v) => ((el.value = v), el.checkValidity()), good)).toBe(true);
    await phone.fill('(985) 555-0100');
    await expect(form(page).locator('.field-error')).toHaveCount(0);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the form's new states are axe-clean at ${viewport.width} px`, () => {
    test.use({ viewport });
    const axe = async (page: Page) =>
      expect((await axeOn(page).include('.contact-form-panel').analyze()).violations).toEqual([]);

    test('inline errors, saved and waiting, then sent', async ({ page }) => {
      await failFirst(page, 1, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
      await installClock(page);
      await page.goto('/contact');
      await button(page).click();
      await expect(form(page).locator('.field-error').first()).toBeVisible();
      await axe(page);
      await fillEnquiry(form(page));
      await button(page).click();
      await expect(status(page)).toContainText(SAVED);
      await axe(page);
      await firstRetryPasses(page);
      await expect(button(page)).toHaveText('Sent!');
      await axe(page);
    });

    test('a configuration failure', async ({ page }) => {
      await page.route(ENDPOINT, (route) => route.fulfill({ status: 403, body: 'Domain not allowed' }));
      await openAndFill(page);
      await button(page).click();
      await expect(form(page).getByRole('alert')).toBeFocused();
      await axe(page);
    });
  });
}
