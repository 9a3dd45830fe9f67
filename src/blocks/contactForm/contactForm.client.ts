// The estimate-request form in the browser (an island: src/islands/wake.ts starts it on the
// first focus, press or key in it). The server rendered the form (./ContactForm.tsx) with a
// <template> for each outcome; this runs it. Store, then send: on the button, the browser's
// own checks run and every refused field shows its message under it at once, the first one
// focused; the request is saved on this device with an id, and the sender (delivery/sender.ts)
// sends it (to the office first, where site.yaml names one). 'Sent!' shows only once the office
// or EmailJS confirmed it; while it waits, the form says it is
// saved and will go automatically, with a call, a text and an email already written. Nothing
// typed is cleared. Without email settings, the button opens the visitor's email app instead.
import type { EmailSettings, OfficeSettings } from '../../site/site-types.generated.ts';
import {
  awaitsDelivery,
  buttonView,
  canSubmit,
  formReducer,
  initialState,
  type FormEvent,
  type FormState,
} from './form-state.ts';
import { HONEYPOT_NAME, type Variant } from './fields.ts';
import { buildEnv, resolveSendSettings } from './email-settings.ts';
import { errorOf, formErrors, isControl, showError } from './field-errors.ts';
import { answersOf, emailBody, emailSubject, mailtoHref } from './fallback-links.ts';
import { loadEnquiry, persistent, sameAnswers, saveEnquiry, waitingEnquiries } from './delivery/store.ts';
import { newEnquiryId } from './delivery/enquiry-id.ts';
import { deliverWaiting, endState, watchEnquiry, type DeliveryState } from './delivery/sender.ts';
import type { RefusedNotice } from './delivery/refused-notice.ts';
import type { FormScriptWording } from './wording.ts';
import { startWithParts } from '../../islands/island-parts.ts';

/** What the browser needs beyond the HTML. */
export interface FormIslandProps {
  variant: Variant;
  wording: FormScriptWording;
  /** The EmailJS settings of site.yaml (the build's VITE_EMAILJS_* variables override them). */
  emailjs?: EmailSettings;
  /** The business's own office (site.yaml office:), which gets each request first. */
  office?: OfficeSettings;
  /** The business's address, which the written email goes to. */
  email: string;
}

type Outcome = 'sent' | 'waiting' | 'queued' | 'notSaved' | 'handedOff' | 'failed';

/** The form's event for a state of its enquiry: one held back only by the spacing is 'queued'. */
const eventOf = (delivery: DeliveryState): FormEvent =>
  delivery.kind === 'waiting' && delivery.reason === 'spacing' ? { type: 'queued' } : { type: delivery.kind };

/** What the status line says in a phase; a request that waits says honestly whether it is saved. */
function shownIn(phase: FormState['phase']): Outcome | undefined {
  if (phase === 'waiting' || phase === 'queued') return persistent() ? phase : 'notSaved';
  return phase === 'sent' || phase === 'handedOff' ? phase : undefined;
}

/** The failure's words and links as the form shows them, kept with the request for another page to show. */
function noticeOf(failed: HTMLElement | undefined, close: string): RefusedNotice | undefined {
  if (!failed) return undefined;
  return {
    paragraphs: [...failed.querySelectorAll('p')].map((p) => p.textContent ?? ''),
    links: [...failed.querySelectorAll('a')].map((a) => ({
      href: a.getAttribute('href') ?? '',
      text: a.textContent ?? '',
    })),
    close,
  };
}

type Parts = [form: HTMLFormElement, button: HTMLButtonElement, status: HTMLElement];

export const start = startWithParts<Parts, FormIslandProps>(
  ['form.contact-form', 'form.contact-form button[type="submit"]', 'form.contact-form .contact-form-status'],
  run,
);

function run([form, button, status]: Parts, { variant, wording, emailjs, office, email }: FormIslandProps): void {
  // The same answer as the server's (no origin): the page never changes its mind.
  const handOff = resolveSendSettings(emailjs, buildEnv(), '', office).handOff;
  let state: FormState = initialState;
  let busy = false; // blocks a second submit before the button shows it is busy
  let enquiryId: string | undefined;
  let unwatch: (() => void) | undefined;
  let mailto = `mailto:${email}`;
  let alert: HTMLElement | undefined;

  /** The server's words for an outcome, with every answer in its written email. */
  function outcome(name: Outcome): HTMLElement[] {
    const template = form.querySelector<HTMLTemplateElement>(`template[data-outcome="${name}"]`);
    const shown = template?.content.firstElementChild?.cloneNode(true);
    if (!(shown instanceof HTMLElement)) return [];
    shown.querySelectorAll('a[data-written-email]').forEach((a) => a.setAttribute('href', mailto));
    return [shown];
  }

  /** The written email of the fallback links, with these answers (and the request's id, when it is sent here). */
  function writeEmail(answers: Record<string, string>, id: string): void {
    const subject = emailSubject(answers, wording);
    mailto = mailtoHref(email, subject, emailBody(answers, variant, wording, handOff ? undefined : id));
    form.querySelectorAll('a[data-written-email]').forEach((a) => a.setAttribute('href', mailto));
  }

  /**
   * Saves the request with these answers for the sender. Changed answers are a new revision: a
   * try of the old one that is under way and succeeds does not settle the enquiry, and the
   * changes go after it (sender.ts).
   */
  function keep(id: string, answers: Record<string, string>, website = ''): void {
    const settings = resolveSendSettings(emailjs, buildEnv(), window.location.origin, office);
    const before = loadEnquiry(id);
    const params = { ...answers, enquiry_id: id };
    saveEnquiry({
      id,
      notice: noticeOf(outcome('failed')[0], wording.messages.close),
      revision: before && !sameAnswers(before.params, params) ? (before.revision ?? 0) + 1 : before?.revision,
      timeouts: before?.timeouts, // a slow EmailJS stays waited for as long as before
      createdAt: before?.createdAt ?? Date.now(), // a correction keeps its place among the waiting
      params,
      publicKey: settings.publicKey,
      origin: settings.origin,
      routes: settings.routes,
      autoReplyTemplateId: settings.autoReplyTemplateId,
      throttleMs: settings.throttleMs,
      office: settings.office,
      // How long this page, with the form, had been open when the visitor first pressed Send.
      shownAt: before?.shownAt ?? Math.round(performance.now()),
      website: before?.website ?? website,
      // Carried over: an office failing for a while, and a copy EmailJS has sent meanwhile.
      officeFailingSince: before?.officeFailingSince,
      emailedAt: before?.emailedAt,
    });
  }

  function dispatch(event: FormEvent): void {
    const next = formReducer(state, event);
    if (next === state) return;
    state = next;
    const view = buttonView(state, handOff);
    button.textContent = wording.button[view.label];
    button.disabled = view.disabled;
    if (view.busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    const shown = shownIn(state.phase);
    status.replaceChildren(...(shown ? outcome(shown) : []));
    alert?.remove();
    [alert] = state.phase === 'failed' ? outcome('failed') : [];
    if (alert) {
      status.after(alert);
      alert.focus();
    }
  }

  // The browser's checks still decide; instead of its one bubble at a time, every refused
  // field shows its message under it, and the first one gets the focus.
  let pending: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener(
    'invalid',
    (event) => {
      event.preventDefault();
      pending ??= setTimeout(() => {
        pending = undefined;
        const found = formErrors(form, wording.errors);
        for (const el of form.elements) if (isControl(el)) showError(el, undefined);
        for (const [el, message] of found) showError(el, message);
        found[0]?.[0].focus();
      });
    },
    true,
  );

  // A field that shows a message is checked again as it changes.
  const recheck = (event: Event) => {
    const el = event.target as Element;
    if (isControl(el) && el.getAttribute('aria-invalid') === 'true') showError(el, errorOf(el, wording.errors));
  };
  form.addEventListener('input', recheck);
  form.addEventListener('change', recheck);

  // A correction made after pressing Send, while the request has not gone yet (it waits for
  // the spacing, a retry or its answer), goes with it: when the visitor leaves the field or picks
  // a choice (never half-typed), once every field is valid again. A change made after the
  // request went is not in it: the form leaves Sent! and offers to send the changed answers.
  const follow = (event: Event) => {
    if (state.phase === 'sent') {
      dispatch({ type: 'edited' });
      return;
    }
    if (event.type !== 'change') return;
    const id = enquiryId;
    const saved = id === undefined ? undefined : loadEnquiry(id);
    if (!id || !saved || saved.refusedAt !== undefined || !awaitsDelivery(state)) return;
    if (![...form.elements].every((el) => !isControl(el) || el.validity.valid)) return;
    const answers = answersOf(form, variant);
    if (sameAnswers(saved.params, answers)) return;
    writeEmail(answers, id);
    keep(id, answers);
  };
  form.addEventListener('input', follow);
  form.addEventListener('change', follow);

  const onState = (delivery: DeliveryState) => {
    busy = false;
    dispatch(eventOf(delivery));
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy || !canSubmit(state)) return;
    for (const el of form.elements) if (isControl(el)) showError(el, undefined);
    const trap = form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null;
    // With an office, a filled honeypot goes to it, which keeps it as spam (a person who filled
    // it by mistake can be rescued there); without one, the request is dropped here.
    if (trap?.value && !office) {
      busy = true;
      dispatch({ type: 'submit' }); // a robot: drop the request, show it success
      dispatch({ type: 'delivered' });
      return;
    }
    // Pressing again while a request waits sends that same request (with any changes), not a
    // second one; if another tab has just delivered it, it is not saved again.
    const waitingId = state.phase === 'waiting' ? enquiryId : undefined;
    if (waitingId && !loadEnquiry(waitingId)) {
      dispatch(eventOf(endState(waitingId)));
      return;
    }
    const answers = answersOf(form, variant);
    // The same answers as a request still waiting on this device (sent before a reload, or from
    // another tab) are that request again, not a second one.
    const id =
      waitingId ??
      waitingEnquiries().find((e) => e.refusedAt === undefined && sameAnswers(e.params, answers))?.id ??
      newEnquiryId();
    writeEmail(answers, id);
    if (handOff) {
      dispatch({ type: 'handedOff' });
      window.location.href = mailto;
      return;
    }
    busy = true;
    dispatch({ type: 'submit' });
    keep(id, answers, trap?.value ?? '');
    if (enquiryId !== id) {
      unwatch?.();
      unwatch = watchEnquiry(id, onState);
      enquiryId = id;
    }
    void deliverWaiting();
  });
}
