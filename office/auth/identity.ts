// Who is asking: the person of the request's session cookie, and their role in a site (a
// removed membership is no role). The server checks both around every handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Office } from '../office.ts';
import type { Person, Role } from '../http/router.ts';
import { sessionOf } from './sessions.ts';

export async function personOf(
  office: Office,
  req: IncomingMessage,
  _res: ServerResponse,
): Promise<Person | undefined> {
  const session = await sessionOf(office, req);
  if (!session) return undefined;
  return { id: session.personId, email: session.email, name: session.name, sessionId: session.idHash };
}

export async function roleOf(office: Office, personId: string, site: string): Promise<Role | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(personId)) return undefined;
  const { rows } = await office.db.query<{ role: Role }>(
    'select role from memberships where person_id = $1 and site = $2 and removed_at is null',
    [personId, site],
  );
  return rows[0]?.role;
}
