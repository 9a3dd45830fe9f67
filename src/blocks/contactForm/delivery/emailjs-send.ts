// One request to EmailJS, sent through its own browser SDK (@emailjs/browser, which the design
// card names): POST {origin}/api/v1.0/email/send with a JSON body (lib_version, service_id,
// template_id, user_id = the public key, template_params). It is part of the sender's chunk,
// which a page loads only when a request is waiting (src/client/main.ts) or the form sends one.
// Never throws: every way the SDK answers becomes an Answer for outcome.ts.
//   - It resolves on a 2xx and rejects with an EmailJSResponseStatus {status, text} otherwise:
//     both are the server's answer as they are.
//   - A fetch that got no answer (offline, the connection dropped) rejects with the browser's
//     TypeError: status 0, tried again.
//   - The SDK has no timeout: a request with no answer after `timeoutMs` is given up here
//     (status 0, 'TimeoutError'); it may still arrive, which the id in the email shows.
//   - It refuses to send without a key, service or template, by throwing a plain sentence:
//     the site is set up wrong, read as a 400 (a configuration failure).

import { init, send } from '@emailjs/browser';

export const SEND_PATH = '/api/v1.0/email/send';
/** A request with no answer after this long is given up (and tried again later). */
export const TIMEOUT_MS = 15_000;
/** The longest a later try waits, after tries that had no answer in time. */
export const LONGEST_TIMEOUT_MS = 120_000;

/**
 * How long a try waits for its answer, after `timeouts` tries that had none in time: twice as
 * long each time. EmailJS may have taken a request it answered too late; sent again at the same
 * pace, a slow but working EmailJS got a copy at every try.
 */
export const answerWait = (timeouts = 0): number => Math.min(TIMEOUT_MS * 2 ** timeouts, LONGEST_TIMEOUT_MS);

/** Whether an answer is a try given up for taking too long. */
export const timedOut = (answer: Answer): boolean => answer.status === 0 && answer.text.startsWith('TimeoutError');

export interface Answer {
  status: number;
  text: string;
}

export interface SendRequest {
  origin: string;
  publicKey: string;
  serviceId: string;
  templateId: string;
  params: Record<string, string>;
}

/** What the SDK resolved or rejected with, as an Answer. */
function answerOf(result: unknown): Answer {
  if (typeof result === 'string') return { status: 400, text: result };
  const status = (result as { status?: unknown } | null)?.status;
  const text = (result as { text?: unknown } | null)?.text;
  if (typeof status === 'number' && typeof text === 'string' && !(result instanceof Error)) return { status, text };
  return { status: 0, text: result instanceof Error ? `${result.name}: ${result.message}` : String(result) };
}

export async function postEmail(request: SendRequest, timeoutMs = TIMEOUT_MS): Promise<Answer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Answer>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 0, text: `TimeoutError: no answer in ${timeoutMs / 1000} s` }),
      timeoutMs,
    );
  });
  const sent = (async () => {
    // The SDK reads its server from init alone (send's options do not take an origin).
    init({ publicKey: request.publicKey, origin: request.origin });
    return send(request.serviceId, request.templateId, request.params);
  })().then(answerOf, answerOf);
  try {
    return await Promise.race([sent, late]);
  } finally {
    clearTimeout(timer);
  }
}
