// One request to the business's own office: POST {office}/api/enquiries, JSON, with the
// enquiry's id, its answers, how long the form had been on screen when it was sent, whether
// EmailJS has already sent a copy (alsoEmailed), and the form's hidden honeypot field
// (website: empty for a person). The office answers only this site's origin (exact CORS);
// what its answers mean is outcome.ts's classifyOffice. Never throws: no answer (offline, a
// timeout, a refused CORS preflight) comes back as status 0, like emailjs-send.ts.
import type { Answer } from './emailjs-send.ts';

export const ENQUIRIES_PATH = '/api/enquiries';
/** The longest Retry-After the sender keeps to (an hour): a larger or damaged one waits this long. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

export interface OfficeRequest {
  office: string;
  enquiryId: string;
  /** The template variables of the enquiry: every answer (enquiry_id is left out here). */
  params: Record<string, string>;
  shownAt: number;
  alsoEmailed: boolean;
  website: string;
}

export interface OfficeAnswer extends Answer {
  /** How long the office asked to wait (429 with Retry-After), when it said so readably. */
  retryAfterMs?: number;
}

/** Retry-After as seconds or as an HTTP date, in ms from now; undefined when missing or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value?.trim()) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value.trim()) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : undefined;
}

/** The body the office reads. */
export function officeBody(request: OfficeRequest): string {
  const fields = Object.fromEntries(Object.entries(request.params).filter(([key]) => key !== 'enquiry_id'));
  return JSON.stringify({
    enquiryId: request.enquiryId,
    fields,
    shownAt: request.shownAt,
    ...(request.alsoEmailed && { alsoEmailed: true }),
    website: request.website,
  });
}

export async function postOffice(request: OfficeRequest, timeoutMs: number): Promise<OfficeAnswer> {
  try {
    const response = await fetch(`${request.office}${ENQUIRIES_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: officeBody(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text().catch(() => '');
    return { status: response.status, text, retryAfterMs: retryAfterMs(response.headers.get('Retry-After')) };
  } catch (error) {
    return { status: 0, text: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
