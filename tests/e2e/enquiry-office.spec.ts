// The form of a site that names an office (site.yaml office:), built for this spec from the
// root site with office.url pointing at a stand-in office this spec runs on loopback. The
// stand-in records every request, checks the CORS preflight as the real office answers it (the
// site's exact origin, POST, content-type), and answers as the test sets it: stored (201, then
// 200 for an id it holds) or down (503). EmailJS is the stand-in of `vite preview`
// (VITE_EMAILJS_ORIGIN=self), writing to an outbox file of this spec. The page's timers run on
// Playwright's clock (page.clock), moved on by hand: no test waits out the minute.
import type { ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { fillEnquiry } from './enquiry.ts';
import { buildSite, previewSite, siteWithOffice } from './site-preview.ts';
import { ENQUIRIES_PATH } from '../../src/blocks/contactForm/delivery/office.ts';
import { OFFICE_GRACE_MS } from '../../src/blocks/contactForm/delivery/sender.ts';

const base = Number(process.env.E2E_PORT ?? 4173) + 1060;
const sitePort = base;
const officePort = base + 1;
const origin = `http://127.0.0.1:${sitePort}`;
const office = `http://127.0.0.1:${officePort}`;
const work = resolve(`.e2e/office-${sitePort}`);
const outbox = join(work, 'enquiries.jsonl');
const PREFIX = 'site-enquiry:';
/** The /contact form's own Sent! words (site.yaml messages.sent). */
const SENT = 'Your request is on its way to us';

test.describe.configure({ mode: 'serial' });

interface Received {
  method: string;
  origin: string | undefined;
  /** The preflight's Access-Control-Request-* headers, or the POST's Content-Type. */
  headers: Record<string, string | undefined>;
  body?: { enquiryId: string; fields: Record<string, string>; shownAt: number; alsoEmailed?: boolean; website: string };
  status: number;
}

/** The stand-in office: what it received, and whether it is up. */
const received: Received[] = [];
let officeUp = true;
const stored = new Map<string, string>();
let officeServer: Server | undefined;
let preview: ChildProcess | undefined;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => done(text));
  });

function startOffice(): Promise<void> {
  officeServer = createServer(async (req, res) => {
    const allowed = req.headers.origin === origin;
    const cors = allowed
      ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin', 'Access-Control-Expose-Headers': 'Retry-After' }
      : {};
    const record = (status: number, extra: Partial<Received> = {}) =>
      received.push({ method: req.method ?? '', origin: req.headers.origin, headers: {}, status, ...extra });
    if (req.url !== ENQUIRIES_PATH) return res.writeHead(404).end();
    if (req.method === 'OPTIONS') {
      const headers = {
        method: req.headers['access-control-request-method'],
        headers: req.headers['access-control-request-headers'],
      };
      const ok = allowed && headers.method === 'POST' && headers.headers === 'content-type';
      record(ok ? 204 : 403, { headers });
      return res
        .writeHead(ok ? 204 : 403, {
          ...cors,
          ...(ok && { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' }),
        })
        .end();
    }
    const text = await readBody(req);
    const headers = { contentType: req.headers['content-type'] };
    const body = JSON.parse(text) as Received['body'] & object;
    if (!allowed) return (record(403, { headers, body }), res.writeHead(403).end());
    if (!officeUp) return (record(503, { headers, body }), res.writeHead(503, cors).end('Service Unavailable'));
    const first = !stored.has(body.enquiryId);
    if (first) stored.set(body.enquiryId, text);
    record(first ? 201 : 200, { headers, body });
    res.writeHead(first ? 201 : 200, { ...cors, 'Content-Type': 'application/json' }).end('{"stored":true}');
  });
  return new Promise((done) => officeServer!.listen(officePort, '127.0.0.1', done));
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // The root site as it is, with an office: only site.yaml is copied (public/ is read in place).
  const env = siteWithOffice(work, office, outbox);
  buildSite(env);
  await startOffice();
  preview = await previewSite(env, sitePort);
});

test.afterAll(async () => {
  preview?.kill('SIGTERM');
  await new Promise((done) => (officeServer ? officeServer.close(done) : done(undefined)));
});

test.beforeEach(() => {
  received.length = 0;
  officeUp = true;
});

const form = (page: Page) => page.locator('form.contact-form').first();
const status = (page: Page) => form(page).getByRole('status');
const storedIds = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), PREFIX);
const posts = (id: string) => received.filter((r) => r.method === 'POST' && r.body?.enquiryId === id);

function outboxLines(id: string): { params: Record<string, string>; lib_version?: string }[] {
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((e) => e.params?.enquiry_id === id);
}

/** The page's Content-Security-Policy complaints (a post to the office the policy refused, say). */
const refused: string[] = [];
const cspViolations = async (page: Page) => (await page.title(), refused);

async function openAndSend(page: Page): Promise<string> {
  refused.length = 0;
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await page.clock.install();
  await page.goto(`${origin}/contact`);
  await form(page).getByLabel('First name').focus();
  await expect(page.locator('site-island[data-island="contactForm"]')).toHaveAttribute('data-awake', 'true');
  await fillEnquiry(form(page), `ann+${Date.now()}@example.com`);
  await form(page).getByRole('button').click();
  await expect.poll(() => received.filter((r) => r.method === 'POST').length).toBeGreaterThan(0);
  return received.find((r) => r.method === 'POST')!.body!.enquiryId;
}

test('the office gets the request first, after an exact CORS preflight; 201 is Sent! and the device forgets it', async ({
  page,
}) => {
  const id = await openAndSend(page);
  await expect(status(page)).toContainText(SENT);
  expect(received.map((r) => [r.method, r.origin, r.status])).toEqual([
    ['OPTIONS', origin, 204],
    ['POST', origin, 201],
  ]);
  expect(received[0].headers).toEqual({ method: 'POST', headers: 'content-type' });
  const [post] = posts(id);
  expect(post.headers.contentType).toBe('application/json');
  expect(post.body).toMatchObject({
    enquiryId: id,
    fields: { name: 'Ann', lastName: 'Boudreaux', city: 'Covington', whatAreYouInterestedIn: 'House Wash' },
    website: '',
  });
  expect(post.body).not.toHaveProperty('alsoEmailed');
  expect(post.body?.fields).not.toHaveProperty('enquiry_id');
  expect(post.body!.shownAt).toBeGreaterThan(0);
  expect(await storedIds(page)).toEqual([]);
  expect(outboxLines(id)).toEqual([]); // EmailJS is not used while the office answers
  expect(await cspViolations(page)).toEqual([]);
});

test('the office down for a minute: EmailJS sends it, the device keeps it, and the next visit brings it to the office once, also emailed', async ({
  page,
}) => {
  officeUp = false;
  const id = await openAndSend(page);
  await expect(status(page)).toContainText('Saved on this device');
  // The page's minute passes in steps of a second, each try of the office answered 503 (in
  // real time) while the page's clock stands still.
  for (let step = 0; step < (2 * OFFICE_GRACE_MS) / 1_000 && outboxLines(id).length === 0; step++)
    await page.clock.runFor(1_000);
  await expect.poll(() => outboxLines(id).length).toBe(1);
  expect(posts(id).length).toBeGreaterThanOrEqual(5); // 0, 2, 7, 22, 52 s and the minute
  expect(outboxLines(id)[0].lib_version).toMatch(/^\d+\.\d+\.\d+$/); // sent through @emailjs/browser
  await expect(status(page)).toContainText(SENT);
  const entry = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `${PREFIX}${id}`);
  expect(entry.emailedAt - entry.officeFailingSince).toBeGreaterThanOrEqual(OFFICE_GRACE_MS);

  // The office is back; the visitor comes back to the site another day.
  officeUp = true;
  const failures = posts(id).length;
  await page.goto(`${origin}/`);
  await expect.poll(() => storedIds(page)).toEqual([]);
  const delivered = posts(id).slice(failures);
  expect(delivered.map((p) => p.status)).toEqual([201]);
  expect(delivered[0].body).toMatchObject({ enquiryId: id, alsoEmailed: true, website: '' });
  // Once in the inbox, once by email.
  expect(posts(id).filter((p) => p.status === 201)).toHaveLength(1);
  expect(outboxLines(id)).toHaveLength(1);
  expect(await cspViolations(page)).toEqual([]);
});
