// One request to EmailJS's REST endpoint, POST {origin}/api/v1.0/email/send with a JSON body
// (service_id, template_id, user_id = the public key, template_params), as EmailJS documents
// it. Plain fetch: no SDK to download. Never throws: no answer (offline, a timeout, an
// aborted request) comes back as status 0.

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

/** Whether an answer is a try given up for taking too long (AbortSignal.timeout). */
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

export async function postEmail(request: SendRequest, timeoutMs = TIMEOUT_MS): Promise<Answer> {
  try {
    const response = await fetch(`${request.origin}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_id: request.serviceId,
        template_id: request.templateId,
        user_id: request.publicKey,
        template_params: request.params,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text().catch(() => '') };
  } catch (error) {
    return { status: 0, text: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
