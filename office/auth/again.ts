// "Ask for a passkey again": a removal of a person or a change of a site's settings needs a
// passkey assertion made in this session within the last few minutes. The office's pages
// answer a 403 with `passkeyAgain: true` by asking for the passkey and sending the request again.
import type { Ask } from '../http/router.ts';
import { sendJson } from '../http/router.ts';
import { passkeyIsRecent, RECENT_PASSKEY_MINUTES } from './sessions.ts';

/** True when the person confirmed with a passkey recently; else answers 403 and returns false. */
export async function requirePasskeyAgain(ask: Ask): Promise<boolean> {
  if (ask.person && (await passkeyIsRecent(ask.office, ask.person.sessionId))) return true;
  sendJson(ask.res, 403, {
    error: `Please confirm with your passkey first (asked again every ${RECENT_PASSKEY_MINUTES} minutes for this).`,
    passkeyAgain: true,
  });
  return false;
}
