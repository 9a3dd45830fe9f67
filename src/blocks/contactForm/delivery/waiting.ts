// The one fact every page needs about stored enquiries: is one waiting? Kept apart from the
// store so that the page script (src/client/main.ts) carries only this key prefix and a loop,
// and loads the sender only when the answer is yes.

/** Each stored enquiry is one localStorage entry under this prefix plus its id. */
export const ENQUIRY_KEY_PREFIX = 'site-enquiry:';

/** True when this browser holds an enquiry not yet delivered. Never throws. */
export function hasWaitingEnquiry(storage?: Storage): boolean {
  try {
    // A Storage's own keys are its entries' keys (and nothing else: its methods are inherited).
    return Object.keys(storage ?? localStorage).some((key) => key.startsWith(ENQUIRY_KEY_PREFIX));
  } catch {
    return false; // storage refused (private mode, blocked): nothing can be waiting
  }
}
