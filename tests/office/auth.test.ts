// Sign-in, sessions, people and the record, attacked, on both databases: email links (twice,
// late, in another browser), the same answer for a known and an unknown email, the lockout
// after 20 attempts (with the notice read from a real SMTP inbox), session fixation, a stolen
// cookie after "sign out everywhere", CSRF, another site's routes, invites (a removed person),
// asking for a passkey again before a removal, and hostile names rendered escaped.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases, type TestOffice } from '../support/office-harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import { roleOf } from '../../office/auth/identity.ts';
import { record } from '../../office/audit.ts';
import { commands } from '../../office/commands.ts';
import type { Entry } from '../../office/http/router.ts';
import { Browser, linkIn, rawGet, tokenOf, twoSiteOffice } from './auth-helpers.ts';

let inbox: SmtpInbox;
let office: TestOffice | undefined;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox.close();
});
afterEach(async () => {
  await office?.stop();
  office = undefined;
});

const to = (address: string) => (mail: { to?: unknown; subject?: string }) =>
  JSON.stringify(mail.to ?? '').includes(address);

/** A new address for each test, so that the shared inbox's messages never mix. */
let n = 0;
const address = (who: string) => `${who}.${process.pid}.${Date.now().toString(36)}.${n++}@example.com`;

async function askAndReadLink(browser: Browser, email: string): Promise<string> {
  const earlier = new Set(inbox.messages);
  const res = await browser.post('/api/auth/link', { email, next: '/s/alpha/people' });
  expect(res.status).toBe(202);
  const mail = await inbox.waitFor((m) => !earlier.has(m) && to(email)(m) && /sign in/i.test(m.subject ?? ''));
  return linkIn(mail.text, '/sign-in/link');
}

describe.each(databases)('sign-in on %s', (engine) => {
  it('a sign-in link works once, within 15 minutes, only in the browser that asked, and changes the session id', async () => {
    office = await twoSiteOffice(engine, inbox.url);
    const { db } = office.office;
    const ann = address('ann');
    await addPerson(db, { email: ann, site: 'alpha', role: 'owner' });
    const mallory = await addPerson(db, { email: address('mallory'), site: 'alpha', role: 'editor' });

    const phone = new Browser(office);
    // Session fixation: the attacker's own session planted in Ann's browser before she signs in.
    const planted = await createSession(office.office, mallory.id);
    const [plantedName, plantedValue] = planted.cookie.split('=');
    phone.cookies.set(plantedName, plantedValue);
    const link = await askAndReadLink(phone, ann);
    expect(link.startsWith(office.office.config.publicUrl)).toBe(true);
    const token = tokenOf(link);

    // Another browser, with no binding, or with a binding of its own: refused, and the link still works.
    const laptop = new Browser(office);
    expect((await laptop.page(`/sign-in/link?t=${token}`)).status).toBe(200);
    let res = await laptop.post('/api/auth/link/use', { token });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/only in the browser where it was asked/);
    await laptop.post('/api/auth/link', { email: address('nobody') });
    expect(laptop.cookies.size).toBe(1);
    res = await laptop.post('/api/auth/link/use', { token });
    expect(res.status).toBe(400);

    res = await phone.post('/api/auth/link/use', { token });
    expect(res.status).toBe(200);
    expect((await res.json()).next).toBe(`/account?offer=1&next=${encodeURIComponent('/s/alpha/people')}`);
    const newValue = phone.cookies.get(plantedName);
    expect(newValue).toBeDefined();
    expect(newValue).not.toBe(plantedValue);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/HttpOnly; SameSite=Strict/);
    expect((await phone.page('/')).status).toBe(200);
    // The planted session ended: the attacker's cookie is worth nothing now.
    const attacker = new Browser(office);
    attacker.cookies.set(plantedName, plantedValue);
    expect((await attacker.request('/', { headers: { Accept: 'application/json' } })).status).toBe(401);

    // Twice: refused.
    res = await phone.post('/api/auth/link/use', { token });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/used already/);

    // Late: a link asked for 16 minutes ago (the database's clock moved back) is refused.
    const late = tokenOf(await askAndReadLink(phone, ann));
    await db.query(
      "update sign_in_links set created_at = created_at - interval '16 minutes', expires_at = expires_at - interval '16 minutes' where used_at is null",
    );
    res = await phone.post('/api/auth/link/use', { token: late });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/more than 15 minutes/);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from sign_in_links where token_hash = $1 or token_hash = $2',
      [token, late],
    );
    expect(rows[0].n).toBe(0); // only hashes are stored
  });

  it('answers a known and an unknown email alike, and mails only the known one', async () => {
    office = await twoSiteOffice(engine, inbox.url);
    const known = address('known');
    const unknown = address('unknown');
    await addPerson(office.office.db, { email: known, site: 'alpha', role: 'editor' });
    const answers = [];
    for (const email of [unknown, known]) {
      const res = await new Browser(office).post('/api/auth/link', { email });
      answers.push({
        status: res.status,
        body: JSON.stringify(await res.json()).replace(email, 'EMAIL'),
        cookies: res.headers.getSetCookie().map((c) => c.replace(/=[^;]*/, '=VALUE')),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].status).toBe(202);
    await inbox.waitFor(to(known));
    expect(inbox.messages.some(to(unknown))).toBe(false);
  });

  it('locks an email for 15 minutes after 20 attempts in a minute, slowing down first, and tells its owner', async () => {
    office = await twoSiteOffice(engine, inbox.url);
    const ann = address('ann');
    const stranger = address('stranger');
    await addPerson(office.office.db, { email: ann, site: 'alpha', role: 'owner' });
    const attacker = new Browser(office);
    const answers: { status: number; ms: number; error?: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await attacker.post('/api/auth/link', { email: ann });
      answers.push({ status: res.status, ms: performance.now() - started, error: (await res.json()).error });
    }
    expect(answers.slice(0, 19).map((a) => a.status)).toEqual(Array(19).fill(202));
    expect(answers[19].status).toBe(429);
    expect(answers[19].error).toMatch(/locked until/);
    expect(answers[18].ms).toBeGreaterThanOrEqual(400); // the 19th waited (19 - 10) × 50 ms
    const notice = await inbox.waitFor((m) => to(ann)(m) && /locked/.test(m.subject ?? ''));
    expect(notice.text).toMatch(/20 times within a minute/);
    // Locked: a link asked from any browser is refused, and a link asked before the lock does not sign in.
    const res = await new Browser(office).post('/api/auth/link', { email: ann });
    expect(res.status).toBe(429);
    const earlyMail = await inbox.waitFor((m) => to(ann)(m) && /link/.test(m.subject ?? ''));
    const early = tokenOf(linkIn(earlyMail.text, '/sign-in/link'));
    expect((await attacker.post('/api/auth/link/use', { token: early })).status).toBe(400);
    // An unknown email is locked the same way, with the same words, and nobody is mailed.
    let last: Response | undefined;
    for (let i = 0; i < 20; i++) last = await attacker.post('/api/auth/link', { email: stranger });
    expect(last?.status).toBe(429);
    expect((await last!.json()).error).toMatch(/locked until/);
    // Fifteen minutes later (the lock moved back), Ann may ask again.
    await office.office.db.query("update sign_in_locks set locked_until = now() - interval '1 second'");
    expect((await new Browser(office).post('/api/auth/link', { email: ann })).status).toBe(202);
    expect(inbox.messages.some(to(stranger))).toBe(false);
  });

  it("counts failed passkey assertions for the passkey's email: the 20th locks it, and its owner is told", async () => {
    office = await twoSiteOffice(engine, inbox.url);
    const ann = address('ann');
    const { id } = await addPerson(office.office.db, { email: ann, site: 'alpha', role: 'owner' });
    // Ann's passkey, as enrolment stores it (the key's bytes do not matter: the forged answers never match).
    const credential = Buffer.from(`ann-key-${n}`).toString('base64url');
    await office.office.db.query('insert into passkeys (id, person_id, public_key) values ($1, $2, $3)', [
      credential,
      id,
      Buffer.from('not a key').toString('base64url'),
    ]);
    const attacker = new Browser(office);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const options = (await (await attacker.post('/api/auth/passkey/options', {})).json()) as { challenge: string };
      const clientData = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: office.office.config.publicUrl }),
      ).toString('base64url');
      const forged = {
        id: credential,
        rawId: credential,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: clientData, authenticatorData: 'AAAA', signature: 'AAAA' },
      };
      statuses.push((await attacker.post('/api/auth/passkey/verify', { response: forged })).status);
    }
    expect(statuses.slice(0, 19)).toEqual(Array(19).fill(401));
    expect(statuses[19]).toBe(429);
    await inbox.waitFor((m) => to(ann)(m) && /locked/.test(m.subject ?? ''));
    expect((await attacker.post('/api/auth/link', { email: ann })).status).toBe(429);
    // An unknown passkey is refused without counting against anyone.
    const unknown = await attacker.post('/api/auth/passkey/verify', { response: { id: 'nobody', response: {} } });
    expect(unknown.status).toBe(401);
  });

  it('a stolen cookie is worth nothing after "sign out everywhere"; sign-out ends one session', async () => {
    office = await twoSiteOffice(engine, inbox.url);
    const ann = address('ann');
    const { id } = await addPerson(office.office.db, { email: ann, site: 'alpha', role: 'owner' });
    const phone = new Browser(office);
    await phone.post('/api/auth/link/use', { token: tokenOf(await askAndReadLink(phone, ann)) });
    const thief = new Browser(office);
    thief.cookies = new Map(phone.cookies);
    expect((await thief.page('/')).status).toBe(200);
    const laptop = await createSession(office.office, id);
    const res = await phone.post('/api/auth/sign-out-everywhere', {});
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
    for (const cookie of [thief.cookieHeader, laptop.cookie]) {
      const again = await office.request('/', { headers: { Cookie: cookie, Accept: 'text/html' } });
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe('/sign-in?next=%2F');
    }
    const two = await createSession(office.office, id);
    const signOut = await office.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { Cookie: two.cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect((await office.request('/', { headers: { Cookie: two.cookie } })).status).toBe(401);
  });

  it('refuses a change from another origin, with no origin, or sent as a form or text', async () => {
    office = await twoSiteOffice(engine, inbox.url);
    const ann = await addPerson(office.office.db, { email: address('ann'), site: 'alpha', role: 'owner' });
    const { cookie } = await createSession(office.office, ann.id);
    const invite = { email: address('eve'), role: 'owner' };
    for (const path of ['/api/auth/link', '/s/alpha/api/people/invite', '/api/auth/sign-out-everywhere']) {
      for (const origin of ['https://evil.example', 'null', null]) {
        const res = await office.request(path, {
          method: 'POST',
          origin,
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify(invite),
        });
        expect(res.status, `${path} from ${origin}`).toBe(403);
      }
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await office.request(path, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': type },
          body: JSON.stringify(invite),
        });
        expect(res.status, `${path} as ${type}`).toBe(415);
      }
    }
    // A link followed from a webmail page is a cross-site navigation: it opens (and carries no
    // session, the cookie being SameSite=Strict); a cross-site fetch or frame does not.
    const fromMail = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };
    expect(await rawGet(office, `/sign-in/link?t=${'a'.repeat(43)}`, fromMail)).toBe(200);
    for (const [mode, dest] of [
      ['cors', 'empty'],
      ['navigate', 'iframe'],
      ['no-cors', 'script'],
    ]) {
      const status = await rawGet(office, '/', {
        Cookie: cookie,
        'Sec-Fetch-Site': 'cross-site',
        'Sec-Fetch-Mode': mode,
        'Sec-Fetch-Dest': dest,
      });
      expect(status, `${mode} ${dest}`).toBe(403);
    }
    const { rows } = await office.office.db.query<{ n: number }>('select count(*)::int as n from sign_in_links');
    expect(rows[0].n).toBe(0);
    expect((await office.request('/', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('a person of site alpha gets 404 for every route of site beta, in either role, and never sees its name', async () => {
    office = await twoSiteOffice(engine, inbox.url);
    const { db } = office.office;
    const owner = await addPerson(db, { email: address('owner'), site: 'alpha', role: 'owner' });
    const editor = await addPerson(db, { email: address('editor'), site: 'alpha', role: 'editor' });
    const bea = await addPerson(db, { email: address('bea'), site: 'beta', role: 'owner' });
    const entries = (office.office.router as unknown as { entries: Entry[] }).entries.filter((e) => e.ofSite);
    expect(entries.length).toBeGreaterThanOrEqual(5);
    for (const person of [owner, editor]) {
      const { cookie } = await createSession(office.office, person.id);
      for (const entry of entries) {
        const path = `/s/beta/${entry.parts.map((p) => (p.startsWith(':') ? bea.id : p)).join('/')}${entry.prefix ? '/x' : ''}`;
        const res = await office.request(path, {
          method: entry.method,
          headers: { Cookie: cookie, 'Content-Type': 'application/json', Accept: 'text/html' },
          body:
            entry.method === 'GET'
              ? undefined
              : JSON.stringify({ personId: bea.id, email: 'x@example.com', role: 'owner' }),
        });
        expect(res.status, `${entry.method} ${path}`).toBe(404);
        expect(await res.text()).not.toMatch(/beta/);
      }
      const home = await office.request('/', { headers: { Cookie: cookie, Accept: 'text/html' } });
      const text = await home.text();
      expect(text).toContain('alpha');
      expect(text).not.toMatch(/beta/);
    }
    // An editor of alpha is no owner: its people and record are refused.
    const { cookie } = await createSession(office.office, editor.id);
    expect((await office.request('/s/alpha/people', { headers: { Cookie: cookie } })).status).toBe(403);
    expect((await office.request('/s/alpha/audit', { headers: { Cookie: cookie } })).status).toBe(403);
    expect(await roleOf(office.office, bea.id, 'alpha')).toBeUndefined();
  });

  it('invites by command and from the office, refuses a removed person unless invited again, and asks for a passkey before a removal', async () => {
    office = await twoSiteOffice(engine, inbox.url);
    const { db } = office.office;
    const ann = address('ann');
    const bob = address('bob');
    const invite = commands.get('invite');
    expect(invite).toBeDefined();
    await expect(invite!(office.office, [ann, '--site', 'gamma', '--role', 'owner'])).rejects.toThrow(
      /No site is named/,
    );
    await expect(invite!(office.office, [ann, '--site', 'alpha', '--role', 'boss'])).rejects.toThrow(/owner or editor/);
    const said = await invite!(office.office, [ann, '--site', 'alpha', '--role', 'owner']);
    expect(said).toMatch(/valid for 7 days/);
    expect(said).toMatch(/emailed/);
    const printed = linkIn(said, '/invite');
    const mailed = await inbox.waitFor(to(ann));
    expect(linkIn(mailed.text, '/invite')).toBe(printed);

    const phone = new Browser(office);
    const invitePage = await phone.page(`/invite?t=${tokenOf(printed)}`);
    expect(invitePage.status).toBe(200);
    expect(await invitePage.text()).toContain('alpha');
    let res = await phone.post('/api/auth/invite/accept', { token: tokenOf(printed) });
    expect(res.status).toBe(200);
    expect((await new Browser(office).post('/api/auth/invite/accept', { token: tokenOf(printed) })).status).toBe(400);
    // Seven days later an invite no longer works.
    const old = linkIn(
      await invite!(office.office, [address('late'), '--site', 'alpha', '--role', 'editor']),
      '/invite',
    );
    await db.query(
      "update sign_in_links set expires_at = now() - interval '1 second' where kind = 'invite' and used_at is null",
    );
    expect((await new Browser(office).post('/api/auth/invite/accept', { token: tokenOf(old) })).status).toBe(400);

    // Ann invites Bob from the office; Bob accepts.
    res = await phone.post('/s/alpha/api/people/invite', { email: bob, role: 'editor' });
    expect(res.status).toBe(201);
    const bobPhone = new Browser(office);
    expect((await bobPhone.post('/api/auth/invite/accept', { token: tokenOf((await res.json()).link) })).status).toBe(
      200,
    );
    expect((await bobPhone.page('/')).status).toBe(200);
    const bobId = (await db.query<{ id: string }>('select id::text as id from people where email = $1', [bob])).rows[0]
      .id;

    // Removing Bob needs a passkey asked within 5 minutes.
    res = await phone.post('/s/alpha/api/people/remove', { personId: bobId });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ passkeyAgain: true });
    const setPasskeyAt = (interval: string) =>
      db.query(
        `update sessions set passkey_at = now() - interval '${interval}' where person_id = (select id from people where email = $1)`,
        [ann],
      );
    await setPasskeyAt('6 minutes');
    expect((await phone.post('/s/alpha/api/people/remove', { personId: bobId })).status).toBe(403);
    await setPasskeyAt('1 minute');
    res = await phone.post('/s/alpha/api/people/remove', { personId: bobId });
    expect(res.status).toBe(200);
    expect((await bobPhone.request('/', { headers: { Accept: 'application/json' } })).status).toBe(401);
    expect(await roleOf(office.office, bobId, 'alpha')).toBeUndefined();

    // A removed person is refused, unless invited again on purpose.
    res = await phone.post('/s/alpha/api/people/invite', { email: bob, role: 'editor' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ again: true });
    await expect(invite!(office.office, [bob, '--site', 'alpha', '--role', 'editor'])).rejects.toThrow(/was removed/);
    const back = await invite!(office.office, [bob, '--site', 'alpha', '--role', 'editor', '--again']);
    expect(
      (await new Browser(office).post('/api/auth/invite/accept', { token: tokenOf(linkIn(back, '/invite')) })).status,
    ).toBe(200);
    expect(await roleOf(office.office, bobId, 'alpha')).toBe('editor');

    // The record shows who did what.
    const audit = await (await phone.page('/s/alpha/audit')).text();
    for (const words of [
      `invited ${bob} as editor`,
      `removed ${bob}`,
      `invited ${bob} again`,
      'signed in from an invite',
    ])
      expect(audit).toContain(words);
  });

  it('renders hostile names, emails and record details escaped', async () => {
    office = await twoSiteOffice(engine, inbox.url);
    const { db } = office.office;
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const ann = await addPerson(db, { email: address('ann'), site: 'alpha', role: 'owner', name: hostile });
    await addPerson(db, {
      email: address('bob'),
      site: 'alpha',
      role: 'editor',
      name: `</strong><script>alert(2)</script>`,
    });
    await record(db, {
      site: 'alpha',
      actor: hostile,
      action: 'publish',
      detail: { outcome: '<script>alert(3)</script>', commit: 'abcdef1234567', sent: false },
    });
    await record(db, { site: 'alpha', actor: 'x', action: '<i>odd</i>', detail: { message: '<script>alert(4)' } });
    const { cookie } = await createSession(office.office, ann.id);
    const named = await office.request('/api/auth/name', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `${hostile}\r\nBcc: x@example.com` }),
    });
    expect(named.status).toBe(200);
    const { rows } = await db.query<{ name: string }>('select name from people where id = $1', [ann.id]);
    expect(rows[0].name).toBe(`${hostile} Bcc: x@example.com`);
    for (const path of ['/', '/s/alpha/people', '/s/alpha/audit', '/account']) {
      const text = await (await office.request(path, { headers: { Cookie: cookie, Accept: 'text/html' } })).text();
      expect(text, path).not.toMatch(/<img src=x|<script>alert|<\/strong><script/);
    }
    const people = await (await office.request('/s/alpha/people', { headers: { Cookie: cookie } })).text();
    expect(people).toContain('&lt;/strong&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    const audit = await (await office.request('/s/alpha/audit', { headers: { Cookie: cookie } })).text();
    expect(audit).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
    expect(audit).toContain(
      'published version abcdef1 (&lt;script&gt;alert(3)&lt;/script&gt;), not yet sent to the repository',
    );
    expect(audit).toContain('&lt;i&gt;odd&lt;/i&gt; (message: &lt;script&gt;alert(4))');
  });
});
