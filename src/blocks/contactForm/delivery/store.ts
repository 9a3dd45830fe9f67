// Enquiries kept on the visitor's device until the business has them (the office, where
// site.yaml names one, else EmailJS) confirms delivery: one localStorage
// entry per enquiry (`site-enquiry:<id>`), so saving one is a single write that no other tab
// can interleave with, and removing it is one delete. localStorage rather than IndexedDB: it
// is synchronous, so the page script's check (waiting.ts) reads the records themselves, not a
// flag that could disagree with them. An entry holds everything needed to send it from any
// page of the site, and nothing else; it never leaves the device except to the office and
// EmailJS. When the
// browser refuses storage, entries live in memory for this page's life (safe-storage.ts).
import { ENQUIRY_KEY_PREFIX } from './waiting.ts';
import { safeStorage } from '../safe-storage.ts';
import type { RefusedNotice } from './refused-notice.ts';

/** One EmailJS service and template to try, in order. */
export interface Route {
  serviceId: string;
  templateId: string;
}

export interface StoredEnquiry {
  id: string;
  /** When the visitor pressed the button (ms since 1970). */
  createdAt: number;
  /** The template variables: every answer, plus enquiry_id. */
  params: Record<string, string>;
  publicKey: string;
  /** The EmailJS server, without a trailing slash. */
  origin: string;
  /** The main route first, then the backup (if site.yaml names one); none when only the office can take it. */
  routes: Route[];
  /** The business's own office, without a trailing slash: tried first, and the entry stays until it has it. */
  office?: string;
  /** How long the form had been on screen when the visitor pressed the button (ms), for the office's spam check. */
  shownAt?: number;
  /** The form's hidden honeypot field as filled in (a person leaves it empty); sent to the office only. */
  website?: string;
  /** Since when the office has failed without a break (ms since 1970); EmailJS is tried a minute after. */
  officeFailingSince?: number;
  /** When EmailJS sent it while the office was failing: it stays for the office, which marks it "also emailed". */
  emailedAt?: number;
  /** Sent to the visitor once the business has the enquiry, when site.yaml names it. */
  autoReplyTemplateId?: string;
  /** The shortest time after the previous delivered enquiry from this browser. */
  throttleMs: number;
  /** When EmailJS refused the settings with no form watching: it is never posted again. */
  refusedAt?: number;
  /** What to tell the visitor on any page if the request is refused for good with no form watching. */
  notice?: RefusedNotice;
  /** Raised each time the visitor changes the answers of this enquiry while it waits. */
  revision?: number;
  /** How many tries had no answer in time: each next try waits longer (answerWait in sender.ts). */
  timeouts?: number;
}

/** Whether two enquiries hold the same answers, their ids aside. */
export function sameAnswers(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('enquiry_id');
  return [...keys].every((key) => a[key] === b[key]);
}

/** Enquiries older than this are deleted unsent (the privacy policy says so). */
export const EXPIRY_MS = 14 * 24 * 60 * 60 * 1000;
const LAST_DELIVERY_KEY = 'site-enquiry-last-delivery';
/** Why an entry left: `site-enquiry-end:<id>` (not under the entries' prefix, so never read as one). */
const END_KEY_PREFIX = 'site-enquiry-end:';
/** The longest spacing between two deliveries the sender keeps to, whatever an entry says (one hour). */
export const MAX_THROTTLE_MS = 60 * 60_000;

const keyOf = (id: string) => `${ENQUIRY_KEY_PREFIX}${id}`;
let cached: ReturnType<typeof safeStorage> | undefined;
const storage = () => (cached ??= safeStorage()).store;

/** Whether saved enquiries survive a reload (false in a browser that refuses storage). */
export const persistent = () => (cached ??= safeStorage()).persistent;

function isEnquiry(value: unknown): value is StoredEnquiry {
  const e = value as StoredEnquiry | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    typeof e.createdAt === 'number' &&
    typeof e.params === 'object' &&
    e.params !== null &&
    Array.isArray(e.routes) &&
    (e.routes.length > 0 || typeof e.office === 'string') &&
    typeof e.origin === 'string' &&
    typeof e.publicKey === 'string'
  );
}

/** A time in ms since 1970, or none. */
const time = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined);

/** A count that can go up by one: a whole number from 0 to a million, else none. */
const count = (n: unknown) =>
  Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) < 1e6 ? (n as number) : undefined;

/** An entry as the sender may trust it: counts and the spacing made sane (a damaged or edited entry). */
function sane(e: StoredEnquiry): StoredEnquiry {
  const throttleMs = Number.isFinite(e.throttleMs) ? Math.min(Math.max(e.throttleMs, 0), MAX_THROTTLE_MS) : 0;
  return {
    ...e,
    throttleMs,
    revision: count(e.revision),
    timeouts: count(e.timeouts),
    shownAt: time(e.shownAt),
    officeFailingSince: time(e.officeFailingSince),
    emailedAt: time(e.emailedAt),
    office: typeof e.office === 'string' ? e.office : undefined,
    website: typeof e.website === 'string' ? e.website : undefined,
  };
}

/** Saves (or replaces) an enquiry; a full quota falls back to memory. */
export function saveEnquiry(enquiry: StoredEnquiry): void {
  try {
    storage().setItem(keyOf(enquiry.id), JSON.stringify(enquiry));
  } catch {
    cached = safeStorage(null);
    storage().setItem(keyOf(enquiry.id), JSON.stringify(enquiry));
  }
}

export function loadEnquiry(id: string): StoredEnquiry | undefined {
  try {
    const text = storage().getItem(keyOf(id));
    const value: unknown = text ? JSON.parse(text) : undefined;
    return isEnquiry(value) && value.id === id ? sane(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why an entry left the device. Written before the entry is removed, so that a form watching
 * it (in this tab or another) tells the visitor the truth: only 'delivered' reads Sent!.
 */
export type EnquiryEnd = 'delivered' | 'refused' | 'expired';
const endKey = (id: string) => `${END_KEY_PREFIX}${id}`;

/**
 * Removes an entry, first noting why (endOf). With the storage full, the note is written once
 * the entry's own room is free: another tab may then read the removal a moment before the note.
 */
export function endEnquiry(id: string, end: EnquiryEnd, now = Date.now()): void {
  const note = () => storage().setItem(endKey(id), JSON.stringify({ end, at: now }));
  try {
    note();
    storage().removeItem(keyOf(id));
  } catch {
    storage().removeItem(keyOf(id));
    try {
      note();
    } catch {
      /* still no room: a watcher reads no note, and is told what it was before notes (Sent!) */
    }
  }
}

/** Why an entry left the device, when it is known. */
export function endOf(id: string): EnquiryEnd | undefined {
  try {
    const value: unknown = JSON.parse(storage().getItem(endKey(id)) ?? 'null');
    const end = (value as { end?: unknown } | null)?.end;
    return end === 'delivered' || end === 'refused' || end === 'expired' ? end : undefined;
  } catch {
    return undefined;
  }
}

/** The id in an enquiry's storage key, or undefined for other keys. */
export function idOfKey(key: string | null): string | undefined {
  return key?.startsWith(ENQUIRY_KEY_PREFIX) ? key.slice(ENQUIRY_KEY_PREFIX.length) : undefined;
}

/**
 * Every waiting enquiry, oldest first. Deletes the ones past EXPIRY_MS and entries that are
 * not enquiries (damaged, or edited by hand), so neither is ever sent.
 */
export function waitingEnquiries(now = Date.now()): StoredEnquiry[] {
  const store = storage();
  const ids: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const id = idOfKey(store.key(i));
    if (id !== undefined) ids.push(id);
  }
  const found: StoredEnquiry[] = [];
  for (const id of ids) {
    const enquiry = loadEnquiry(id);
    if (!enquiry || now - enquiry.createdAt > EXPIRY_MS) endEnquiry(id, 'expired', now);
    else found.push(enquiry);
  }
  forgetOldEnds(store, now);
  return found.sort((a, b) => a.createdAt - b.createdAt);
}

/** The notes of why entries left are kept as long as an entry can wait, then go. */
function forgetOldEnds(store: Storage, now: number): void {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(END_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    let at = 0;
    try {
      at = Number((JSON.parse(store.getItem(key) ?? '{}') as { at?: unknown }).at) || 0;
    } catch {
      /* damaged: forgotten */
    }
    if (now - at > EXPIRY_MS) store.removeItem(key);
  }
}

/**
 * When this browser last delivered an enquiry. A time ahead of the clock (the clock was set
 * back, or the entry is damaged) is taken as now, and stored so: the spacing then ends on time,
 * instead of when the clock reaches that time.
 */
export function lastDelivery(now = Date.now()): number {
  const at = Number(storage().getItem(LAST_DELIVERY_KEY)) || 0;
  if (at <= now) return at;
  noteDelivery(now);
  return now;
}

export function noteDelivery(at = Date.now()): void {
  storage().setItem(LAST_DELIVERY_KEY, String(at));
}
