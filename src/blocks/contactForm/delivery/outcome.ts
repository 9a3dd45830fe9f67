// What one answer from EmailJS's REST endpoint (POST /api/v1.0/email/send) means for a stored
// enquiry. EmailJS documents 200 "OK" for a delivered email and 400 for a refused request, with
// the reason as plain text; the answers met in practice are:
//   - 429 Too Many Requests (its rate limit, one request a second), 5xx: EmailJS is busy or down;
//   - 412 from the owner's mail service ("Gmail_API: Invalid grant. Please reconnect your Gmail
//     account"), 426 (the plan's limit), 423 "The account is blocked", or any text naming the
//     quota or a limit: the account or its mail service cannot send for now;
//   - 400 "The Public Key is invalid", "The service ID not found", "The template ID not found",
//     403 "API calls are disabled for non-browser applications" or a domain not on the allowed
//     list, 404, 422: the site is set up wrong, and asking again will not change the answer;
//   - 413 "Variables size limit": the request is larger than EmailJS takes (50 KB); asking
//     again will not change that answer either (the form's message field keeps it smaller).
// No answer at all (offline, a timeout, an aborted request) is a network failure.

/**
 * delivered: EmailJS took it (200). transient: try again soon (network, 429, 5xx).
 * service: the account or mail service cannot send now; a backup service may, else wait long.
 * config: the site's EmailJS settings are wrong, or the request is too large for it; stop and
 * tell the visitor.
 */
export type Outcome = 'delivered' | 'transient' | 'service' | 'config';

const SERVICE_STATUSES = new Set([402, 412, 423, 426]);
const SERVICE_WORDS = /quota|limit|upgrade|blocked|suspend|reconnect|invalid grant/i;

/** The meaning of an HTTP answer; `status` 0 stands for no answer at all. */
export function classify(status: number, text = ''): Outcome {
  if (status === 200) return 'delivered';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'transient';
  if (status === 413) return 'config';
  if (SERVICE_STATUSES.has(status) || SERVICE_WORDS.test(text)) return 'service';
  return 'config';
}

/**
 * What one answer of the business's own office (POST {office}/api/enquiries) means:
 *   - 201 (stored now) and 200 (this id was stored before): the office has it;
 *   - 409 (this id was stored before with other answers): the first stands, the office has it;
 *   - no answer, 408, 429 (try after its Retry-After) and 5xx: try again;
 *   - 400 (a field the office refuses), 403 (this site's origin is not allowed, or the site is
 *     unknown to the office), 404, 413 and the rest: the site or the office is set up wrong, and
 *     asking again will not change the answer.
 */
export function classifyOffice(status: number): Outcome {
  if (status === 200 || status === 201 || status === 409) return 'delivered';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'transient';
  return 'config';
}
