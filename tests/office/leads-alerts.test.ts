// The alerts of a new lead on both databases: an email to the site's owners over real SMTP on
// loopback, hostile words escaped and kept out of headers, a refused send tried again and
// flagged meanwhile, a signed webhook checked by a real receiver, and a stop between the store
// and the alert that still sends the alert once after a restart.
import { afterEach, describe, expect, it } from 'vitest';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, type TestOffice } from '../support/office-harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { freshDatabase } from '../support/postgres-cluster.ts';
import { enquiry, leadOffice, send, signIn, until } from './leads-helpers.ts';
import { enqueue } from '../../office/jobs.ts';

let office: TestOffice | undefined;
let smtp: SmtpInbox | undefined;
let receiver: Server | undefined;
afterEach(async () => {
  await office?.stop();
  office = undefined;
  await smtp?.close();
  smtp = undefined;
  await new Promise<void>((r) => (receiver ? receiver.close(() => r()) : r()));
  receiver = undefined;
});

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

async function leadState(o: TestOffice, id: string) {
  const { rows } = await o.office.db.query<{ alert_failed: boolean; alert_note: string | null }>(
    'select alert_failed, alert_note from leads where id = $1',
    [id],
  );
  return rows[0];
}

describe.each(databases)('the alerts of a new lead on %s', (engine) => {
  it('emails every owner (not editors) within seconds: subject, Reply-To the visitor, every field, hostile words escaped', async () => {
    smtp = await startSmtpInbox();
    office = await leadOffice({ engine, smtpUrl: smtp.url });
    await signIn(office, 'owner1@a-wash.example', 'a', 'owner');
    await signIn(office, 'owner2@a-wash.example', 'a', 'owner');
    await signIn(office, 'editor@a-wash.example', 'a', 'editor');
    await signIn(office, 'owner@b-lawns.example', 'b', 'owner');
    const e = enquiry({
      message: `Hello ${HOSTILE}\nSecond line`,
      howDidYouHearAboutUs: `"><b>bold</b>`,
      optInForSMS: 'Please check the box',
    });
    const started = Date.now();
    const res = await send(office, e);
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor((m) => m.headers.get('x-office-enquiry') === e.enquiryId, 10_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(mail.subject).toBe('New request: House Wash — Jane D., Covington');
    const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a!.value.map((v) => v.address));
    expect(to.sort()).toEqual(['owner1@a-wash.example', 'owner2@a-wash.example']);
    expect(mail.replyTo?.value.map((v) => v.address)).toEqual(['jane@example.com']);
    for (const [name, value] of Object.entries(e.fields))
      if (value && name !== 'optInForSMS') expect(mail.text).toContain(value);
    expect(mail.text).toContain('Texts OK: Yes');
    expect(mail.text).toContain(e.enquiryId);
    const htmlBody = String(mail.html);
    expect(htmlBody).not.toMatch(/<script|<img|<b>/i);
    expect(htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(htmlBody).toContain('&quot;&gt;&lt;b&gt;bold&lt;/b&gt;');
    expect(smtp.messages.filter((m) => m.headers.get('x-office-enquiry') === e.enquiryId)).toHaveLength(1);
  });

  it('keeps a line break of a stored name out of the headers, and an address that is two out of Reply-To', async () => {
    smtp = await startSmtpInbox();
    office = await leadOffice({ engine, smtpUrl: smtp.url });
    await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    // Stored by an older office or by hand: the alert must still hold.
    const { rows } = await office.office.db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: string }>(
        `insert into leads (site, enquiry_id, fields, content_hash) values ('a', 'hand-made-1', $1, 'x') returning id::text as id`,
        [
          JSON.stringify({
            name: 'Jane\r\nBcc: victim@example.com\r\nX-Evil: 1',
            email: 'a,evil@example.com',
            phone: '8595550134',
            city: 'Cov\u202Egnitno',
            whatAreYouInterestedIn: 'Wash\nSubject: Free money',
          }),
        ],
      );
      await enqueue(tx, 'a', 'lead-email', { leadId: inserted.rows[0].id });
      return inserted;
    });
    office.office.jobs.poke();
    expect(rows).toHaveLength(1);
    const mail = await smtp.waitFor((m) => m.headers.get('x-office-enquiry') === 'hand-made-1');
    const raw = smtp.raw.find((r) => r.includes('hand-made-1'))!;
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).not.toMatch(/^X-Evil:/im);
    expect(head.match(/^Subject:/gim)).toHaveLength(1);
    expect(mail.subject).not.toContain('\u202E');
    expect(mail.subject).toMatch(/^New request: Wash Subject: Free money — Jane [^\r\n]*, Covgnitno$/);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.bcc).toBeUndefined();
  });

  it('flags the lead when the office has no SMTP settings: the alert is only a file', async () => {
    office = await leadOffice({ engine });
    await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    const { id } = (await (await send(office, enquiry())).json()) as { id: string };
    const state = await until(async () => {
      const s = await leadState(office!, id);
      return s.alert_failed ? s : undefined;
    });
    expect(state.alert_note).toBe(
      'Email alert kept as a file only: the office has no SMTP settings (OFFICE_SMTP_URL).',
    );
  });

  it('flags the lead while the mail server refuses, tries again, and clears the flag once sent', async () => {
    smtp = await startSmtpInbox();
    office = await leadOffice({ engine, smtpUrl: smtp.url });
    await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    smtp.failNext(1);
    const e = enquiry();
    const res = await send(office, e);
    const { id } = (await res.json()) as { id: string };
    const flagged = await until(async () => {
      const state = await leadState(office!, id);
      return state.alert_failed ? state : undefined;
    });
    expect(flagged.alert_note).toMatch(/^Email alert not sent yet: the mail server refused it \(451\)/);
    await smtp.waitFor((m) => m.headers.get('x-office-enquiry') === e.enquiryId, 20_000);
    await until(async () => !(await leadState(office!, id)).alert_failed);
    const { rows } = await office.office.db.query<{ attempts: number }>(
      "select attempts from jobs where kind = 'lead-email' and payload ->> 'leadId' = $1",
      [id],
    );
    expect(rows[0].attempts).toBe(2);
    expect(smtp.messages.filter((m) => m.headers.get('x-office-enquiry') === e.enquiryId)).toHaveLength(1);
  });

  it('posts a signed webhook that a real receiver checks (HMAC-SHA256 of the raw body), retrying after a refusal', async () => {
    const secret = 'whsec-test-3f9c0a';
    process.env.TEST_WEBHOOK_SECRET = secret;
    const got: { headers: IncomingHttpHeaders; body: string; valid: boolean }[] = [];
    let refuse = 1;
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        // What the docs tell the owner to do: HMAC of the raw bytes, compared in constant time.
        const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
        const given = Buffer.from(String(req.headers['x-office-signature'] ?? ''));
        const valid = given.length === expected.length && timingSafeEqual(given, expected);
        got.push({ headers: req.headers, body: body.toString(), valid });
        if (refuse > 0) {
          refuse--;
          res.statusCode = 503;
        } else res.statusCode = valid ? 204 : 401;
        res.end();
      });
    });
    await new Promise<void>((r) => receiver!.listen(0, '127.0.0.1', () => r()));
    const port = (receiver.address() as { port: number }).port;
    office = await leadOffice({
      engine,
      siteA: { webhook: { url: `http://127.0.0.1:${port}/hooks/lead`, secretEnv: 'TEST_WEBHOOK_SECRET' } },
    });
    const e = enquiry();
    const { id } = (await (await send(office, e)).json()) as { id: string };
    await until(async () => got.length >= 2 && got);
    expect(got.every((g) => g.valid)).toBe(true);
    const payload = JSON.parse(got[1].body) as {
      event: string;
      site: string;
      sentAt: string;
      lead: { id: string; enquiryId: string; fields: Record<string, string> };
    };
    expect(payload).toMatchObject({ event: 'lead.created', site: 'a', lead: { id, enquiryId: e.enquiryId } });
    expect(payload.lead.fields.email).toBe('jane@example.com');
    const stamp = Number(got[1].headers['x-office-timestamp']);
    expect(Math.abs(stamp - Date.now() / 1000)).toBeLessThan(60);
    expect(got[1].headers['content-type']).toBe('application/json');
    // A body changed on the way no longer matches its signature.
    const tampered = got[1].body.replace('jane@example.com', 'eve@example.com');
    expect(`sha256=${createHmac('sha256', secret).update(tampered).digest('hex')}`).not.toBe(
      got[1].headers['x-office-signature'],
    );
    await until(async () => {
      const { rows } = await office!.office.db.query<{ done: boolean }>(
        "select done_at is not null as done from jobs where kind = 'lead-webhook' and payload ->> 'leadId' = $1",
        [id],
      );
      return rows[0]?.done;
    });
  });

  it('sends the alert once after a stop between the store and the alert', async () => {
    smtp = await startSmtpInbox();
    const dataDir = mkdtempSync(join(tmpdir(), 'leads-restart-'));
    const databaseUrl = engine === 'postgresql' ? await freshDatabase() : undefined;
    office = await leadOffice({ engine, smtpUrl: smtp.url, dataDir, databaseUrl });
    await signIn(office, 'owner@a-wash.example', 'a', 'owner');
    // The jobs stop first: the lead is committed, its alert not yet sent, when the office goes.
    await office.office.jobs.stop();
    const e = enquiry();
    expect((await send(office, e)).status).toBe(201);
    const pending = await office.office.db.query<{ n: number | string }>(
      "select count(*) as n from jobs where kind = 'lead-email' and done_at is null",
    );
    expect(Number(pending.rows[0].n)).toBe(1);
    await office.stop();
    expect(smtp.messages).toHaveLength(0);

    office = await leadOffice({ engine, smtpUrl: smtp.url, dataDir, databaseUrl });
    await smtp.waitFor((m) => m.headers.get('x-office-enquiry') === e.enquiryId);
    await until(async () => {
      const { rows } = await office!.office.db.query<{ n: number | string }>(
        "select count(*) as n from jobs where kind = 'lead-email' and done_at is null",
      );
      return Number(rows[0].n) === 0;
    });
    // A second restart sends nothing more.
    await office.stop();
    office = await leadOffice({ engine, smtpUrl: smtp.url, dataDir, databaseUrl });
    expect((await send(office, enquiry())).status).toBe(201);
    await smtp.waitFor((m) => m.headers.get('x-office-enquiry') !== e.enquiryId);
    expect(smtp.messages.filter((m) => m.headers.get('x-office-enquiry') === e.enquiryId)).toHaveLength(1);
  });
});
