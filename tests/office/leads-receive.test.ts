// POST /api/enquiries on both databases: the answers of the contract (201, 200, 409, 400, 413,
// 415, 429, 403), exact CORS, hostile bodies, spam kept as spam, and no lead content in logs.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { Agent, request as httpRequest } from 'node:http';
import { databases, type TestOffice } from '../support/office-harness.ts';
import { RATE_BURST } from '../../office/leads/spam.ts';
import { ORIGIN_A, ORIGIN_B, enquiry, leadOffice, newAddress, newId, send } from './leads-helpers.ts';

let office: TestOffice | undefined;
let server: Server | undefined;
afterEach(async () => {
  await office?.stop();
  office = undefined;
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

async function leadRows(o: TestOffice, site = 'a') {
  const { rows } = await o.office.db.query<{
    enquiry_id: string;
    status: string;
    spam: boolean;
    spam_reason: string | null;
    also_emailed: boolean;
    fields: Record<string, string>;
  }>('select enquiry_id, status, spam, spam_reason, also_emailed, fields from leads where site = $1', [site]);
  return rows;
}

async function jobCount(o: TestOffice) {
  const { rows } = await o.office.db.query<{ n: number | string }>('select count(*) as n from jobs');
  return Number(rows[0].n);
}

/** A raw request with a Content-Length the test chooses (fetch would refuse some of these). */
function rawPost(port: number, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/enquiries',
        headers: { Host: `localhost:${port}`, ...headers },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(databases)('the lead desk receives enquiries on %s', (engine) => {
  it('stores the first send (201), answers a repeat with the stored id (200), refuses other content under the same id (409)', async () => {
    office = await leadOffice({ engine });
    const first = enquiry();
    const res = await send(office, first);
    expect(res.status).toBe(201);
    const { id, status } = (await res.json()) as { id: string; status: string };
    expect(status).toBe('stored');
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN_A);
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(res.headers.get('vary')).toContain('Origin');

    const again = await send(office, first);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, status: 'stored' });

    // The backup route (EmailJS) sent it too: the flag is set by a repeat, nothing else changes.
    const flagged = await send(office, { ...first, alsoEmailed: true });
    expect(flagged.status).toBe(200);
    expect(((await flagged.json()) as { id: string }).id).toBe(id);

    const changed = await send(office, { ...first, fields: { ...first.fields, message: 'Something else entirely' } });
    expect(changed.status).toBe(409);
    const rows = await leadRows(office);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ enquiry_id: first.enquiryId, also_emailed: true, status: 'New' });
    expect(rows[0].fields.message).toBe(first.fields.message);
    // Logged, without the content.
    expect(office.lines.some((l) => l.includes(first.enquiryId) && l.includes('other content'))).toBe(true);
  });

  it('takes the site from the Origin only: exact CORS, a preflight for its own origin, 403 for any other', async () => {
    office = await leadOffice({ engine });
    const pre = await office.request('/api/enquiries', {
      method: 'OPTIONS',
      origin: ORIGIN_B,
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(ORIGIN_B);
    expect(pre.headers.get('access-control-allow-methods')).toBe('POST');
    expect(pre.headers.get('vary')).toContain('Origin');

    for (const origin of [
      'https://evil.example',
      `${ORIGIN_A}:8443`,
      'http://www.a-wash.example',
      'https://a-wash.example',
      'null',
      null,
    ]) {
      const options = await office.request('/api/enquiries', { method: 'OPTIONS', origin });
      expect(options.status, String(origin)).toBe(403);
      expect(options.headers.get('access-control-allow-origin')).toBeNull();
      const res = await send(office, enquiry(), { origin });
      expect(res.status, String(origin)).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    // A site name in the body is not a way in: the lead belongs to the Origin's site.
    const res = await send(office, { ...enquiry(), site: 'a' }, { origin: ORIGIN_B });
    expect(res.status).toBe(201);
    expect(await leadRows(office, 'a')).toHaveLength(0);
    expect(await leadRows(office, 'b')).toHaveLength(1);
    expect(await leadRows(office)).toHaveLength(0);
  });

  it('names each invalid field (400) and stores nothing', async () => {
    office = await leadOffice({ engine });
    const res = await send(
      office,
      enquiry({
        name: '',
        email: 'jane@',
        phone: '12',
        city: 'x'.repeat(501),
        colour: 'red',
        message: 'm'.repeat(5001),
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: string[] };
    expect(body.fields.sort()).toEqual(
      ['fields.city', 'fields.colour', 'fields.email', 'fields.message', 'fields.name', 'fields.phone'].sort(),
    );
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN_A);
    for (const [bad, field] of [
      [{ ...enquiry(), enquiryId: 'short' }, 'enquiryId'],
      [{ ...enquiry(), enquiryId: '../../etc/passwd-xx' }, 'enquiryId'],
      [{ ...enquiry(), shownAt: 'soon' }, 'shownAt'],
      [enquiry({ name: 'Jane\r\nBcc: evil@example.com' }), 'fields.name'],
      [enquiry({ name: 'Ja\u0000ne' }), 'fields.name'],
      [enquiry({ city: 'Cov\ud800ington' }), 'fields.city'],
      [enquiry({ optInForSMS: 'yes please' }), 'fields.optInForSMS'],
      [enquiry({ phone: { number: '8595550134' } }), 'fields.phone'],
    ] as const) {
      const r = await send(office, bad);
      expect(r.status, field).toBe(400);
      expect(((await r.json()) as { fields: string[] }).fields).toContain(field);
    }
    expect(await leadRows(office)).toHaveLength(0);
  });

  it('refuses oversized (413), deeply nested and duplicate-key bodies (400), and other content types (415)', async () => {
    office = await leadOffice({ engine });
    const big = enquiry({ message: 'x'.repeat(4000) }, { website: 'y'.repeat(30000) });
    // The fullest real request fits: 5,000 characters of Chinese and every line at its longest.
    const full = enquiry({
      message: '请'.repeat(5000),
      address: '街'.repeat(500),
      city: '市'.repeat(500),
      howDidYouHearAboutUs: '朋'.repeat(500),
      whatAreYouInterestedIn: '洗'.repeat(500),
    });
    expect(Buffer.byteLength(JSON.stringify(full))).toBeGreaterThan(16 * 1024);
    expect((await send(office, full)).status).toBe(201);
    expect((await send(office, big)).status).toBe(413);
    // A Content-Length over the limit is refused before the body is read.
    expect(
      await rawPost(
        office.port,
        { Origin: ORIGIN_A, 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) },
        Buffer.from('{'),
      ),
    ).toBe(413);

    const deepRes = await send(office, null, { raw: '{"a":' + '['.repeat(8000) + ']'.repeat(8000) + '}' });
    expect(deepRes.status).toBe(400);
    expect(await deepRes.text()).toContain('nested');

    const one = enquiry();
    const raw = JSON.stringify(one).replace('"enquiryId"', '"fields":{"name":"Mallory"},"enquiryId"');
    const dup = await send(office, null, { raw });
    expect(dup.status).toBe(400);
    expect(await dup.text()).toContain('given twice');
    // An escaped spelling of the same key is the same key.
    const escaped = JSON.stringify(one).replace('"name":', '"name":"Eve","n\\u0061me":');
    expect((await send(office, null, { raw: escaped })).status).toBe(400);

    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html', '']) {
      const res = await send(office, enquiry(), { type });
      expect(res.status, type).toBe(415);
    }
    // A cross-origin page can send text/plain without a preflight: taken, as JSON, from the site's origin only.
    expect((await send(office, enquiry(), { type: 'text/plain;charset=UTF-8' })).status).toBe(201);
    expect((await send(office, enquiry(), { type: 'text/plain', origin: 'https://evil.example' })).status).toBe(403);
    expect(await leadRows(office)).toHaveLength(2);
  });

  it('limits each client address on its own (429 with Retry-After), and 10,000 sends from one address store a bounded few', async () => {
    office = await leadOffice({ engine });
    const address = newAddress();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    const started = performance.now();
    const total = 10_000;
    // Plain HTTP with kept-alive connections: the sender should not be the slow part.
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const body = Buffer.from(JSON.stringify(enquiry()));
    const one = () =>
      new Promise<void>((resolve, reject) => {
        const req = httpRequest(
          {
            agent,
            port: office!.port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/enquiries',
            headers: {
              Host: `localhost:${office!.port}`,
              Origin: ORIGIN_A,
              'Content-Type': 'application/json',
              'X-Real-IP': address,
            },
          },
          (res) => {
            statuses.push(res.statusCode ?? 0);
            if (res.statusCode === 429) retryAfter ??= String(res.headers['retry-after']);
            res.resume();
            res.on('end', resolve);
          },
        );
        req.on('error', reject);
        req.end(body.toString().replace(/"enquiryId":"[^"]+"/, `"enquiryId":"${newId()}"`));
      });
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < total) {
          next++;
          await one();
        }
      }),
    );
    agent.destroy();
    const seconds = (performance.now() - started) / 1000;
    expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_BURST);
    expect(statuses.filter((s) => s === 429)).toHaveLength(total - RATE_BURST);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await leadRows(office)).toHaveLength(RATE_BURST);
    expect(seconds).toBeLessThan(90);
    // Another address is not held back by the first one's sends.
    expect((await send(office, enquiry(), { address: newAddress() })).status).toBe(201);
  }, 120_000);

  it('keeps spam as spam, without an alert: the honeypot and a form sent too quickly', async () => {
    office = await leadOffice({ engine });
    const before = await jobCount(office);
    const trap = enquiry({}, { website: 'http://cheap-pills.example' });
    const quick = enquiry({}, { shownAt: 800 });
    expect((await send(office, trap)).status).toBe(201);
    expect((await send(office, quick)).status).toBe(201);
    const rows = await leadRows(office);
    expect(rows.map((r) => [r.enquiry_id, r.status, r.spam, r.spam_reason]).sort()).toEqual(
      [
        [trap.enquiryId, 'Spam', true, 'honeypot'],
        [quick.enquiryId, 'Spam', true, 'too quick'],
      ].sort(),
    );
    expect(await jobCount(office)).toBe(before);
    expect((await send(office, enquiry())).status).toBe(201);
    // 0 is what the form sends when it does not know (an enquiry stored before it counted).
    expect((await send(office, enquiry({}, { shownAt: 0 }))).status).toBe(201);
    expect(await jobCount(office)).toBe(before + 2);
  });

  it('asks Turnstile siteverify with its real request shape when the site has a secret', async () => {
    const asked: URLSearchParams[] = [];
    let contentType = '';
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        contentType = req.headers['content-type'] ?? '';
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        asked.push(form);
        res.setHeader('Content-Type', 'application/json');
        const ok = form.get('secret') === 'turnstile-test-secret' && form.get('response') === 'good-token';
        res.end(JSON.stringify({ success: ok, 'error-codes': ok ? [] : ['invalid-input-response'] }));
      });
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    process.env.TEST_TURNSTILE_SECRET = 'turnstile-test-secret';
    office = await leadOffice({
      engine,
      siteA: { turnstileSecretEnv: 'TEST_TURNSTILE_SECRET' },
      env: { OFFICE_TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/turnstile/v0/siteverify` },
    });
    const address = newAddress();
    const good = enquiry({}, { turnstileToken: 'good-token' });
    const bad = enquiry({}, { turnstileToken: 'forged' });
    const none = enquiry();
    for (const e of [good, bad, none]) expect((await send(office, e, { address })).status).toBe(201);
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(asked[0].get('remoteip')).toBe(address);
    expect(asked).toHaveLength(2);
    const rows = await leadRows(office);
    const status = Object.fromEntries(rows.map((r) => [r.enquiry_id, `${r.status} ${r.spam_reason ?? ''}`.trim()]));
    expect(status).toEqual({
      [good.enquiryId]: 'New',
      [bad.enquiryId]: 'Spam turnstile',
      [none.enquiryId]: 'Spam turnstile',
    });
    // A repeat of a stored enquiry is not asked again (a token works once).
    expect((await send(office, good, { address })).status).toBe(200);
    expect(asked).toHaveLength(2);
  });

  it('writes no field value into its log lines', async () => {
    office = await leadOffice({ engine });
    const values = {
      name: 'Zebediah',
      lastName: 'Quixwell',
      email: 'zeb.quixwell@example.org',
      phone: '+44 20 7946 0958',
      address: '77 Marigold Crescent',
      city: 'Ulverstonbury',
      zip: '99501',
      message: 'Unique message text 7f3a9',
      howDidYouHearAboutUs: 'Flyer on the fridge',
      whatAreYouInterestedIn: 'Gutter Brightening',
    };
    const e = enquiry(values);
    expect((await send(office, e)).status).toBe(201);
    expect((await send(office, { ...e, fields: { ...e.fields, city: 'Elsewhere' } })).status).toBe(409);
    expect(
      (await send(office, enquiry(values, { enquiryId: newId() }), { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect(office.lines.length).toBeGreaterThan(0);
    const text = office.lines.join('\n');
    for (const value of [...Object.values(values), 'Elsewhere']) expect(text).not.toContain(value);
  });
});
