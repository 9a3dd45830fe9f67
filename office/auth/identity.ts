// Who is asking: the person of the request's session cookie, and their role in a site.
// (Placeholder until sign-in lands: nobody is signed in.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Office } from '../office.ts';
import type { Person, Role } from '../http/router.ts';

export async function personOf(
  _office: Office,
  _req: IncomingMessage,
  _res: ServerResponse,
): Promise<Person | undefined> {
  return undefined;
}

export async function roleOf(office: Office, personId: string, site: string): Promise<Role | undefined> {
  void office;
  void personId;
  void site;
  return undefined;
}
