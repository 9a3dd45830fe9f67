// The one fact every page needs about stored enquiries: is one waiting? Kept apart from the
// store so that the page script (src/client/main.ts) carries only this key prefix and a loop,
// and loads the sender only when the answer is yes.

/** Each stored enquiry is one localStorage entry under this prefix plus its id. */
export const ENQUIRY_KEY_PREFIX = 'site-enquiry:';

/** True when this browser holds an enquiry not yet delivered. Never throws. */
export function hasWaitingEnquiry(storage?: Storage): boolean {
  try {
    const store = storage ?? globalThis.localStorage;
    for (let i = 0; i < store.length; i++) if (store.key(i)?.startsWith(ENQUIRY_KEY_PREFIX)) return true;
  } catch {
    /* storage refused (private mode, blocked): nothing can be waiting */
  }
  return false;
}
