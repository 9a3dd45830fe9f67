import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailStandIn, type Enquiry } from '../../vite/email-standin.ts';

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

  it('leaves every other request to the next handler', async () => {
    const res = await fetch(`${base}/contact`);
    expect(await res.text()).toBe('next');
    expect((await fetch(`${base}/api/v1.0/email/send-form`)).status).toBe(405);
  });
});
