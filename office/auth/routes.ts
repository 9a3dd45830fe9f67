// Sign-in, sessions, people and the record, installed into the office: pages, their JSON
// endpoints (JSON only, from the office's own origin), and the page script and stylesheet.
import type { ServerResponse } from 'node:http';
import type { Office } from '../office.ts';
import { HttpError, sendJson, type Ask, type Person } from '../http/router.ts';
import { auditOf, record } from '../audit.ts';
import { installAssets } from './assets.ts';
import { requirePasskeyAgain } from './again.ts';
import { readJsonBody, textField } from './body.ts';
import { addCookie } from './browser.ts';
import { sendPage } from './html.ts';
import {
  acceptInvite,
  askLink,
  createInvite,
  LinkError,
  openInvite,
  pendingInvites,
  safeNext,
  useLink,
} from './links.ts';
import { lockMessage } from './limits.ts';
import {
  accountBody,
  auditBody,
  homeBody,
  inviteBody,
  linkBody,
  peopleBody,
  problemBody,
  signInBody,
} from './pages.ts';
import {
  againOptions,
  enrolOptions,
  enrolVerify,
  PasskeyError,
  passkeysOf,
  removePasskey,
  signInOptions,
  verifyAssertion,
} from './passkeys.ts';
import { changeRole, isRole, normalEmail, PeopleError, peopleOf, personById, removePerson, sitesOf } from './people.ts';
import {
  clearSessionCookie,
  createSession,
  endAllSessions,
  endSession,
  SESSION_DAYS,
  sessionHashOf,
  sessionOf,
  type SignInHow,
} from './sessions.ts';

/** The base of a site's pages: '' when the office has one site, else /s/NAME. */
export function siteBase(office: Office, site: string): string {
  return office.config.sites.length === 1 ? '' : `/s/${site}`;
}

/** Signs the browser in as the person: a new session id (the old one ends), and the sign-in recorded. */
async function signIn(office: Office, ask: Ask, personId: string, how: SignInHow): Promise<void> {
  const old = sessionHashOf(office, ask.req);
  if (old) await endSession(office, old);
  const session = await createSession(office, personId, how);
  addCookie(office, ask.res, 'session', session.cookie.slice(session.cookie.indexOf('=') + 1), SESSION_DAYS * 86400);
  const person = await personById(office.db, personId);
  for (const { site } of await sitesOf(office.db, personId))
    if (office.site(site))
      await record(office.db, { site, actor: person?.email ?? null, action: 'sign-in', detail: { how } });
}

function fail(res: ServerResponse, error: unknown): void {
  if (error instanceof PasskeyError) return sendJson(res, error.status, { error: error.message });
  if (error instanceof LinkError) return sendJson(res, 400, { error: error.message });
  if (error instanceof PeopleError) return sendJson(res, 409, { error: error.message });
  throw error;
}

function need<T>(value: T | undefined): T {
  if (value === undefined) throw new HttpError(500, 'The office could not tell who asked.');
  return value;
}

export async function installAuth(office: Office): Promise<void> {
  installAssets(office);
  const { router } = office;

  // ---- Signing in ----
  router.add('GET', '/sign-in', 'public', async (ask) => {
    const next = safeNext(ask.url.searchParams.get('next'));
    if (await sessionOf(office, ask.req)) {
      ask.res.statusCode = 303;
      ask.res.setHeader('Location', next);
      return void ask.res.end();
    }
    sendPage(ask.res, { title: 'Sign in', body: signInBody(next) });
  });

  router.add('POST', '/api/auth/link', 'public', async (ask) => {
    const body = await readJsonBody(ask);
    const email = normalEmail(body.email);
    if (!email) return sendJson(ask.res, 400, { error: 'Please type an email address, such as ann@example.com.' });
    const verdict = await askLink(office, ask.req, ask.res, email, safeNext(body.next));
    if (verdict.locked) return sendJson(ask.res, 429, { error: lockMessage(verdict.until) });
    sendJson(ask.res, 202, {
      message: `If ${email} belongs to someone of this office, a sign-in link is on its way to it. Open it in this browser within 15 minutes.`,
    });
  });

  router.add('GET', '/sign-in/link', 'public', (ask) => {
    const token = ask.url.searchParams.get('t') ?? '';
    if (!/^[A-Za-z0-9_-]{43}$/.test(token))
      return sendPage(ask.res, {
        title: 'Sign in',
        status: 400,
        body: problemBody('This link is not whole', 'Copy the whole link from the email, or ask for a new one.'),
      });
    sendPage(ask.res, { title: 'Sign in', body: linkBody(token) });
  });

  router.add('POST', '/api/auth/link/use', 'public', async (ask) => {
    const body = await readJsonBody(ask);
    try {
      const used = await useLink(office, ask.req, textField(body, 'token', 100));
      await signIn(office, ask, used.personId, 'link');
      sendJson(ask.res, 200, { next: `/account?offer=1&next=${encodeURIComponent(used.next)}` });
    } catch (error) {
      fail(ask.res, error);
    }
  });

  router.add('GET', '/invite', 'public', async (ask) => {
    const token = ask.url.searchParams.get('t') ?? '';
    const invite = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? await openInvite(office, token)
      : 'This invite link is not whole: copy the whole link.';
    if (typeof invite === 'string')
      return sendPage(ask.res, {
        title: 'Invite',
        status: 410,
        body: problemBody('This invite does not work', invite),
      });
    sendPage(ask.res, { title: 'Invite', body: inviteBody(token, invite.site, invite.role, invite.email) });
  });

  router.add('POST', '/api/auth/invite/accept', 'public', async (ask) => {
    const body = await readJsonBody(ask);
    try {
      const accepted = await acceptInvite(office, textField(body, 'token', 100));
      await signIn(office, ask, accepted.personId, 'invite');
      sendJson(ask.res, 200, { next: `/account?offer=1&next=${encodeURIComponent('/')}` });
    } catch (error) {
      fail(ask.res, error);
    }
  });

  router.add('POST', '/api/auth/passkey/options', 'public', async (ask) => {
    await readJsonBody(ask);
    sendJson(ask.res, 200, await signInOptions(office));
  });

  router.add('POST', '/api/auth/passkey/verify', 'public', async (ask) => {
    const body = await readJsonBody(ask);
    try {
      const { personId } = await verifyAssertion(office, body.response, 'sign-in');
      if ((await sitesOf(office.db, personId)).length === 0)
        return sendJson(ask.res, 403, { error: 'This passkey’s person belongs to no site of this office any more.' });
      await signIn(office, ask, personId, 'passkey');
      sendJson(ask.res, 200, { next: safeNext(body.next) });
    } catch (error) {
      fail(ask.res, error);
    }
  });

  // ---- The account: passkeys and signing out ----
  router.add('GET', '/account', 'signed-in', async (ask) => {
    const person = need(ask.person);
    const offer = ask.url.searchParams.get('offer') === '1';
    const next = safeNext(ask.url.searchParams.get('next'));
    sendPage(ask.res, {
      title: 'Your account',
      who: person.email,
      back: { href: '/', label: 'Your sites' },
      body: accountBody(person.name, person.email, await passkeysOf(office, person.id), offer, next),
    });
  });

  router.add('POST', '/api/auth/name', 'signed-in', async (ask) => {
    const body = await readJsonBody(ask);
    const name = textField(body, 'name', 200)
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .trim();
    await office.db.query('update people set name = $2 where id = $1', [need(ask.person).id, name]);
    sendJson(ask.res, 200, { message: name ? 'Saved.' : 'Saved: your email address is shown instead of a name.' });
  });

  router.add('POST', '/api/auth/passkeys/options', 'signed-in', async (ask) => {
    await readJsonBody(ask);
    sendJson(ask.res, 200, await enrolOptions(office, need(ask.person)));
  });

  router.add('POST', '/api/auth/passkeys/verify', 'signed-in', async (ask) => {
    const body = await readJsonBody(ask);
    try {
      const label = textField(body, 'label', 200) || deviceLabel(ask.req.headers['user-agent']);
      await enrolVerify(office, need(ask.person), body.response, label);
      sendJson(ask.res, 201, { message: 'The passkey is added: next time, sign in with it.', reload: true });
    } catch (error) {
      fail(ask.res, error);
    }
  });

  router.add('POST', '/api/auth/passkeys/remove', 'signed-in', async (ask) => {
    const body = await readJsonBody(ask);
    const removed = await removePasskey(office, need(ask.person), textField(body, 'id', 1400));
    if (!removed) return sendJson(ask.res, 404, { error: 'No such passkey of yours.' });
    sendJson(ask.res, 200, { message: 'The passkey is removed.', reload: true });
  });

  router.add('POST', '/api/auth/again/options', 'signed-in', async (ask) => {
    await readJsonBody(ask);
    try {
      sendJson(ask.res, 200, await againOptions(office, need(ask.person)));
    } catch (error) {
      fail(ask.res, error);
    }
  });

  router.add('POST', '/api/auth/again/verify', 'signed-in', async (ask) => {
    const body = await readJsonBody(ask);
    const person = need(ask.person);
    try {
      await verifyAssertion(office, body.response, 'again', person);
      await office.db.query('update sessions set passkey_at = now() where id_hash = $1', [person.sessionId]);
      sendJson(ask.res, 200, { message: 'Confirmed.' });
    } catch (error) {
      fail(ask.res, error);
    }
  });

  router.add('POST', '/api/auth/sign-out', 'signed-in', async (ask) => {
    await readJsonBody(ask);
    await endSession(office, need(ask.person).sessionId);
    ask.res.setHeader('Set-Cookie', clearSessionCookie(office));
    sendJson(ask.res, 200, { next: '/sign-in' });
  });

  router.add('POST', '/api/auth/sign-out-everywhere', 'signed-in', async (ask) => {
    await readJsonBody(ask);
    const person = need(ask.person);
    const ended = await endAllSessions(office, person.id);
    ask.res.setHeader('Set-Cookie', clearSessionCookie(office));
    for (const { site } of await sitesOf(office.db, person.id))
      if (office.site(site))
        await record(office.db, {
          site,
          actor: person.email,
          action: 'sign-out everywhere',
          detail: { sessions: ended },
        });
    sendJson(ask.res, 200, { next: '/sign-in' });
  });

  // ---- Home: the person's sites, and only theirs ----
  router.add('GET', '/', 'signed-in', async (ask) => {
    const person = need(ask.person);
    const sites = (await sitesOf(office.db, person.id)).flatMap(({ site, role }) => {
      const config = office.site(site);
      return config ? [{ site: config, role, base: siteBase(office, site) }] : [];
    });
    sendPage(ask.res, { title: 'Your sites', who: person.email, body: homeBody(person.name, sites) });
  });

  // ---- People of a site (owners) ----
  router.site('GET', '/people', 'owner', async (ask) => {
    const site = need(ask.site);
    const person = need(ask.person);
    sendPage(ask.res, {
      title: `People of ${site.name}`,
      who: person.email,
      back: { href: '/', label: 'Your sites' },
      body: peopleBody(
        site.name,
        ask.base,
        person.id,
        await peopleOf(office.db, site.name),
        await pendingInvites(office, site.name),
      ),
    });
  });

  router.site('POST', '/api/people/invite', 'owner', async (ask) => {
    const site = need(ask.site);
    const person = need(ask.person);
    const body = await readJsonBody(ask);
    if (!isRole(body.role)) return sendJson(ask.res, 400, { error: 'Choose a role: owner or editor.' });
    try {
      const invite = await createInvite(office, {
        email: textField(body, 'email', 254),
        site: site.name,
        role: body.role,
        by: person.email,
        again: body.again === true,
      });
      let sent = false;
      if (office.mail.sends) {
        await sendInvite(office, invite.email, invite.link, site.name, body.role, person.email);
        sent = true;
      }
      sendJson(ask.res, 201, {
        message: sent
          ? `The invite is on its way to ${invite.email}. It works for 7 days. You can also send them this link:`
          : `The office sends no email yet: send ${invite.email} this link yourself. It works for 7 days:`,
        link: invite.link,
      });
    } catch (error) {
      if (error instanceof PeopleError && /invite them again/.test(error.message))
        return sendJson(ask.res, 409, { error: error.message, again: true });
      fail(ask.res, error);
    }
  });

  router.site('POST', '/api/people/remove', 'owner', async (ask) => {
    const site = need(ask.site);
    const person = need(ask.person);
    const body = await readJsonBody(ask);
    if (!(await requirePasskeyAgain(ask))) return;
    const personId = textField(body, 'personId', 40);
    if (personId === person.id)
      return sendJson(ask.res, 409, { error: 'You cannot remove yourself: ask another owner to.' });
    try {
      await removePerson(office.db, { personId, site: site.name, actor: person.email });
      sendJson(ask.res, 200, { message: 'Removed.', reload: true });
    } catch (error) {
      if (error instanceof PeopleError) return sendJson(ask.res, 404, { error: error.message });
      throw error;
    }
  });

  router.site('POST', '/api/people/role', 'owner', async (ask) => {
    const site = need(ask.site);
    const person = need(ask.person);
    const body = await readJsonBody(ask);
    if (!isRole(body.role)) return sendJson(ask.res, 400, { error: 'Choose a role: owner or editor.' });
    const personId = textField(body, 'personId', 40);
    if (personId === person.id)
      return sendJson(ask.res, 409, { error: 'You cannot change your own role: ask another owner to.' });
    try {
      await changeRole(office.db, { personId, site: site.name, role: body.role, actor: person.email });
      sendJson(ask.res, 200, { message: 'Changed.', reload: true });
    } catch (error) {
      if (error instanceof PeopleError && /not one of/.test(error.message))
        return sendJson(ask.res, 404, { error: error.message });
      fail(ask.res, error);
    }
  });

  // ---- The record (owners) ----
  router.site('GET', '/audit', 'owner', async (ask) => {
    const site = need(ask.site);
    sendPage(ask.res, {
      title: `Record of ${site.name}`,
      who: need(ask.person).email,
      back: { href: '/', label: 'Your sites' },
      body: auditBody(site.name, await auditOf(office.db, site.name)),
    });
  });
}

export async function sendInvite(
  office: Office,
  email: string,
  link: string,
  site: string,
  role: string,
  by: string,
): Promise<void> {
  await office.mail.send({
    to: email,
    subject: `You are invited to edit ${site}`,
    text: [
      `${by} invites you to the office of ${site}, as ${role === 'owner' ? 'an owner' : 'an editor'}.`,
      '',
      'Open this link on your phone to accept. It works once, for 7 days:',
      '',
      link,
      '',
      'You will be asked to add a passkey, so that you sign in with your face, fingerprint or screen lock.',
    ].join('\n'),
  });
}

function deviceLabel(agent: string | undefined): string {
  const ua = agent ?? '';
  const device = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS/.test(ua)
          ? 'Mac'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : '';
  return browser && device ? `${browser} on ${device}` : device || browser || 'Passkey';
}

export type { Person };
