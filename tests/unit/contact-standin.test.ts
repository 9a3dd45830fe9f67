import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailStandIn, type Enquiry } from '../../vite/email-standin.ts';
import { outboxOf } from '../../vite/email-standin-plugin.ts';
import { repoRoot } from '../../src/validate/site-location.ts';

const outbox = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'enquiries.jsonl');
const logged: string[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  const middleware = emailStandIn({ outbox, log: (l) => logged.push(l) });
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const enquiries = (): Enquiry[] =>
  existsSync(outbox)
    ? readFileSync(outbox, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}
const ids = { lib_version: '4.4.1', service_id: 'service_x', template_id: 'template_x', user_id: 'pk_x' };

describe('the local EmailJS stand-in', () => {
  it('takes a multipart send-form, appends one JSON line and prints one line', async () => {
    const before = enquiries().length;
    const res = await fetch(`${base}/api/v1.0/email/send-form`, {
      method: 'POST',
      body: form({
        name: 'Ann',
        lastName: 'Boudreaux',
        email: 'ann@example.com',
        phone: '985-555-0100',
        whatAreYouInterestedIn: 'Roof Wash',
        ...ids,
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    const all = enquiries();
    expect(all).toHaveLength(before + 1);
    expect(all.at(-1)).toMatchObject({
      endpoint: 'send-form',
      service_id: 'service_x',
      template_id: 'template_x',
      user_id: 'pk_x',
      lib_version: '4.4.1',
      params: { name: 'Ann', lastName: 'Boudreaux', email: 'ann@example.com', whatAreYouInterestedIn: 'Roof Wash' },
    });
    expect(all.at(-1)!.params).not.toHaveProperty('user_id');
    expect(logged.at(-1)).toMatch(/enquiry from Ann Boudreaux <ann@example.com, 985-555-0100>: Roof Wash/);
  });

  it('takes the JSON send variant with template_params', async () => {
    const res = await fetch(`${base}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ids, template_params: { name: 'Joe', message: 'Gutters' } }),
    });
    expect(res.status).toBe(200);
    expect(enquiries().at(-1)).toMatchObject({ endpoint: 'send', params: { name: 'Joe', message: 'Gutters' } });
  });

  it.each(['user_id', 'service_id', 'template_id'])('answers 400 and stores nothing without %s', async (missing) => {
    const before = enquiries().length;
    const fields = Object.fromEntries(Object.entries({ ...ids, name: 'X' }).filter(([key]) => key !== missing));
    const res = await fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST', body: form(fields) });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(`The ${missing} parameter is required`);
    expect(enquiries()).toHaveLength(before);
  });

  it('refuses bad JSON and template_params that are not an object', async () => {
    const post = (body: string) =>
      fetch(`${base}/api/v1.0/email/send`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect((await post('{nope')).status).toBe(400);
    const res = await post(JSON.stringify({ ...ids, template_params: 'text' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/template_params/);
  });

  const send = (params: Record<string, string>, template = ids.template_id) =>
    fetch(`${base}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ids, template_id: template, template_params: params }),
    });
  const withId = (id: string) => enquiries().filter((e) => e.params.enquiry_id === id);

  it('keeps one outbox line per enquiry id: a repeat is answered 200 and not written', async () => {
    const id = crypto.randomUUID();
    expect((await send({ name: 'Ann', enquiry_id: id })).status).toBe(200);
    const repeat = await send({ name: 'Ann', enquiry_id: id });
    expect(repeat.status).toBe(200);
    expect(await repeat.text()).toBe('OK');
    expect(withId(id)).toHaveLength(1);
    expect(logged.at(-1)).toMatch(/already in .*not written again/);
    // The visitor's auto-reply (another template) is a line of its own, once too.
    await send({ name: 'Ann', enquiry_id: id }, 'template_copy');
    await send({ name: 'Ann', enquiry_id: id }, 'template_copy');
    expect(withId(id).map((e) => e.template_id)).toEqual([ids.template_id, 'template_copy']);
    // Requests without an id (the SDK's send-form) are all kept, as before.
    const before = enquiries().length;
    await send({ name: 'No id' });
    await send({ name: 'No id' });
    expect(enquiries()).toHaveLength(before + 2);
  });

  it('twenty requests with one id at the same moment make one line', async () => {
    const id = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send({ name: 'Race', enquiry_id: id })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(withId(id)).toHaveLength(1);
  });

  it('an id that looks like JSON or another id does not hide a different enquiry', async () => {
    const id = crypto.randomUUID();
    await send({ name: 'First', enquiry_id: id });
    for (const hostile of [`${id}"`, id.slice(0, -1), `","enquiry_id":"${id}`, id.toUpperCase()])
      await send({ name: 'Other', enquiry_id: hostile });
    expect(withId(id)).toHaveLength(1);
    expect(enquiries().filter((e) => e.params.name === 'Other')).toHaveLength(4);
  });

  it('writes U+2028 and U+2029 escaped, so every reader sees one enquiry on one line', async () => {
    const id = crypto.randomUUID();
    const message = 'Front porch\u2028and the back deck\u2029thanks';
    await send({ name: 'Sep', message, enquiry_id: id });
    const raw = readFileSync(outbox, 'utf8');
    expect(raw).not.toMatch(/[\u2028\u2029]/);
    // Split the way JavaScript reads line terminators: the enquiry is still one line.
    const lines = raw.split(/\r\n|[\n\r\u2028\u2029]/).filter((l) => l.includes(id));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]).params.message).toBe(message);
  });

  it('leaves every other request to the next handler', async () => {
    const res = await fetch(`${base}/contact`);
    expect(await res.text()).toBe('next');
    expect((await fetch(`${base}/api/v1.0/email/send-form`)).status).toBe(405);
  });
});

describe("the stand-in's outbox file", () => {
  it("is in the site's own folder, so a second site's enquiries never mix with the first's", () => {
    expect(outboxOf({})).toBe(join(repoRoot, 'sites/pelican', '.outbox', 'enquiries.jsonl'));
    expect(outboxOf({ SITE_DIR: '/tmp/groomer' })).toBe('/tmp/groomer/.outbox/enquiries.jsonl');
    expect(outboxOf({ SITE_DIR: '/tmp/groomer', EMAIL_STANDIN_OUTBOX: '/tmp/o.jsonl' })).toBe('/tmp/o.jsonl');
  });
});

describe('the stand-in office (POST /api/enquiries, for npm start with office.url set to the dev server)', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('stores an enquiry once: 201, then 200 for the same id, one outbox line with the office fields', async () => {
    const id = crypto.randomUUID();
    const lead = { enquiryId: id, fields: { name: 'Ann', phone: '985-555-0100' }, shownAt: 9000, website: '' };
    expect((await post(lead)).status).toBe(201);
    expect((await post({ ...lead, alsoEmailed: true })).status).toBe(200);
    const lines = enquiries().filter((e) => e.params.enquiry_id === id);
    expect(lines).toEqual([
      expect.objectContaining({
        endpoint: 'office',
        template_id: 'office',
        params: { name: 'Ann', phone: '985-555-0100', enquiry_id: id },
        alsoEmailed: false,
        shownAt: 9000,
        website: '',
      }),
    ]);
  });

  it('refuses what is not an enquiry (400) and a page of another site (403), writing nothing', async () => {
    const before = enquiries().length;
    expect((await post({ fields: { name: 'Ann' } })).status).toBe(400);
    expect((await post({ enquiryId: 'x', fields: { name: { nested: 1 } } })).status).toBe(400);
    expect((await post({ enquiryId: 'x', fields: {} }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect(enquiries()).toHaveLength(before);
  });
});
