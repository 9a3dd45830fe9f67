// Passkeys (WebAuthn, with @simplewebauthn/server): enrol one on a signed-in browser, sign in
// with one, and ask for one again before a removal or a change of settings. The relying party
// is the office's public address: its host name is the rpID, its origin the expected origin.
// Each challenge is kept once, for 5 minutes, and used up by the first answer to it.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Office } from '../office.ts';
import type { Person } from '../http/router.ts';
import { noteAttempt, lockOf, lockMessage } from './limits.ts';

type Purpose = 'sign-in' | 'enrol' | 'again';

// @simplewebauthn/server takes about 0.7 s to load, a third of the office's start: it loads a
// few seconds after start, once the office is ready, or by the first passkey request if sooner.
let webauthn: Promise<typeof import('@simplewebauthn/server')> | undefined;
const simpleWebAuthn = () => (webauthn ??= import('@simplewebauthn/server'));
setTimeout(() => void simpleWebAuthn(), 3000).unref();

export class PasskeyError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function party(office: Office) {
  const url = new URL(office.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

async function keepChallenge(office: Office, challenge: string, purpose: Purpose, sessionHash?: string) {
  await office.db.query('delete from passkey_challenges where expires_at < now()');
  await office.db.query(
    `insert into passkey_challenges (challenge, purpose, session_hash, expires_at)
     values ($1, $2, $3, now() + interval '5 minutes')`,
    [challenge, purpose, sessionHash ?? null],
  );
}

/** Uses up the challenge: true once, for a live challenge of this purpose (and session). */
function takeChallenge(office: Office, purpose: Purpose, sessionHash?: string) {
  return async (challenge: string): Promise<boolean> => {
    const { rowCount } = await office.db.query(
      `delete from passkey_challenges where challenge = $1 and purpose = $2 and expires_at > now()
       and session_hash is not distinct from $3`,
      [challenge, purpose, sessionHash ?? null],
    );
    return rowCount === 1;
  };
}

interface StoredPasskey {
  id: string;
  person_id: string;
  email: string;
  public_key: string;
  counter: string | number;
  transports: string;
}

async function passkeyById(office: Office, id: string): Promise<StoredPasskey | undefined> {
  if (typeof id !== 'string' || id.length > 1400) return undefined;
  const { rows } = await office.db.query<StoredPasskey & Record<string, unknown>>(
    `select k.id, k.person_id::text as person_id, p.email, k.public_key, k.counter, k.transports
     from passkeys k join people p on p.id = k.person_id where k.id = $1`,
    [id],
  );
  return rows[0];
}

export async function passkeysOf(office: Office, personId: string) {
  const { rows } = await office.db.query<{ id: string; label: string; created: Date; used: Date | null }>(
    'select id, label, created_at as created, used_at as used from passkeys where person_id = $1 order by created_at',
    [personId],
  );
  return rows;
}

/** Options for enrolling a passkey on this browser, for the signed-in person. */
export async function enrolOptions(office: Office, person: Person) {
  const { rpID } = party(office);
  const existing = await passkeysOf(office, person.id);
  const options = await (
    await simpleWebAuthn()
  ).generateRegistrationOptions({
    rpName: 'Office',
    rpID,
    userName: person.email,
    userDisplayName: person.name || person.email,
    userID: new Uint8Array(Buffer.from(person.id.replace(/-/g, ''), 'hex')),
    attestationType: 'none',
    excludeCredentials: existing.map((k) => ({ id: k.id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(office, options.challenge, 'enrol', person.sessionId);
  return options;
}

export async function enrolVerify(office: Office, person: Person, response: unknown, label: string): Promise<void> {
  const { rpID, origin } = party(office);
  let verified;
  try {
    verified = await (
      await simpleWebAuthn()
    ).verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: takeChallenge(office, 'enrol', person.sessionId),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (error) {
    throw new PasskeyError(`The passkey could not be added: ${(error as Error).message}`);
  }
  if (!verified.verified) throw new PasskeyError('The passkey could not be added. Please try again.');
  const { credential } = verified.registrationInfo;
  await office.db.query(
    `insert into passkeys (id, person_id, public_key, counter, transports, label) values ($1, $2, $3, $4, $5, $6)`,
    [
      credential.id,
      person.id,
      Buffer.from(credential.publicKey).toString('base64url'),
      credential.counter,
      (credential.transports ?? []).join(','),
      label.slice(0, 200),
    ],
  );
}

/** Options for signing in with any passkey of this office (the browser offers the ones it holds). */
export async function signInOptions(office: Office) {
  const options = await (
    await simpleWebAuthn()
  ).generateAuthenticationOptions({ rpID: party(office).rpID, userVerification: 'preferred' });
  await keepChallenge(office, options.challenge, 'sign-in');
  return options;
}

/** Options for asking the signed-in person for one of their own passkeys again. */
export async function againOptions(office: Office, person: Person) {
  const keys = await passkeysOf(office, person.id);
  if (keys.length === 0)
    throw new PasskeyError('You have no passkey yet. Add one on your account page first, then try again.', 409);
  const options = await (
    await simpleWebAuthn()
  ).generateAuthenticationOptions({
    rpID: party(office).rpID,
    userVerification: 'preferred',
    allowCredentials: keys.map((k) => ({ id: k.id })),
  });
  await keepChallenge(office, options.challenge, 'again', person.sessionId);
  return options;
}

/**
 * Checks an assertion. For 'sign-in', any person's passkey; for 'again', one of `person`'s.
 * A failed assertion of a known passkey counts as a sign-in attempt for its email.
 */
export async function verifyAssertion(
  office: Office,
  response: unknown,
  purpose: 'sign-in' | 'again',
  person?: Person,
): Promise<{ personId: string; email: string }> {
  const { rpID, origin } = party(office);
  const answer = response as AuthenticationResponseJSON;
  const stored = await passkeyById(office, typeof answer?.id === 'string' ? answer.id : '');
  if (!stored || (person && stored.person_id !== person.id))
    throw new PasskeyError('This passkey is not known here. Sign in with an email link, then add a passkey.', 401);
  const lock = await lockOf(office, stored.email);
  if (lock.locked) throw new PasskeyError(lockMessage(lock.until), 429);
  let ok = false;
  let newCounter = 0;
  try {
    const verified = await (
      await simpleWebAuthn()
    ).verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: takeChallenge(office, purpose, person?.sessionId),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: Number(stored.counter),
        transports: stored.transports ? (stored.transports.split(',') as never) : undefined,
      },
    });
    ok = verified.verified;
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    ok = false;
  }
  if (!ok) {
    const verdict = await noteAttempt(office, stored.email, 'passkey');
    if (verdict.locked) throw new PasskeyError(lockMessage(verdict.until), 429);
    throw new PasskeyError('That passkey could not be checked. Please try again.', 401);
  }
  await office.db.query('update passkeys set counter = $2, used_at = now() where id = $1', [stored.id, newCounter]);
  return { personId: stored.person_id, email: stored.email };
}

export async function removePasskey(office: Office, person: Person, id: string): Promise<boolean> {
  const { rowCount } = await office.db.query('delete from passkeys where id = $1 and person_id = $2', [id, person.id]);
  return rowCount === 1;
}
