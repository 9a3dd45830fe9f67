// Sends the enquiries waiting on this device, one sender at a time across every open tab of
// the site (a Web Lock with a fixed name; on plain http, which has no Web Locks, a lease in
// IndexedDB: lease.ts), and removes each only once the business has it.
//   - Where site.yaml names an office, it goes there first (office.ts), and the entry stays
//     until the office has stored it (201, 200, or 409: the first answers stand). EmailJS, where
//     it is set up, is the backup: tried only once the office has failed for a minute
//     (OFFICE_GRACE_MS), not at the first hiccup. The visitor is told Sent! once EmailJS has
//     it, but the entry stays and goes on trying the office, on later visits too; the office
//     then gets it with alsoEmailed, and its inbox holds the lead once. EmailJS sends each
//     revision of the answers at most once (the settled log records it, for the other tabs).
//     An office that refuses (400, 403: the site or office set up wrong) is a configuration
//     failure, told as below, unless EmailJS has already sent it: then the entry just goes.
//   - Without an office, it goes to EmailJS and is removed once EmailJS answers 200.
//   - Transient failures (no answer, a timeout, 429, 5xx) are tried again with growing
//     pauses while the page is open, at once when the browser comes back online, and on the
//     visitor's next visit to any page (src/client/main.ts).
//   - A failure of the account or its mail service (quota, a lost mail-service token) tries
//     the backup route of site.yaml, if any, then waits half an hour or the next visit.
//   - A configuration failure is final: the form that is watching tells the visitor and
//     offers the fallbacks, and the entry is deleted. With no form watching (another page),
//     the entry is marked refused and never posted again, and every page shows the visitor
//     the form's failure words and fallbacks (refused-notice.ts) until they close them; it
//     expires after 14 days like every entry.
//   - Before each send, the settled log (settled-log.ts) is asked whether another tab has
//     delivered it already; a tab's localStorage can lag behind the others'.
//   - The visitor may change the answers while a try is under way. When that try succeeds,
//     only its revision is settled; the changed answers go after it, as the same enquiry.
// Every request carries the enquiry id, so a request whose answer was lost and is sent again
// can be recognised by the owner (and is dropped by the local stand-in).
import { classify, classifyOffice, type Outcome } from './outcome.ts';
import { answerWait, postEmail, timedOut, type Answer } from './emailjs-send.ts';
import { postOffice } from './office.ts';
import { isSettled, noteSettled } from './settled-log.ts';
import { isRefusedNotice, showRefusedNotice } from './refused-notice.ts';
import { withLease, type Keep } from './lease.ts';
import {
  idOfKey,
  lastDelivery,
  loadEnquiry,
  noteDelivery,
  endEnquiry,
  endOf,
  saveEnquiry,
  waitingEnquiries,
  type StoredEnquiry,
} from './store.ts';

export const LOCK_NAME = 'site-enquiry-sender';
/** Pauses before each new try after a transient failure; the last one repeats. */
export const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000, 120_000, 300_000];
/** The pause after the account or mail service could not send. */
export const SERVICE_WAIT_MS = 30 * 60_000;
/** How long the office fails, without a break, before EmailJS (where set up) is tried as well. */
export const OFFICE_GRACE_MS = 60_000;

/** Why an enquiry waits: the network or EmailJS is busy, the mail service cannot send now, or the spacing between sends. */
export type WaitReason = Exclude<Outcome, 'delivered' | 'config'> | 'spacing';
export type DeliveryState = { kind: 'delivered' } | { kind: 'waiting'; reason: WaitReason } | { kind: 'failed' };
type Watcher = (state: DeliveryState) => void;

const watchers = new Map<string, Watcher>();
/** Enquiries whose earlier answers were delivered and whose changed answers are still to go. */
const followUps = new Set<string>();
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
let again = false;
let listening = false;

/** The settled log's name for one revision of an enquiry's answers. */
const revisionKey = (enquiry: StoredEnquiry) => `${enquiry.id}#${enquiry.revision ?? 0}`;

/** Whether the visitor changed the answers while this copy was being sent. */
function changedSince(sent: StoredEnquiry): boolean {
  const now = loadEnquiry(sent.id);
  return now !== undefined && (now.revision ?? 0) !== (sent.revision ?? 0);
}

function tell(id: string, state: DeliveryState): void {
  const watcher = watchers.get(id);
  if (state.kind !== 'waiting') watchers.delete(id); // delivered and failed are final
  watcher?.(state);
}

function later(ms: number): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(
    () => {
      timer = undefined;
      void deliverWaiting();
    },
    Math.min(ms, 2 ** 31 - 1), // a longer delay fires at once
  );
}

/** Changes the entry as stored now (the visitor may have corrected it meanwhile), if it is still there. */
function update(id: string, change: (now: StoredEnquiry) => Partial<StoredEnquiry>): void {
  const now = loadEnquiry(id);
  if (now) saveEnquiry({ ...now, ...change(now) });
}

/** A try with no answer in time: the next one waits longer. */
function countTimeout(id: string, answer: Answer): void {
  if (timedOut(answer)) update(id, (now) => ({ timeouts: (now.timeouts ?? 0) + 1 }));
}

/** One enquiry through its EmailJS routes: the backup is tried only after a service failure. */
async function sendOne(enquiry: StoredEnquiry): Promise<{ outcome: Outcome; serviceId: string }> {
  let result = { outcome: 'config' as Outcome, serviceId: '' };
  for (const route of enquiry.routes) {
    const answer = await postEmail({ ...enquiry, ...route }, answerWait(enquiry.timeouts));
    countTimeout(enquiry.id, answer);
    result = { outcome: classify(answer.status, answer.text), serviceId: route.serviceId };
    console.log(result.outcome === 'delivered' ? 'SUCCESS!' : 'FAILED...', answer.status, answer.text);
    if (result.outcome !== 'service') break;
  }
  return result;
}

/** The settled log's name for a revision of an enquiry's answers that EmailJS sent while the office failed. */
const emailedKey = (enquiry: StoredEnquiry) => `${revisionKey(enquiry)}@emailed`;

/** Whether EmailJS has sent these answers already (from this tab, or another: its localStorage may lag). */
async function wasEmailed(enquiry: StoredEnquiry): Promise<boolean> {
  return enquiry.emailedAt !== undefined || (await isSettled(emailedKey(enquiry)));
}

/**
 * One try of an enquiry with an office. `delivered`: the office has it. `config`: the office
 * refused it. `transient`: the office failed, and `emailed` says whether EmailJS has the
 * enquiry (sent now, `serviceId` then names its route, or before); `retryAfterMs` is the
 * pause the office asked for, `graceLeftMs` how long until EmailJS may be tried.
 */
interface OfficeTry {
  outcome: Outcome;
  emailed: boolean;
  emailedNow?: { serviceId: string };
  retryAfterMs?: number;
  graceLeftMs?: number;
}

async function officeFirst(enquiry: StoredEnquiry, office: string): Promise<OfficeTry> {
  const emailed = await wasEmailed(enquiry);
  const answer = await postOffice(
    {
      office,
      enquiryId: enquiry.id,
      params: enquiry.params,
      shownAt: enquiry.shownAt ?? 0,
      alsoEmailed: emailed,
      website: enquiry.website ?? '',
    },
    answerWait(enquiry.timeouts),
  );
  countTimeout(enquiry.id, answer);
  const outcome = classifyOffice(answer.status);
  console.log(outcome === 'delivered' ? 'SUCCESS!' : 'FAILED...', answer.status, answer.text);
  if (outcome !== 'transient') {
    update(enquiry.id, () => ({ officeFailingSince: undefined }));
    return { outcome, emailed };
  }
  const failingSince = enquiry.officeFailingSince ?? Date.now();
  if (enquiry.officeFailingSince === undefined) update(enquiry.id, () => ({ officeFailingSince: failingSince }));
  const failed = { outcome, emailed, retryAfterMs: answer.retryAfterMs };
  if (emailed || enquiry.routes.length === 0) return failed;
  const graceLeftMs = failingSince + OFFICE_GRACE_MS - Date.now();
  if (graceLeftMs > 0) return { ...failed, graceLeftMs };
  // The office has failed for a minute: EmailJS, so that the owner hears of the lead now.
  const email = await sendOne(enquiry);
  if (email.outcome !== 'delivered') return failed; // still waiting for the office; EmailJS next time
  await noteSettled(emailedKey(enquiry));
  update(enquiry.id, () => ({ emailedAt: Date.now() }));
  return { ...failed, emailed: true, emailedNow: { serviceId: email.serviceId } };
}

/** EmailJS takes one request a second: what follows a delivery waits this long. */
export const EMAILJS_GAP_MS = 1_100;
/**
 * The pauses before each try of the visitor's copy: the copy never follows the delivery at once,
 * and a busy answer (429, 5xx) is tried again.
 */
export const AUTO_REPLY_PAUSES_MS = [EMAILJS_GAP_MS, 2_000, 5_000];

/**
 * The courtesy copy to the visitor, after delivery, while this page stays open, outside the
 * sender's lock (other requests do not wait for it): it goes once it is taken, or not at all
 * after a refusal, the last try, or no answer (it may have gone: never sent twice). Its answer
 * changes nothing for the request.
 */
async function autoReply(enquiry: StoredEnquiry, serviceId: string): Promise<void> {
  if (!enquiry.autoReplyTemplateId) return;
  for (const pause of AUTO_REPLY_PAUSES_MS) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    const answer = await postEmail({ ...enquiry, serviceId, templateId: enquiry.autoReplyTemplateId });
    if (answer.status === 0 || classify(answer.status, answer.text) !== 'transient') return;
  }
}

/**
 * EmailJS refused the settings: the form watching the enquiry tells the visitor, with every
 * answer in the fallbacks, and the entry goes. With no form watching (another page), the entry
 * is marked, never posted again, and the page shows the notice the form stored with it
 * (refused-notice.ts); the entry goes when the visitor closes it.
 */
function refuse(enquiry: StoredEnquiry): void {
  if (watchers.has(enquiry.id)) {
    endEnquiry(enquiry.id, 'refused');
    tell(enquiry.id, { kind: 'failed' });
    return;
  }
  // As stored now: another tab may hold newer answers, which the notice's email must carry.
  const now = loadEnquiry(enquiry.id) ?? enquiry;
  const refusedAt = now.refusedAt ?? Date.now();
  if (now.refusedAt === undefined) saveEnquiry({ ...now, refusedAt });
  // The visitor was told it would be sent: on whatever page this is, they are told it was not,
  // with every answer in the written email, until they close the notice. Closing it ends the
  // entry only if it is still the one refused (not sent again meanwhile from a form).
  if (typeof document !== 'undefined' && isRefusedNotice(now.notice))
    showRefusedNotice(now.id, now.notice, () => {
      if (loadEnquiry(now.id)?.refusedAt === refusedAt) endEnquiry(now.id, 'refused');
    });
}

/** What a form watching an entry that left the device is told: Sent! only for a delivery. */
export function endState(id: string): DeliveryState {
  const end = endOf(id);
  return end === undefined || end === 'delivered' ? { kind: 'delivered' } : { kind: 'failed' };
}

/** The longest one enquiry's try can take: the office and each route wait their answer, plus a margin. */
const tryLength = (enquiry: StoredEnquiry) =>
  (enquiry.routes.length + (enquiry.office ? 1 : 0)) * answerWait(enquiry.timeouts) + 5_000;

/** The pause before the next try after a transient failure (and the next step of the growing pauses). */
const nextPause = () => RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];

async function drain(keep: Keep): Promise<void> {
  const list = waitingEnquiries();
  // One enquiry goes at a time, the oldest first: when it has to wait, so do the ones after it,
  // and each is told so (a newer one was left at "Sending…" while an older one waited).
  const theRestWait = (from: number, reason: WaitReason) => {
    for (const rest of list.slice(from + 1))
      if (rest.refusedAt === undefined && loadEnquiry(rest.id)) tell(rest.id, { kind: 'waiting', reason });
  };
  for (const [i, listed] of list.entries()) {
    // As stored now (the visitor may have changed it meanwhile). Another tab may have delivered
    // it while this one waited for the lock; this tab's copy of localStorage may not show that
    // yet, the settled log does (settled-log.ts).
    const enquiry = loadEnquiry(listed.id);
    if (!enquiry) continue;
    if (enquiry.refusedAt !== undefined) {
      refuse(enquiry); // never posted again
      continue;
    }
    if (await isSettled(enquiry.id)) {
      endEnquiry(enquiry.id, 'delivered');
      tell(enquiry.id, { kind: 'delivered' });
      continue;
    }
    // A stale copy of answers another tab delivered before the visitor changed them.
    if (await isSettled(revisionKey(enquiry))) continue;
    // Changed answers that follow their own delivered revision are not a second request: no
    // spacing, only EmailJS's second between two requests.
    // One that EmailJS has sent and that waits for the office alone is not spaced either.
    const gap = enquiry.emailedAt !== undefined ? 0 : followUps.has(enquiry.id) ? EMAILJS_GAP_MS : enquiry.throttleMs;
    const wait = lastDelivery() + gap - Date.now();
    if (wait > 0) {
      tell(enquiry.id, { kind: 'waiting', reason: 'spacing' });
      theRestWait(i, 'spacing');
      later(wait);
      return;
    }
    // Without Web Locks: the lease must last the whole try, and must still be this tab's.
    if (!(await keep(tryLength(enquiry)))) return;
    if (enquiry.office) {
      const step = await officeStep(enquiry, enquiry.office);
      if (step === 'next') continue;
      if (step === 'again') return;
      theRestWait(i, 'transient');
      later(step.pause);
      return;
    }
    const { outcome, serviceId } = await sendOne(enquiry);
    if (outcome === 'delivered') {
      await noteSettled(revisionKey(enquiry)); // these answers went, whatever follows
      noteDelivery();
      failures = 0;
      // Checked with nothing awaited between the check and the removal: answers the visitor
      // changed while this try was under way are never removed unsent.
      if (changedSince(enquiry)) {
        followUps.add(enquiry.id);
        again = true; // the changed answers go next, as the same enquiry
        return;
      }
      followUps.delete(enquiry.id);
      endEnquiry(enquiry.id, 'delivered');
      tell(enquiry.id, { kind: 'delivered' });
      await noteSettled(enquiry.id); // before the lock is released
      void autoReply(enquiry, serviceId);
      continue;
    }
    if (outcome === 'config') {
      refuse(enquiry);
      continue;
    }
    tell(enquiry.id, { kind: 'waiting', reason: outcome });
    theRestWait(i, outcome);
    later(outcome === 'service' ? SERVICE_WAIT_MS : nextPause());
    return;
  }
}

/**
 * One try of an enquiry with an office, and what it leaves to do: 'next' enquiry, stop and run
 * 'again' at once (answers changed during the try), or wait `pause` for the office.
 */
async function officeStep(enquiry: StoredEnquiry, office: string): Promise<'next' | 'again' | { pause: number }> {
  const result = await officeFirst(enquiry, office);
  if (result.outcome === 'delivered' || (result.outcome === 'config' && result.emailed)) {
    // Stored by the office; or refused by it after EmailJS has sent it: the owner has it by email.
    await noteSettled(revisionKey(enquiry));
    if (!result.emailed) noteDelivery();
    failures = 0;
    if (changedSince(enquiry)) {
      followUps.add(enquiry.id);
      again = true;
      return 'again';
    }
    followUps.delete(enquiry.id);
    endEnquiry(enquiry.id, 'delivered');
    tell(enquiry.id, { kind: 'delivered' });
    await noteSettled(enquiry.id);
    // The visitor's copy goes once, with the first delivery to the business.
    if (!result.emailed && enquiry.routes.length > 0) void autoReply(enquiry, enquiry.routes[0].serviceId);
    return 'next';
  }
  if (result.outcome === 'config') {
    refuse(enquiry);
    return 'next';
  }
  if (result.emailedNow) {
    noteDelivery();
    void autoReply(enquiry, result.emailedNow.serviceId);
  }
  // Sent! once EmailJS has it; the entry stays on the device for the office.
  tell(enquiry.id, result.emailed ? { kind: 'delivered' } : { kind: 'waiting', reason: 'transient' });
  const pause = Math.max(nextPause(), result.retryAfterMs ?? 0);
  // EmailJS is tried the moment the office's minute is up, not at the next step of the pauses.
  return { pause: result.graceLeftMs === undefined ? pause : Math.min(pause, result.graceLeftMs) };
}

function withLock(task: (keep: Keep) => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // A Web Lock is held until the task ends, or the tab does: it never has to be renewed.
  return locks ? locks.request(LOCK_NAME, () => task(async () => true)).then(() => undefined) : withLease(task);
}

/** Sends every waiting enquiry now; a call while a run is under way starts one more run after it. */
export function deliverWaiting(): Promise<void> {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('online', () => void deliverWaiting());
  }
  if (running) {
    again = true;
    return running;
  }
  running = withLock(drain).finally(() => {
    running = undefined;
    // Watched enquiries that are gone: delivered, or refused, by another tab (or by this one).
    for (const id of watchers.keys()) if (!loadEnquiry(id)) tell(id, endState(id));
    if (again) {
      again = false;
      void deliverWaiting();
    }
  });
  return running;
}

/**
 * Calls `watcher` with each new state of one enquiry, including its delivery by another tab.
 * Returns the function that stops watching.
 */
export function watchEnquiry(id: string, watcher: Watcher): () => void {
  watchers.set(id, watcher);
  const onStorage = (event: StorageEvent) => {
    if (idOfKey(event.key) === id && event.newValue === null) watcher(endState(id));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    watchers.delete(id);
    window.removeEventListener('storage', onStorage);
  };
}
