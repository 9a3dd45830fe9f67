// Sign-in attempts for one email (links asked for, passkey assertions that failed): from the
// 11th in a minute each answer is slowed a little more; the 20th locks the email for 15
// minutes, and the address's owner is told by email. A known and an unknown email are counted,
// slowed and locked alike, so the answers say nothing of who is known.
import type { Office } from '../office.ts';
import { personByEmail } from './people.ts';

export const ATTEMPTS_PER_MINUTE = 20;
export const SLOW_AFTER = 10;
export const SLOW_STEP_MS = 50;
export const LOCK_MINUTES = 15;

export interface Verdict {
  locked: boolean;
  /** When the lock ends. */
  until?: Date;
}

export async function lockOf(office: Office, email: string): Promise<Verdict> {
  const { rows } = await office.db.query<{ until: Date }>(
    'select locked_until as until from sign_in_locks where email = $1 and locked_until > now()',
    [email],
  );
  return rows[0] ? { locked: true, until: new Date(rows[0].until) } : { locked: false };
}

/** Counts one attempt for the email; slows the answer past the 10th in a minute, locks at the 20th. */
export async function noteAttempt(office: Office, email: string, kind: 'link' | 'passkey'): Promise<Verdict> {
  const lock = await lockOf(office, email);
  if (lock.locked) return lock;
  await office.db.query('insert into sign_in_attempts (email, kind) values ($1, $2)', [email, kind]);
  await office.db.query("delete from sign_in_attempts where at < now() - interval '1 day'");
  const { rows } = await office.db.query<{ n: number }>(
    "select count(*)::int as n from sign_in_attempts where email = $1 and at > now() - interval '1 minute'",
    [email],
  );
  const count = rows[0].n;
  if (count >= ATTEMPTS_PER_MINUTE) {
    const { rows: locked } = await office.db.query<{ until: Date }>(
      `insert into sign_in_locks (email, locked_until) values ($1, now() + make_interval(mins => $2))
       on conflict (email) do update set locked_until = excluded.locked_until, locked_at = now()
       returning locked_until as until`,
      [email, LOCK_MINUTES],
    );
    const until = new Date(locked[0].until);
    await office.db.query('delete from sign_in_attempts where email = $1', [email]);
    void tellOwner(office, email, until);
    return { locked: true, until };
  }
  if (count > SLOW_AFTER) await new Promise((r) => setTimeout(r, (count - SLOW_AFTER) * SLOW_STEP_MS));
  return { locked: false };
}

async function tellOwner(office: Office, email: string, until: Date): Promise<void> {
  try {
    // Only a person of the office is written to: an unknown address is nobody's to tell.
    if (!(await personByEmail(office.db, email))) return;
    await office.mail.send({
      to: email,
      subject: 'Sign-in to the office is locked for 15 minutes',
      text: [
        `Someone tried to sign in to the office as ${email} ${ATTEMPTS_PER_MINUTE} times within a minute,`,
        `so signing in with this address is locked until ${until.toISOString().slice(11, 16)} UTC.`,
        '',
        'If it was you, wait a quarter of an hour and try again.',
        'If it was not you, nothing is lost: nobody can sign in without your passkey or a link sent to this address.',
        '',
        `The office: ${office.config.publicUrl}/`,
      ].join('\n'),
    });
  } catch (error) {
    office.log(`The lock notice for a sign-in could not be sent: ${(error as Error).message}`);
  }
}

export function lockMessage(until: Date | undefined): string {
  const at = until ? ` until ${until.toISOString().slice(11, 16)} UTC` : ' for 15 minutes';
  return `Too many sign-in attempts for this address: signing in with it is locked${at}. Please try again later.`;
}
