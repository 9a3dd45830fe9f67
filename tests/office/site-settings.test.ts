// The Settings page of a site, on both databases: only an owner reaches it (an editor gets the
// owners' 403, a person of another site the 404 of a site that does not exist), a change needs
// a passkey used in the last 5 minutes, is refused from another origin or as a form, is
// recorded, and takes effect: the alert of a new lead goes to the people chosen (a real SMTP
// server), and leads older than the months chosen are deleted. Hostile names are escaped.
import { afterEach, describe, expect, it } from 'vitest';
import { databases, type TestOffice } from '../support/office-harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { enquiry, leadOffice, send, signIn } from './leads-helpers.ts';
import { addPerson, removePerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import { applyRetention } from '../../office/leads/privacy.ts';

let office: TestOffice | undefined;
let smtp: SmtpInbox | undefined;
afterEach(async () => {
  await office?.stop();
  await smtp?.close();
  office = smtp = undefined;
});

const HOSTILE = '<img src=x onerror="alert(1)">Ed';

async function setUp(engine: (typeof databases)[number]) {
  smtp = await startSmtpInbox();
  office = await leadOffice({ engine, smtpUrl: smtp.url });
  const db = office.office.db;
  const ann = await addPerson(db, { email: 'ann@example.com', site: 'a', role: 'owner', name: 'Ann' });
  const annCookie = (await createSession(office.office, ann.id)).cookie;
  const ed = await addPerson(db, { email: 'ed@example.com', site: 'a', role: 'editor', name: HOSTILE });
  const edCookie = (await createSession(office.office, ed.id)).cookie;
  const bea = await addPerson(db, { email: 'bea@example.com', site: 'b', role: 'owner' });
  const as =
    (cookie: string) =>
    (path: string, init: RequestInit & { origin?: string | null } = {}) =>
      office!.request(path, { ...init, headers: { Cookie: cookie, ...(init.headers as Record<string, string>) } });
  const post = (cookie: string, path: string, body: unknown, init: RequestInit & { origin?: string | null } = {}) =>
    as(cookie)(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      ...init,
    });
  /** Ann's passkey, as the again ceremony leaves it: used `ago` before now. */
  const passkeyUsed = (ago: string) =>
    db.query(`update sessions set passkey_at = now() - interval '${ago}' where person_id = $1`, [ann.id]);
  const stored = async () => ({
    settings: (await db.query('select site, retention_months from site_settings order by site')).rows,
    alerts: (await db.query('select site, lead_alerts from memberships order by site, person_id')).rows,
    audit: (await db.query("select count(*)::int as n from audit where action = 'settings'")).rows[0].n as number,
  });
  return { db, ann, annCookie, ed, edCookie, bea, as, post, passkeyUsed, stored };
}

describe.each(databases)('the Settings page of a site on %s', (engine) => {
  it('refuses an editor, and an owner without a recent passkey, changing nothing', async () => {
    const t = await setUp(engine);
    const before = await t.stored();
    const change = { retentionMonths: '6', [`alert:${t.ed.id}`]: 'on' };
    // The editor: the owners' 403, for the page and the change, even with a recent passkey.
    await t.db.query('update sessions set passkey_at = now() where person_id = $1', [t.ed.id]);
    expect((await t.as(t.edCookie)('/s/a/settings', { headers: { Accept: 'text/html' } })).status).toBe(403);
    const refused = await t.post(t.edCookie, '/s/a/api/settings', change);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Only an owner of this site can do that.' });
    // The owner with no passkey used in this session, then one used 6 minutes ago.
    for (const ago of [undefined, '6 minutes']) {
      if (ago) await t.passkeyUsed(ago);
      const res = await t.post(t.annCookie, '/s/a/api/settings', change);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ passkeyAgain: true });
    }
    expect(await t.stored()).toEqual(before);
  });

  it('saves with a recent passkey, records it, and the alert and the retention follow it', async () => {
    const t = await setUp(engine);
    const page = await t.as(t.annCookie)('/s/a/settings', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Ed');
    expect(text).not.toContain('<img src=x');
    expect(text).not.toContain('bea@example.com');
    expect(text).toMatch(new RegExp(`name="alert:${t.ann.id}" value="on"\\s+checked`));
    expect(text).toMatch(/name="retentionMonths"[^>]*value="24"/);

    await t.passkeyUsed('1 minute');
    // Someone of another site cannot be chosen: the id is no one here.
    const res = await t.post(t.annCookie, '/s/a/api/settings', {
      retentionMonths: '6',
      [`alert:${t.ed.id}`]: 'on',
      [`alert:${t.bea.id}`]: 'on',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { rows: memberships } = await t.db.query<{ email: string; site: string; lead_alerts: boolean | null }>(
      'select p.email, m.site, m.lead_alerts from memberships m join people p on p.id = m.person_id order by p.email',
    );
    expect(memberships).toEqual([
      { email: 'ann@example.com', site: 'a', lead_alerts: false },
      { email: 'bea@example.com', site: 'b', lead_alerts: null },
      { email: 'ed@example.com', site: 'a', lead_alerts: true },
    ]);
    const { rows: audit } = await t.db.query<{ actor: string; site: string; detail: unknown }>(
      "select actor, site, detail from audit where action = 'settings'",
    );
    expect(audit).toEqual([
      {
        actor: 'ann@example.com',
        site: 'a',
        detail: { retentionMonths: { from: 24, to: 6 }, alertsOn: ['ed@example.com'], alertsOff: ['ann@example.com'] },
      },
    ]);
    const record = await (await t.as(t.annCookie)('/s/a/audit', { headers: { Accept: 'text/html' } })).text();
    expect(record).toContain(
      'changed the settings: leads kept 6 months (was 24); lead alerts on for ed@example.com; lead alerts off for ann@example.com',
    );
    const again = await (await t.as(t.annCookie)('/s/a/settings', { headers: { Accept: 'text/html' } })).text();
    expect(again).toMatch(/name="retentionMonths"[^>]*value="6"/);
    expect(again).toContain('by ann@example.com');

    // A new lead's alert goes to Ed only.
    expect((await send(office!, enquiry())).status).toBe(201);
    const alert = await smtp!.waitFor((m) => /New request/.test(m.subject ?? ''));
    expect(alert.to && !Array.isArray(alert.to) ? alert.to.text : '').toBe('ed@example.com');
    // Someone removed and invited again starts from the default of their role.
    await removePerson(t.db, { personId: t.ed.id, site: 'a', actor: 'ann@example.com' });
    await addPerson(t.db, { email: 'ed@example.com', site: 'a', role: 'editor' });
    const { rows: back } = await t.db.query('select lead_alerts from memberships where person_id = $1', [t.ed.id]);
    expect(back).toEqual([{ lead_alerts: null }]);
    // A lead 7 months old goes at the next retention check (24 months would keep it).
    await t.db.query("update leads set received_at = now() - interval '7 months'");
    expect(await applyRetention(office!.office)).toEqual({ a: 1 });
  });

  it('refuses wrong values in words, a change from another origin or as a form, and nobody to alert', async () => {
    const t = await setUp(engine);
    await t.passkeyUsed('1 minute');
    const before = await t.stored();
    const ok = { [`alert:${t.ann.id}`]: 'on' };
    // office.yaml's 24 months (the default) is the most: an owner may shorten it, not lengthen it.
    for (const months of ['0', '121', '6.5', 'six', '', -3, null]) {
      const res = await t.post(t.annCookie, '/s/a/api/settings', { ...ok, retentionMonths: months });
      expect(`${String(months)} ${res.status}`).toBe(`${String(months)} 400`);
      expect((await res.json()).error).toMatch(/whole number of months from 1 to 24\./);
    }
    for (const months of ['25', 60, '120']) {
      const res = await t.post(t.annCookie, '/s/a/api/settings', { ...ok, retentionMonths: months });
      expect(`${String(months)} ${res.status}`).toBe(`${String(months)} 400`);
      expect((await res.json()).error).toBe(
        'Leads of this site can be kept for at most 24 months, as your developer set it for the office: choose from 1 to 24 months. To keep them longer, ask your developer.',
      );
    }
    const page = await (await t.as(t.annCookie)('/s/a/settings', { headers: { Accept: 'text/html' } })).text();
    expect(page).toMatch(/name="retentionMonths"[^>]*max="24"/);
    expect(page).toMatch(/At most\s+24 months, as your developer set it: you may keep leads for less, not longer\./);
    const nobody = await t.post(t.annCookie, '/s/a/api/settings', { retentionMonths: '12' });
    expect(nobody.status).toBe(400);
    expect((await nobody.json()).error).toMatch(/at least one person/);
    const change = JSON.stringify({ ...ok, retentionMonths: '12' });
    for (const origin of ['https://evil.example', null]) {
      const res = await t.post(t.annCookie, '/s/a/api/settings', JSON.parse(change), { origin });
      expect(res.status).toBe(403);
    }
    const form = await t.as(t.annCookie)('/s/a/api/settings', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: change,
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(await t.stored()).toEqual(before);
  });

  it('keeps leads no longer than office.yaml says, even when the owners chose more before it was lowered', async () => {
    const t = await setUp(engine);
    // Chosen when office.yaml allowed 60 months; it says 24 (the default) now.
    await t.db.query("insert into site_settings (site, retention_months, updated_at) values ('a', 48, now())");
    const page = await (await t.as(t.annCookie)('/s/a/settings', { headers: { Accept: 'text/html' } })).text();
    expect(page).toMatch(/name="retentionMonths"[^>]*value="24"/);
    expect((await send(office!, enquiry())).status).toBe(201);
    await t.db.query("update leads set received_at = now() - interval '30 months'");
    expect(await applyRetention(office!.office)).toEqual({ a: 1 });
  });

  it("answers another site's settings exactly as a site that does not exist", async () => {
    const t = await setUp(engine);
    await t.passkeyUsed('1 minute');
    const body = { retentionMonths: '6', [`alert:${t.bea.id}`]: 'on' };
    const missingPage = await t.as(t.annCookie)('/s/nosuch/settings', { headers: { Accept: 'text/html' } });
    const otherPage = await t.as(t.annCookie)('/s/b/settings', { headers: { Accept: 'text/html' } });
    expect([otherPage.status, await otherPage.text()]).toEqual([missingPage.status, await missingPage.text()]);
    expect(otherPage.status).toBe(404);
    const missing = await t.post(t.annCookie, '/s/nosuch/api/settings', body);
    const other = await t.post(t.annCookie, '/s/b/api/settings', body);
    expect([other.status, await other.text()]).toEqual([missing.status, await missing.text()]);
    expect(other.status).toBe(404);
    expect((await t.stored()).settings).toEqual([]);
    // Bea's own settings page never names site a's people.
    const beaCookie = await signIn(office!, 'bea@example.com', 'b', 'owner');
    const beas = await (await t.as(beaCookie)('/s/b/settings', { headers: { Accept: 'text/html' } })).text();
    expect(beas).not.toMatch(/ann@example.com|ed@example.com/);
  });
});
