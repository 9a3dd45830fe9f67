// The contract other parts of the office sign people in with: addPerson, createSession,
// personOf and roleOf, on both databases. A removed membership is no role; an ended session
// is nobody.
import { afterEach, describe, expect, it } from 'vitest';
import { databases, startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { addPerson, removePerson } from '../../office/auth/people.ts';
import { createSession, endAllSessions, endSession } from '../../office/auth/sessions.ts';
import { roleOf } from '../../office/auth/identity.ts';
import { sendJson } from '../../office/http/router.ts';

let office: TestOffice | undefined;
afterEach(async () => {
  await office?.stop();
  office = undefined;
});

describe.each(databases)('people and sessions on %s', (engine) => {
  it('signs a person in with a cookie, knows their role, and forgets both when they end', async () => {
    office = await startTestOffice({ engine });
    const { db } = office.office;
    office.office.router.add('GET', '/whoami-test', 'signed-in', ({ res, person }) =>
      sendJson(res, 200, { email: person?.email }),
    );
    const ann = await addPerson(db, { email: ' Ann@Example.COM ', site: 'site', role: 'owner', name: 'Ann' });
    const bob = await addPerson(db, { email: 'bob@example.com', site: 'site', role: 'editor' });
    expect(await roleOf(office.office, ann.id, 'site')).toBe('owner');
    expect(await roleOf(office.office, ann.id, 'other')).toBeUndefined();
    const session = await createSession(office.office, ann.id);
    expect(session.cookie).toMatch(/^office-session=[A-Za-z0-9_-]{43}$/);
    const { rows } = await db.query<{ id_hash: string }>('select id_hash from sessions');
    expect(rows.map((r) => r.id_hash)).toEqual([session.id]);
    expect(session.cookie).not.toContain(session.id);
    const who = await office.request('/whoami-test', { headers: { Cookie: session.cookie } });
    expect(await who.json()).toEqual({ email: 'ann@example.com' });
    expect((await office.request('/whoami-test')).status).toBe(401);
    expect((await office.request('/whoami-test', { headers: { Cookie: 'office-session=forged' } })).status).toBe(401);

    await removePerson(db, { personId: bob.id, site: 'site', actor: 'ann@example.com' });
    expect(await roleOf(office.office, bob.id, 'site')).toBeUndefined();
    await expect(removePerson(db, { personId: ann.id, site: 'site', actor: 'x' })).rejects.toThrow(/last owner/);
    await addPerson(db, { email: 'bob@example.com', site: 'site', role: 'owner' });
    expect(await roleOf(office.office, bob.id, 'site')).toBe('owner');

    await endSession(office.office, session.id);
    expect((await office.request('/whoami-test', { headers: { Cookie: session.cookie } })).status).toBe(401);
    const again = await createSession(office.office, ann.id);
    const other = await createSession(office.office, ann.id);
    expect(await endAllSessions(office.office, ann.id)).toBe(2);
    for (const s of [again, other])
      expect((await office.request('/whoami-test', { headers: { Cookie: s.cookie } })).status).toBe(401);
  });

  it('ends a session after 30 days, or after 7 idle days', async () => {
    office = await startTestOffice({ engine });
    const { db } = office.office;
    office.office.router.add('GET', '/whoami-test', 'signed-in', ({ res }) => sendJson(res, 200, {}));
    const ann = await addPerson(db, { email: 'ann@example.com', site: 'site', role: 'owner' });
    const idle = await createSession(office.office, ann.id);
    const old = await createSession(office.office, ann.id);
    const ask = (s: { cookie: string }) => office!.request('/whoami-test', { headers: { Cookie: s.cookie } });
    expect((await ask(idle)).status).toBe(200);
    await db.query("update sessions set seen_at = now() - interval '7 days 1 minute' where id_hash = $1", [idle.id]);
    await db.query(
      "update sessions set created_at = now() - interval '30 days', expires_at = now() - interval '1 second' where id_hash = $1",
      [old.id],
    );
    expect((await ask(idle)).status).toBe(401);
    expect((await ask(old)).status).toBe(401);
  });
});

describe('cookies on an https office', () => {
  it('are __Host- prefixed and Secure, httpOnly and SameSite=Strict', async () => {
    office = await startTestOffice({ env: { OFFICE_PUBLIC_URL: 'https://office.example.com' } });
    const ann = await addPerson(office.office.db, { email: 'ann@example.com', site: 'site', role: 'owner' });
    const session = await createSession(office.office, ann.id);
    expect(session.cookie).toMatch(/^__Host-office-session=[\w-]{43}$/);
    expect(session.setCookie).toMatch(
      /^__Host-office-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=2592000; Secure$/,
    );
  });
});

describe('the sign-in page', () => {
  it('weighs at most 30 KB gzip with its script and stylesheet, and has no inline script or style', async () => {
    const { officeAssets } = await import('../../office/auth/assets.ts');
    const { page } = await import('../../office/auth/html.ts');
    const { signInBody } = await import('../../office/auth/pages.ts');
    const { gzipSync } = await import('node:zlib');
    const html = page({ title: 'Sign in', body: signInBody('/') });
    const { js, css } = await officeAssets();
    const total = gzipSync(html).length + js.gzip.length + css.gzip.length;
    expect(total).toBeLessThanOrEqual(30 * 1024);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)|<style|\sstyle=|\son[a-z]+=/i);
    expect(js.body.toString()).toContain('navigator.credentials');
  });
});
