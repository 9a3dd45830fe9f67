// People and their roles in sites. A person is one email; a membership is their role in one
// site. Removing a person ends the membership (kept, with removed_at: an invite for a removed
// person is refused unless it says "again") and, when they belong to no site any more, every
// session of theirs.
import type { Queryable } from '../db/database.ts';
import type { Role } from '../http/router.ts';
import { record } from '../audit.ts';

export const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export class PeopleError extends Error {}

/** An email as it is stored: trimmed and lower-case; undefined when it cannot be one. */
export function normalEmail(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const email = text.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : undefined;
}

export function isRole(value: unknown): value is Role {
  return value === 'owner' || value === 'editor';
}

export interface PersonRow {
  id: string;
  email: string;
  name: string;
}

export async function personByEmail(db: Queryable, email: string): Promise<PersonRow | undefined> {
  const { rows } = await db.query<{ id: string; email: string; name: string }>(
    'select id::text as id, email, name from people where email = $1',
    [email],
  );
  return rows[0];
}

export async function personById(db: Queryable, id: string): Promise<PersonRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<{ id: string; email: string; name: string }>(
    'select id::text as id, email, name from people where id = $1',
    [id],
  );
  return rows[0];
}

/**
 * Creates the person (by email) if new, and gives them `role` in `site` (re-activating a removed
 * membership, which starts again from the defaults: lead alerts as its role gives them).
 */
export async function addPerson(
  db: Queryable,
  options: { email: string; site: string; role: Role; name?: string },
): Promise<{ id: string }> {
  const email = normalEmail(options.email);
  if (!email) throw new PeopleError(`"${options.email}" is not an email address.`);
  if (!isRole(options.role)) throw new PeopleError('A role is owner or editor.');
  const name = (options.name ?? '').trim().slice(0, 200);
  const { rows } = await db.query<{ id: string }>(
    `insert into people (email, name) values ($1, $2)
     on conflict (email) do update set name = case when $2 <> '' then $2 else people.name end
     returning id::text as id`,
    [email, name],
  );
  const id = rows[0].id;
  await db.query(
    `insert into memberships (person_id, site, role) values ($1, $2, $3)
     on conflict (person_id, site) do update set role = $3, removed_at = null,
       created_at = case when memberships.removed_at is null then memberships.created_at else now() end,
       lead_alerts = case when memberships.removed_at is null then memberships.lead_alerts else null end`,
    [id, options.site, options.role],
  );
  return { id };
}

/** The sites a person belongs to now, by name, with their role. */
export async function sitesOf(db: Queryable, personId: string): Promise<{ site: string; role: Role }[]> {
  const { rows } = await db.query<{ site: string; role: Role }>(
    'select site, role from memberships where person_id = $1 and removed_at is null order by site',
    [personId],
  );
  return rows;
}

export type Member = {
  id: string;
  email: string;
  name: string;
  role: Role;
  since: Date;
  signedInAt: Date | null;
};

/** The people of one site now (never another site's). */
export async function peopleOf(db: Queryable, site: string): Promise<Member[]> {
  const { rows } = await db.query<Member>(
    `select p.id::text as id, p.email, p.name, m.role, m.created_at as since,
       (select max(s.created_at) from sessions s where s.person_id = p.id) as "signedInAt"
     from memberships m join people p on p.id = m.person_id
     where m.site = $1 and m.removed_at is null order by p.email`,
    [site],
  );
  return rows;
}

/** The membership of a person in a site, removed or not. */
export async function membershipOf(
  db: Queryable,
  personId: string,
  site: string,
): Promise<{ role: Role; removedAt: Date | null } | undefined> {
  const { rows } = await db.query<{ role: Role; removedAt: Date | null }>(
    'select role, removed_at as "removedAt" from memberships where person_id = $1 and site = $2',
    [personId, site],
  );
  return rows[0];
}

async function ownersLeft(db: Queryable, site: string, without: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from memberships where site = $1 and role = 'owner' and removed_at is null and person_id <> $2",
    [site, without],
  );
  return rows[0].n;
}

/**
 * Ends a person's membership of a site. Their pending invites to the site are revoked, and when
 * they belong to no site any more, every session of theirs ends. The last owner cannot be removed.
 */
export async function removePerson(
  db: Queryable,
  options: { personId: string; site: string; actor: string },
): Promise<void> {
  const person = await personById(db, options.personId);
  const member = person && (await membershipOf(db, person.id, options.site));
  if (!person || !member || member.removedAt) throw new PeopleError('That person is not one of this site’s people.');
  if (member.role === 'owner' && (await ownersLeft(db, options.site, person.id)) === 0)
    throw new PeopleError('The last owner of a site cannot be removed: make someone else an owner first.');
  await db.query('update memberships set removed_at = now() where person_id = $1 and site = $2', [
    person.id,
    options.site,
  ]);
  await db.query(
    "update sign_in_links set revoked_at = now() where kind = 'invite' and email = $1 and site = $2 and used_at is null and revoked_at is null",
    [person.email, options.site],
  );
  if ((await sitesOf(db, person.id)).length === 0)
    await db.query('update sessions set ended_at = now() where person_id = $1 and ended_at is null', [person.id]);
  await record(db, {
    site: options.site,
    actor: options.actor,
    action: 'remove',
    detail: { email: person.email, role: member.role },
  });
}

/** Changes a person's role in a site; the last owner stays an owner. */
export async function changeRole(
  db: Queryable,
  options: { personId: string; site: string; role: Role; actor: string },
): Promise<void> {
  if (!isRole(options.role)) throw new PeopleError('A role is owner or editor.');
  const person = await personById(db, options.personId);
  const member = person && (await membershipOf(db, person.id, options.site));
  if (!person || !member || member.removedAt) throw new PeopleError('That person is not one of this site’s people.');
  if (member.role === options.role) return;
  if (member.role === 'owner' && (await ownersLeft(db, options.site, person.id)) === 0)
    throw new PeopleError('The last owner of a site stays an owner: make someone else an owner first.');
  await db.query('update memberships set role = $3 where person_id = $1 and site = $2', [
    person.id,
    options.site,
    options.role,
  ]);
  await record(db, {
    site: options.site,
    actor: options.actor,
    action: 'role',
    detail: { email: person.email, from: member.role, to: options.role },
  });
}
