// Email sign-in links and invites. A sign-in link is valid 15 minutes, works once, and only in
// the browser that asked for it (a cookie set when it was asked; its hash is kept with the
// link). An invite is valid 7 days, works once, in any browser, and gives its site and role.
// Only hashes of the tokens are stored.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Office } from '../office.ts';
import type { Queryable } from '../db/database.ts';
import type { Role } from '../http/router.ts';
import { record } from '../audit.ts';
import { addCookie, askCookieValue } from './browser.ts';
import { hashSecret, newSecret } from './cookies.ts';
import { membershipOf, normalEmail, personByEmail, PeopleError, sitesOf, addPerson } from './people.ts';
import { lockOf, noteAttempt, type Verdict } from './limits.ts';

export const LINK_MINUTES = 15;
export const INVITE_DAYS = 7;

/** A path of the office to go to after signing in: a local path only, never another site. */
export function safeNext(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if (value.length > 500 || /[\u0000-\u001f]/.test(value)) return '/';
  return value;
}

/**
 * Asks for a sign-in link. The answer is the same for a known and an unknown email; only a
 * person of some site is sent a link. Returns the lock verdict (counted as an attempt).
 */
export async function askLink(
  office: Office,
  req: IncomingMessage,
  res: ServerResponse,
  email: string,
  next: string,
): Promise<Verdict> {
  const verdict = await noteAttempt(office, email, 'link');
  // The browser's binding is set whatever the email, so the answers look alike.
  const browser = askCookieValue(office, req) ?? newSecret();
  addCookie(office, res, 'ask', browser, LINK_MINUTES * 60);
  if (verdict.locked) return verdict;
  // The rest happens after the answer: neither its words nor the time it takes say who is known.
  void sendLink(office, email, hashSecret(browser), next).catch((error: unknown) =>
    office.log(`A sign-in link could not be sent: ${(error as Error).message}`),
  );
  return verdict;
}

async function sendLink(office: Office, email: string, browserHash: string, next: string): Promise<void> {
  const person = await personByEmail(office.db, email);
  if (!person || (await sitesOf(office.db, person.id)).length === 0) return;
  const token = newSecret();
  await office.db.query("delete from sign_in_links where expires_at < now() - interval '30 days'");
  await office.db.query(
    `insert into sign_in_links (token_hash, kind, email, browser_hash, next_path, expires_at)
     values ($1, 'link', $2, $3, $4, now() + make_interval(mins => $5))`,
    [hashSecret(token), email, browserHash, next, LINK_MINUTES],
  );
  const link = `${office.config.publicUrl}/sign-in/link?t=${token}`;
  await office.mail.send({
    to: email,
    subject: 'Your link to sign in to the office',
    text: [
      'Open this link on the phone or computer where you asked for it, within 15 minutes:',
      '',
      link,
      '',
      'It works once. If you did not ask for it, ignore this email: nobody can use it but the browser that asked.',
    ].join('\n'),
  });
}

export class LinkError extends Error {}

/** Uses a sign-in link in this browser: the person's id and where to go, or a LinkError in plain words. */
export async function useLink(
  office: Office,
  req: IncomingMessage,
  token: string,
): Promise<{ personId: string; email: string; next: string }> {
  const hash = hashSecret(token);
  const { rows } = await office.db.query<{
    email: string;
    browser_hash: string | null;
    next_path: string | null;
    used: boolean;
    late: boolean;
  }>(
    `select email, browser_hash, next_path, used_at is not null or revoked_at is not null as used, expires_at <= now() as late
     from sign_in_links where token_hash = $1 and kind = 'link'`,
    [hash],
  );
  const link = rows[0];
  if (!link) throw new LinkError('This sign-in link is not known here. Ask for a new one.');
  if (link.used) throw new LinkError('This sign-in link was used already: each link works once. Ask for a new one.');
  if (link.late)
    throw new LinkError('This sign-in link is more than 15 minutes old and no longer works. Ask for a new one.');
  const browser = askCookieValue(office, req);
  if (!browser || hashSecret(browser) !== link.browser_hash)
    throw new LinkError(
      'This sign-in link works only in the browser where it was asked for. Open it there, or ask for a new link here.',
    );
  const lock = await lockOf(office, link.email);
  if (lock.locked) throw new LinkError('Signing in with this address is locked for a while. Please try again later.');
  const { rowCount } = await office.db.query(
    'update sign_in_links set used_at = now() where token_hash = $1 and used_at is null and revoked_at is null and expires_at > now()',
    [hash],
  );
  if (rowCount !== 1)
    throw new LinkError('This sign-in link was used already: each link works once. Ask for a new one.');
  const person = await personByEmail(office.db, link.email);
  if (!person || (await sitesOf(office.db, person.id)).length === 0)
    throw new LinkError('This address belongs to no site of this office any more.');
  return { personId: person.id, email: person.email, next: safeNext(link.next_path) };
}

export interface InviteOptions {
  email: string;
  site: string;
  role: Role;
  /** Who invites: a person's email, or 'command line'. */
  by: string;
  /** Invite a person who was removed from the site, on purpose. */
  again?: boolean;
}

/** Makes an invite and returns its link. A removed person is refused unless `again` says so. */
export async function createInvite(office: Office, options: InviteOptions): Promise<{ link: string; email: string }> {
  const email = normalEmail(options.email);
  if (!email) throw new PeopleError(`"${String(options.email).slice(0, 100)}" is not an email address.`);
  if (options.role !== 'owner' && options.role !== 'editor') throw new PeopleError('A role is owner or editor.');
  const person = await personByEmail(office.db, email);
  const member = person && (await membershipOf(office.db, person.id, options.site));
  if (member && !member.removedAt)
    throw new PeopleError(`${email} is already one of this site’s people (${member.role}).`);
  if (member?.removedAt && !options.again)
    throw new PeopleError(
      `${email} was removed from this site on ${new Date(member.removedAt).toISOString().slice(0, 10)}. To let them back in, invite them again on purpose (--again, or "Invite again").`,
    );
  const token = newSecret();
  await office.db.transaction(async (tx: Queryable) => {
    // One open invite per person and site: a new one replaces the old.
    await tx.query(
      "update sign_in_links set revoked_at = now() where kind = 'invite' and email = $1 and site = $2 and used_at is null and revoked_at is null",
      [email, options.site],
    );
    await tx.query(
      `insert into sign_in_links (token_hash, kind, email, site, role, invited_by, expires_at)
       values ($1, 'invite', $2, $3, $4, $5, now() + make_interval(days => $6))`,
      [hashSecret(token), email, options.site, options.role, options.by, INVITE_DAYS],
    );
    await record(tx, {
      site: options.site,
      actor: options.by,
      action: member?.removedAt ? 'invite again' : 'invite',
      detail: { email, role: options.role },
    });
  });
  return { link: `${office.config.publicUrl}/invite?t=${token}`, email };
}

export type InviteRow = {
  email: string;
  site: string;
  role: Role;
  invitedBy: string;
};

/** An invite that still works, for showing its page (not used yet). */
export async function openInvite(office: Office, token: string): Promise<InviteRow | string> {
  const { rows } = await office.db.query<InviteRow & { used: boolean; late: boolean }>(
    `select email, site, role, coalesce(invited_by, '') as "invitedBy",
       used_at is not null or revoked_at is not null as used, expires_at <= now() as late
     from sign_in_links where token_hash = $1 and kind = 'invite'`,
    [hashSecret(token)],
  );
  const row = rows[0];
  if (!row) return 'This invite is not known here. Ask the person who invited you for a new one.';
  if (row.used) return 'This invite was used already, or withdrawn. Ask the person who invited you for a new one.';
  if (row.late) return 'This invite is more than 7 days old and no longer works. Ask for a new one.';
  if (!office.site(row.site)) return 'The site of this invite is no longer in this office.';
  return row;
}

/** Accepts an invite: the person gets their role in the site. */
export async function acceptInvite(office: Office, token: string): Promise<{ personId: string; site: string }> {
  const invite = await openInvite(office, token);
  if (typeof invite === 'string') throw new LinkError(invite);
  const { rowCount } = await office.db.query(
    "update sign_in_links set used_at = now() where token_hash = $1 and kind = 'invite' and used_at is null and revoked_at is null and expires_at > now()",
    [hashSecret(token)],
  );
  if (rowCount !== 1)
    throw new LinkError('This invite was used already. Ask the person who invited you for a new one.');
  const { id } = await addPerson(office.db, {
    email: invite.email,
    site: invite.site,
    role: invite.role,
  });
  return { personId: id, site: invite.site };
}

/** Invites of a site not yet used and still valid. */
export async function pendingInvites(office: Office, site: string) {
  const { rows } = await office.db.query<{ email: string; role: Role; expires: Date; by: string }>(
    `select email, role, expires_at as expires, coalesce(invited_by, '') as by from sign_in_links
     where kind = 'invite' and site = $1 and used_at is null and revoked_at is null and expires_at > now()
     order by created_at desc`,
    [site],
  );
  return rows;
}
