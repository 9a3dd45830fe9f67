// Who a version made in the office is by: the signed-in person is its author (their name and
// email, made safe for git), the office its committer. History then shows who published.
import { gitIdent, identEnv, type Authorship, type GitIdent } from '../../editor/server/git-ident.ts';
import type { Person } from '../http/router.ts';

/** The office, as the committer of every version it writes (and the author when nobody is known). */
export const OFFICE_IDENT: GitIdent = { name: 'Office', email: 'office@localhost' };

/** The person as author and the office as committer; the office as both without a person. */
export function authorshipOf(person: Pick<Person, 'name' | 'email'> | undefined): Authorship {
  return { author: person ? gitIdent(person, OFFICE_IDENT) : OFFICE_IDENT, committer: OFFICE_IDENT };
}

/** The git environment of an authorship (for git commands the office runs itself). */
export const authorshipEnv = (by: Authorship): Record<string, string> => identEnv(by);
