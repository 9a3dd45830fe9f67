// Turns whatever EmailJS's sendForm rejected with into one of a few failure kinds, each
// with its own wording in site.yaml. @emailjs/browser 4.4.1 rejects with three shapes:
//   - an EmailJSResponseStatus {status, text}: the server's answer, or the SDK's own
//     429 (limitRate), 451 (blockHeadless) and 403 (blockList) made without a request;
//   - a plain string when the setup is wrong ("The public key is required...");
//   - a fetch TypeError when the request never got an answer (offline, aborted, DNS).

export type FailureKind = 'tooManyRequests' | 'blocked' | 'offline' | 'rejected' | 'serverError' | 'notConfigured';

/** The HTTP status inside an EmailJS rejection, or undefined for other shapes. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

export function failureKind(error: unknown): FailureKind {
  // Every string the SDK throws is a setup problem: missing key or IDs, bad limitRate or blockList.
  if (typeof error === 'string') return 'notConfigured';
  const status = statusOf(error);
  if (status === undefined) return 'offline';
  if (status === 429) return 'tooManyRequests';
  if (status === 451 || status === 403) return 'blocked';
  if (status === 0) return 'offline';
  if (status >= 400 && status < 500) return 'rejected';
  return 'serverError';
}

/** A short description for the console line after 'FAILED...'. */
export function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  const status = statusOf(error);
  if (status !== undefined) return `${status} ${String((error as { text?: unknown }).text ?? '')}`.trim();
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
