// The estimate-request form end to end: against the local EmailJS stand-in that the e2e
// build posts to (VITE_EMAILJS_ORIGIN=self), and against an intercepted endpoint for every
// failure the visitor can meet.
import { readFileSync, existsSync } from 'node:fs';
import { expect, type Page, type Request } from '@playwright/test';
import { axeOn, collectConsole, PHONE } from './helpers.ts';
import { ownPageTest as test, test as tabTest } from './shared-page.ts';
import { ENQUIRY, fillEnquiry } from './enquiry.ts';
import { outboxOf } from '../../vite/email-standin-plugin.ts';

const ENDPOINT = '**/api/v1.0/email/send';
const PHONE_LINK = 'tel:+19855550142';
const EMAIL_LINK = 'mailto:office@pelicanexterior.example';

const form = (page: Page) => page.locator('form.contact-form').first();
const button = (page: Page) => form(page).getByRole('button');

const fillFull = (page: Page, email?: string) => fillEnquiry(form(page), email);

/** The JSON body of an intercepted request to EmailJS's /send. */
function bodyOf(request: Request): { template_params: Record<string, string> } & Record<string, unknown> {
  return request.postDataJSON();
}

function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => lines.push(m.text()));
  return lines;
}

test.describe('contact form with the local stand-in', () => {
  tabTest('an enquiry from /contact arrives in the outbox', async ({ page }) => {
    const email = `ann+${Date.now()}@example.com`;
    const log = consoleLines(page);
    await page.goto('/contact');
    await expect(button(page)).toHaveText('Send my request');
    await fillFull(page, email);
    await button(page).click();
    await expect(button(page)).toHaveText('Sent!');
    await expect(button(page)).toBeDisabled();
    await expect(form(page).getByRole('status')).toContainText('within 3 days');
    expect(log.some((l) => l.startsWith('SUCCESS!'))).toBe(true);
    const outbox = outboxOf();
    expect(existsSync(outbox)).toBe(true);
    const line = readFileSync(outbox, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .find((e) => e.params.email === email);
    expect(line).toMatchObject({
      endpoint: 'send',
      params: {
        name: 'Ann',
        lastName: 'Boudreaux',
        city: 'Covington',
        zip: '70433',
        howDidYouHearAboutUs: 'Referral',
        whatAreYouInterestedIn: 'House Wash',
        optInForSMS: 'Please check the box',
      },
    });
    expect(line.params).not.toHaveProperty('website');
  });

  tabTest('the stand-in refuses a request without the account fields, like EmailJS', async ({ request }) => {
    const res = await request.post('/api/v1.0/email/send-form', {
      multipart: { service_id: 's', template_id: 't', name: 'X' },
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toBe('The user_id parameter is required');
  });
});

test.describe('contact form with an intercepted endpoint', () => {
  tabTest(
    'success: the body holds every field, the enquiry id and the account fields; Sent! stays disabled',
    async ({ page }) => {
      const bodies: ReturnType<typeof bodyOf>[] = [];
      await page.route(ENDPOINT, async (route) => {
        bodies.push(bodyOf(route.request()));
        await new Promise((r) => setTimeout(r, 300));
        await route.fulfill({ status: 200, body: 'OK' });
      });
      await page.goto('/contact');
      await fillFull(page);
      await button(page).click();
      await expect(button(page)).toHaveText('Sending…');
      await expect(button(page)).toBeDisabled();
      await expect(button(page)).toHaveAttribute('aria-busy', 'true');
      await expect(button(page)).toHaveText('Sent!');
      await expect(button(page)).toBeDisabled();
      expect(bodies).toHaveLength(1);
      expect(bodies[0].template_params).toEqual({
        name: 'Ann',
        lastName: 'Boudreaux',
        email: 'ann@example.com',
        phone: '985-555-0100',
        address: '12 Magnolia Lane',
        city: 'Covington',
        zip: '70433',
        message: ENQUIRY['What can we clean for you?'],
        howDidYouHearAboutUs: 'Referral',
        whatAreYouInterestedIn: 'House Wash',
        optInForSMS: 'Please check the box',
        enquiry_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      for (const key of ['service_id', 'template_id', 'user_id']) expect(bodies[0][key]).toEqual(expect.any(String));
      for (const key of ['service_id', 'template_id', 'user_id']) expect(bodies[0][key]).not.toBe('');
    },
  );

  // Transient failures (offline, abort, 429, 5xx) and quota answers: tests/e2e/enquiry-delivery.spec.ts.
  const failures = [
    { name: '451', status: 451, text: 'Unavailable For Headless Browser' },
    { name: '403', status: 403, text: 'Domain not allowed' },
    { name: '400', status: 400, text: 'The Public Key is invalid' },
  ];
  for (const f of failures) {
    tabTest(`${f.name}: button enabled again, values kept, alert with phone and email links`, async ({ page }) => {
      const log = consoleLines(page);
      await page.route(ENDPOINT, (route) => route.fulfill({ status: f.status, body: f.text }));
      await page.goto('/contact');
      await fillFull(page);
      await button(page).click();
      const alert = form(page).getByRole('alert');
      await expect(alert).toContainText(/could not send your request/);
      await expect(alert.locator(`a[href="${PHONE_LINK}"]`)).toBeVisible();
      await expect(alert.locator(`a[href^="${EMAIL_LINK}?subject="]`)).toBeVisible();
      await expect(button(page)).toHaveText('Send my request');
      await expect(button(page)).toBeEnabled();
      for (const [label, value] of Object.entries(ENQUIRY))
        await expect(form(page).getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(form(page).getByLabel('What are you interested in?')).toHaveValue('House Wash');
      await expect(form(page).getByLabel(/text me about my request/)).toBeChecked();
      expect(log.some((l) => l.startsWith('FAILED...'))).toBe(true);
    });
  }

  tabTest('after a configuration failure the visitor can send again at once', async ({ page }) => {
    let calls = 0;
    await page.route(ENDPOINT, (route) =>
      ++calls === 1
        ? route.fulfill({ status: 400, body: 'The template ID not found' })
        : route.fulfill({ status: 200, body: 'OK' }),
    );
    await page.goto('/contact');
    await fillFull(page);
    await button(page).click();
    await expect(form(page).getByRole('alert')).toBeVisible();
    await button(page).click();
    await expect(button(page)).toHaveText('Sent!');
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    expect(calls).toBe(2);
  });

  tabTest(
    'spacing: a second request from the same browser within a minute waits on the device without a request',
    async ({ page }) => {
      let calls = 0;
      await page.route(ENDPOINT, (route) => (calls++, route.fulfill({ status: 200, body: 'OK' })));
      await page.goto('/contact');
      await fillFull(page);
      await button(page).click();
      await expect(button(page)).toHaveText('Sent!');
      await page.reload();
      await fillFull(page);
      await button(page).click();
      // Held back, not failed: it says it goes by itself in a moment, and the button stays busy.
      await expect(form(page).getByRole('status')).toContainText(
        /Saved on this device; it will be sent automatically in a moment/,
      );
      await expect(form(page).getByRole('status')).not.toContainText(/could not go out/);
      await expect(button(page)).toHaveText('Sending…');
      await expect(button(page)).toBeDisabled();
      expect(calls).toBe(1);
    },
  );

  tabTest('an empty form sends nothing and the browser points at the first field', async ({ page }) => {
    let calls = 0;
    await page.route(ENDPOINT, (route) => (calls++, route.fulfill({ status: 200, body: 'OK' })));
    await page.goto('/contact');
    await button(page).click();
    await expect(form(page).getByLabel('First name')).toBeFocused();
    expect(
      await form(page)
        .getByLabel('First name')
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await page.waitForTimeout(300);
    expect(calls).toBe(0);
    await expect(button(page)).toHaveText('Send my request');
  });

  tabTest('pressing twice quickly sends one request', async ({ page }) => {
    let calls = 0;
    await page.route(ENDPOINT, async (route) => {
      calls++;
      await new Promise((r) => setTimeout(r, 500));
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto('/contact');
    await fillFull(page);
    await form(page).evaluate((el: HTMLFormElement) => {
      el.requestSubmit();
      el.requestSubmit();
    });
    await form(page).getByLabel('City').press('Enter');
    await expect(button(page)).toHaveText('Sent!');
    await form(page).evaluate((el: HTMLFormElement) => el.requestSubmit());
    await page.waitForTimeout(300);
    expect(calls).toBe(1);
  });

  tabTest('the honeypot drops a robot and shows it success', async ({ page }) => {
    let calls = 0;
    await page.route(ENDPOINT, (route) => (calls++, route.fulfill({ status: 200, body: 'OK' })));
    await page.goto('/contact');
    const trap = form(page).locator('input[name="website"]');
    await expect(trap).not.toBeInViewport();
    await expect(form(page).getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0); // hidden from assistive technology
    await fillFull(page);
    await trap.evaluate((el: HTMLInputElement) => (el.value = 'http://cheap-pills.example'));
    await button(page).click();
    await expect(button(page)).toHaveText('Sent!');
    await page.waitForTimeout(300);
    expect(calls).toBe(0);
  });

  tabTest('the prerendered form wakes without console errors and loads nothing from other hosts', async ({ page }) => {
    const messages = collectConsole(page);
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && new URL(r.url()).hostname !== '127.0.0.1') foreign.push(r.url());
    });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await fillFull(page);
    await expect(button(page)).toBeEnabled();
    expect(messages).toEqual([]);
    expect(foreign).toEqual([]);
  });

  tabTest('the form is 450px wide on a large screen, with its introduction beside it', async ({ page }) => {
    await page.goto('/contact');
    const box = (await form(page).boundingBox())!;
    expect(box.width).toBe(450);
    // The heading and introduction use the width at the left instead of leaving it blank.
    const heading = (await page.getByRole('heading', { name: 'Request an estimate' }).boundingBox())!;
    expect(heading.x + heading.width).toBeLessThan(box.x);
    expect(Math.abs(heading.y - box.y)).toBeLessThan(40);
  });
});

test.describe('contact form on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the short form on the home page sends, fits the screen, and a lost connection still offers a call', async ({
    page,
  }) => {
    let calls = 0;
    const bodies: Record<string, string>[] = [];
    await page.route(ENDPOINT, async (route) => {
      calls++;
      bodies.push(bodyOf(route.request()).template_params);
      return calls === 1 ? route.abort('internetdisconnected') : route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto('/');
    const f = form(page);
    await f.scrollIntoViewIfNeeded();
    await f.getByLabel('Name', { exact: true }).fill('Ann Boudreaux');
    await f.getByLabel('Email', { exact: true }).fill('ann@example.com');
    await f.getByLabel('Phone', { exact: true }).fill('985-555-0100');
    await f.getByLabel('Street address').fill('12 Magnolia Lane');
    await expect(f.getByLabel('Last name')).toHaveCount(0);
    await button(page).tap();
    const call = f.getByRole('status').locator(`a[href="${PHONE_LINK}"]`);
    await expect(call).toBeVisible();
    const box = await call.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44); // easy to tap
    await expect(button(page)).toHaveText('Sent!'); // tried again by itself
    expect(bodies[1]).toMatchObject({
      name: 'Ann Boudreaux',
      email: 'ann@example.com',
      address: '12 Magnolia Lane',
      message: '',
      whatAreYouInterestedIn: '',
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('contact form whose code never arrives', () => {
  test('its own submit goes to the email app with the answers, never into the page address', async ({ page }) => {
    await page.route('**/assets/page-islands-*.js', (route) => route.abort('internetdisconnected'));
    await page.addInitScript(() => {
      const seen = ((window as unknown as { seen: string[] }).seen = [] as string[]);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
      // After every other listener: what the browser's own submit does with it.
      document.addEventListener('submit', (e) => {
        const f = e.target as HTMLFormElement;
        setTimeout(() => seen.push(`submit ${e.defaultPrevented} ${f.method} ${f.enctype} ${f.action}`));
      });
    });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await page.goto('/contact');
    await fillFull(page);
    await button(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen))
      .toEqual([`submit false post text/plain ${EMAIL_LINK}`]); // sent as the browser sends it, and no policy refused it
    expect(new URL(page.url()).search).toBe('');
    // The one address that holds the answers: the email to the business.
    const withAnswers = asked.filter((u) => u.includes('Boudreaux'));
    expect(withAnswers).toHaveLength(1);
    expect(withAnswers[0]).toMatch(
      new RegExp(`^${EMAIL_LINK}\\?body=name%3DAnn%0D%0AlastName%3DBoudreaux%0D%0Aemail%3D`),
    );
  });
});

test.describe('contact form accessibility', () => {
  const axe = (page: Page) => axeOn(page).include('.contact-form-panel').analyze();

  tabTest('no axe violations before sending, in the failure alert and after success', async ({ page }) => {
    let calls = 0;
    await page.route(ENDPOINT, (route) =>
      ++calls === 1
        ? route.fulfill({ status: 400, body: 'The Public Key is invalid' })
        : route.fulfill({ status: 200, body: 'OK' }),
    );
    await page.goto('/contact');
    expect((await axe(page)).violations).toEqual([]);
    await fillFull(page);
    await button(page).click();
    await expect(form(page).getByRole('alert')).toBeFocused();
    expect((await axe(page)).violations).toEqual([]);
    await button(page).click();
    await expect(button(page)).toHaveText('Sent!');
    expect((await axe(page)).violations).toEqual([]);
  });

  tabTest('every field is reachable by label and the form by its heading', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('form', { name: 'Request an estimate' })).toBeVisible();
    const f = form(page);
    await expect(f.getByLabel('First name')).toHaveAttribute('autocomplete', 'given-name');
    await expect(f.getByLabel('Last name')).toHaveAttribute('autocomplete', 'family-name');
    await expect(f.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    await expect(f.getByLabel('Phone', { exact: true })).toHaveAttribute('type', 'tel');
    await expect(f.getByLabel('Street address')).toHaveAttribute('autocomplete', 'address-line1');
    await expect(f.getByLabel('City')).toHaveAttribute('autocomplete', 'address-level2');
    await expect(f.getByLabel('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    await expect(f.getByLabel('How did you hear about us?').locator('option')).toHaveCount(14);
    await expect(f.getByLabel('What are you interested in?').locator('option')).toHaveCount(8);
  });
});
