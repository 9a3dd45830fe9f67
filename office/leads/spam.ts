// Spam checks of the lead desk. A lead that fails one is still stored, marked spam, without an
// alert: a false positive can be rescued from the inbox. Only the rate limit refuses (429).
//
// - Honeypot: the form's hidden "website" field; people never see it, robots fill it in.
// - Too quick: the form says how long it was on screen before sending (shownAt); under
//   MIN_SHOWN_MS no person has typed a name, an email and a phone number. 0 or none: unknown.
// - Turnstile (optional, per site): the token is checked with Cloudflare's siteverify.
// - Rate limit: per client address, on its own, a bucket of RATE_BURST sends that refills one
//   every RATE_REFILL_SECONDS. The form's retries of one enquiry count too: after a 429 it waits
//   for Retry-After. Held in memory (a restart forgets it), for at most MAX_ADDRESSES addresses.
import type { Enquiry } from './enquiry.ts';

export const MIN_SHOWN_MS = 3000;
export const RATE_BURST = 10;
export const RATE_REFILL_SECONDS = 60;
export const MAX_ADDRESSES = 100_000;

export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private burst = RATE_BURST,
    private refillSeconds = RATE_REFILL_SECONDS,
    private now: () => number = () => Date.now(),
  ) {}

  /** Takes one send for `address`: 0 when allowed, else the seconds to wait. */
  take(address: string): number {
    const now = this.now();
    let bucket = this.buckets.get(address);
    if (bucket) {
      const refilled = Math.floor((now - bucket.at) / (this.refillSeconds * 1000));
      if (refilled > 0) {
        bucket.tokens = Math.min(this.burst, bucket.tokens + refilled);
        bucket.at += refilled * this.refillSeconds * 1000;
        if (bucket.tokens === this.burst) bucket.at = now;
      }
      // Most recently used last: the oldest is the first to go when the map is full.
      this.buckets.delete(address);
    } else {
      bucket = { tokens: this.burst, at: now };
      if (this.buckets.size >= MAX_ADDRESSES) this.buckets.delete(this.buckets.keys().next().value as string);
    }
    this.buckets.set(address, bucket);
    if (bucket.tokens > 0) {
      bucket.tokens--;
      return 0;
    }
    return Math.max(1, Math.ceil((bucket.at + this.refillSeconds * 1000 - now) / 1000));
  }

  get size(): number {
    return this.buckets.size;
  }
}

/** Why the enquiry looks like spam without asking anyone, or undefined. */
export function localSpamReason(enquiry: Enquiry): string | undefined {
  if (enquiry.website) return 'honeypot';
  // 0 is "not known": the visitor's form sends it for an enquiry it stored before it counted.
  if (enquiry.shownAt && enquiry.shownAt < MIN_SHOWN_MS) return 'too quick';
  return undefined;
}

/**
 * Cloudflare Turnstile's server-side check: POST form-encoded secret, response and remoteip to
 * siteverify. 'pass' or 'fail'; 'unchecked' when siteverify could not be reached (the lead is
 * then kept as a lead: the owner's loss from a missed customer is worse than one spam).
 */
export async function turnstileVerdict(
  verifyUrl: string,
  secret: string,
  token: string | undefined,
  remoteip: string,
): Promise<'pass' | 'fail' | 'unchecked'> {
  if (!token) return 'fail';
  try {
    const res = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip }).toString(),
      signal: AbortSignal.timeout(5000),
      redirect: 'error',
    });
    if (!res.ok) return 'unchecked';
    const answer = (await res.json()) as { success?: unknown };
    return answer.success === true ? 'pass' : 'fail';
  } catch {
    return 'unchecked';
  }
}
