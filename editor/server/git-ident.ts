// Who a version is by, as git writes it: "Name <email>". A person's name comes from outside
// (an invite, a form), so it is made safe for git's ident line first: no line break or other
// control character (which would end the line, or forge a header of the commit), no < or >
// (which end the name and the email), and at least one character git keeps (git refuses a name
// made only of `.,:;<>"'` and spaces). The values go to git in its environment, never as
// arguments.

export interface GitIdent {
  name: string;
  email: string;
}

/** Characters git trims from both ends of a name or email ("crud"). */
const CRUD = /^[\s.,:;<>"'\\]+|[\s.,:;<>"'\\]+$/g;

const clean = (text: string, limit: number): string =>
  text
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029<>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(CRUD, '')
    .slice(0, limit)
    .replace(CRUD, '');

/**
 * The ident of a person for git: their name (or, without one, their email's part before the @)
 * and their email, each cleaned; `fallback` where nothing usable is left.
 */
export function gitIdent(person: { name?: string | null; email: string }, fallback: GitIdent): GitIdent {
  const email = clean(person.email, 254).replace(/\s/g, '');
  const usable = /^[^@\s]+@[^@\s]+$/.test(email);
  const name = clean(person.name ?? '', 200) || (usable ? clean(email.split('@')[0], 200) : '') || fallback.name;
  return { name, email: usable ? email : fallback.email };
}

/** Who a new version is by: its author (who made the change) and committer (what wrote it). */
export interface Authorship {
  author?: GitIdent;
  committer?: GitIdent;
}

/** The environment that makes git write the author and committer given; git's own for the others. */
export function identEnv({ author, committer }: Authorship = {}): Record<string, string> {
  return {
    ...(author ? { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email } : {}),
    ...(committer ? { GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email } : {}),
  };
}
