// Sessions: a random id in an httpOnly, SameSite=Strict cookie (Secure except on
// http://localhost); the database keeps only its SHA-256. A session ends after 30 days, after
// 7 days unused, at sign-out, or everywhere at once. Each sign-in makes a new id (and ends the
// one the browser had), so an id planted before sign-in is worth nothing after it.
import type { IncomingMessage } from 'node:http';
import type { Office } from '../office.ts';
import type { Queryable } from '../db/database.ts';
import { cookieHeader, hashSecret, newSecret, readCookies, sessionCookieName } from './cookies.ts';

export const SESSION_DAYS = 30;
export const IDLE_DAYS = 7;
/** A passkey asked again is good this long for a removal or a change of settings. */
export const RECENT_PASSKEY_MINUTES = 5;

export type SignInHow = 'passkey' | 'link' | 'invite' | 'test';

export type SessionRow = {
  idHash: string;
  personId: string;
  email: string;
  name: string;
  passkeyAt: Date | null;
};

/**
 * A new session for the person. `cookie` is "name=value", ready for a Cookie header (tests);
 * `setCookie` is the Set-Cookie header for a browser; `id` is the session's stored key (a hash).
 */
export async function createSession(
  office: Office,
  personId: string,
  how: SignInHow = 'test',
): Promise<{ cookie: string; setCookie: string; id: string }> {
  const secret = newSecret();
  const idHash = hashSecret(secret);
  // Sessions long over are forgotten (a person's last sign-in stays as long as a month).
  await office.db.query("delete from sessions where expires_at < now() - interval '30 days'");
  await office.db.query(
    `insert into sessions (id_hash, person_id, expires_at, how, passkey_at)
     values ($1, $2, now() + make_interval(days => $3), $4, case when $4 = 'passkey' then now() else null end)`,
    [idHash, personId, SESSION_DAYS, how],
  );
  const name = sessionCookieName(office.config.publicUrl);
  return {
    cookie: `${name}=${secret}`,
    setCookie: cookieHeader(office.config.publicUrl, name, secret, SESSION_DAYS * 86400),
    id: idHash,
  };
}

/** The Set-Cookie header that makes the browser forget its session cookie. */
export function clearSessionCookie(office: Office): string {
  return cookieHeader(office.config.publicUrl, sessionCookieName(office.config.publicUrl), '', 0);
}

/** The hash of the request's session cookie, whether or not it names a live session. */
export function sessionHashOf(office: Office, req: IncomingMessage): string | undefined {
  const secret = readCookies(req).get(sessionCookieName(office.config.publicUrl));
  return secret ? hashSecret(secret) : undefined;
}

/** The live session of the request, if any; its last use is noted (at most once a minute). */
export async function sessionOf(office: Office, req: IncomingMessage): Promise<SessionRow | undefined> {
  const idHash = sessionHashOf(office, req);
  if (!idHash) return undefined;
  const { rows } = await office.db.query<SessionRow & { stale: boolean }>(
    `select s.id_hash as "idHash", s.person_id::text as "personId", p.email, p.name, s.passkey_at as "passkeyAt",
       s.seen_at < now() - interval '1 minute' as stale
     from sessions s join people p on p.id = s.person_id
     where s.id_hash = $1 and s.ended_at is null and s.expires_at > now()
       and s.seen_at > now() - make_interval(days => $2)`,
    [idHash, IDLE_DAYS],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.stale) await office.db.query('update sessions set seen_at = now() where id_hash = $1', [idHash]);
  return { idHash: row.idHash, personId: row.personId, email: row.email, name: row.name, passkeyAt: row.passkeyAt };
}

export async function endSession(office: Office | { db: Queryable }, id: string): Promise<void> {
  await office.db.query('update sessions set ended_at = now() where id_hash = $1 and ended_at is null', [id]);
}

/** Ends every session of the person: "sign out everywhere". */
export async function endAllSessions(office: Office | { db: Queryable }, personId: string): Promise<number> {
  const { rowCount } = await office.db.query(
    'update sessions set ended_at = now() where person_id = $1 and ended_at is null',
    [personId],
  );
  return rowCount;
}

/** True when the session made a passkey assertion within the last few minutes. */
export async function passkeyIsRecent(office: Office, idHash: string): Promise<boolean> {
  const { rows } = await office.db.query<{ ok: boolean }>(
    `select passkey_at is not null and passkey_at > now() - make_interval(mins => $2) as ok
     from sessions where id_hash = $1 and ended_at is null`,
    [idHash, RECENT_PASSKEY_MINUTES],
  );
  return rows[0]?.ok === true;
}
