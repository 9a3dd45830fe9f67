// The estimate-request form. Store, then send: on the button, the browser's own checks run
// (their messages show under every field at once), the request is saved on this device with
// an id, and the sender (delivery/sender.ts) sends it. The visitor reads 'Sent!' only once
// EmailJS confirmed it; while it waits, that it is saved and will go automatically, with a
// call, a text and an email already written as ways to reach us now. Nothing typed is cleared.
// Without email settings, the button opens the visitor's email app with the request instead,
// and the form says so before the visitor starts.
import { useEffect, useId, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { EmailSettings } from '../../site/site-types.generated.ts';
import { buttonView, canSubmit, formReducer, initialState } from './form-state.ts';
import { formFields, HONEYPOT_NAME, type Variant } from './fields.ts';
import { FormField } from './FormField.tsx';
import type { Contact } from './ReachUs.tsx';
import { ReachNow } from './ReachNow.tsx';
import { buildEnv, resolveSendSettings } from './email-settings.ts';
import { errorOf, formErrors, isControl } from './field-errors.ts';
import { answersOf, emailBody, emailSubject, mailtoHref } from './fallback-links.ts';
import { loadEnquiry, saveEnquiry } from './delivery/store.ts';
import { newEnquiryId } from './delivery/enquiry-id.ts';
import { deliverWaiting, watchEnquiry, type DeliveryState } from './delivery/sender.ts';
import type { FormWording } from './wording.ts';

/** Fields that share a row on wider screens. */
const HALF_WIDTH = new Set(['lastName', 'city', 'zip']);

interface Props {
  variant: Variant;
  wording: FormWording;
  /** id of the heading that names the form. */
  labelledBy?: string;
  /** The EmailJS settings of site.yaml (the build's VITE_EMAILJS_* variables override them). */
  emailjs?: EmailSettings;
  /** Phone and email, offered when a request waits or fails. */
  contact: Contact;
}

const EVENT_OF = { delivered: 'delivered', waiting: 'waiting', failed: 'failed' } as const;

/** An island (see ContactFormBlock): its props are all it knows of the site. */
export default function ContactForm({ variant, wording, labelledBy, emailjs, contact }: Props) {
  const idBase = useId();
  const [state, dispatch] = useReducer(formReducer, initialState);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mailto, setMailto] = useState('');
  const busy = useRef(false); // blocks a second submit before React re-renders
  const enquiryId = useRef<string | undefined>(undefined);
  const unwatch = useRef<(() => void) | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const fields = formFields(variant);
  // The same answer on the server (no origin) as in the browser: the page never changes its mind.
  const handOff = resolveSendSettings(emailjs, buildEnv(), '').handOff;
  const button = buttonView(state, handOff);

  useEffect(() => {
    if (state.phase === 'failed') alertRef.current?.focus();
  }, [state]);
  useEffect(() => () => unwatch.current?.(), []);

  // The browser's checks still decide; instead of its one bubble at a time, every refused
  // field shows its message under it, and the first one gets the focus.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onInvalid = (event: Event) => {
      event.preventDefault();
      pending ??= setTimeout(() => {
        pending = undefined;
        const found = formErrors(form, wording.errors);
        setErrors(Object.fromEntries(found.map(([el, message]) => [el.name, message])));
        found[0]?.[0].focus();
      });
    };
    form.addEventListener('invalid', onInvalid, true);
    return () => {
      form.removeEventListener('invalid', onInvalid, true);
      if (pending) clearTimeout(pending);
    };
  }, [wording.errors]);

  function recheck(event: ChangeEvent<HTMLFormElement>) {
    const el = event.target as Element;
    if (!isControl(el) || !(el.name in errors)) return;
    const message = errorOf(el, wording.errors);
    setErrors(({ [el.name]: _old, ...rest }) => (message ? { ...rest, [el.name]: message } : rest));
  }

  function onState(delivery: DeliveryState) {
    busy.current = false;
    dispatch({ type: EVENT_OF[delivery.kind] });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || !canSubmit(state)) return;
    setErrors({});
    const form = event.currentTarget;
    const trap = form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null;
    if (trap?.value) {
      busy.current = true;
      dispatch({ type: 'submit' }); // a robot: drop the request, show it success
      dispatch({ type: 'delivered' });
      return;
    }
    // Pressing again while a request waits sends that same request (with any changes), not a
    // second one; if another tab has just delivered it, it is not saved again.
    const waitingId = state.phase === 'waiting' ? enquiryId.current : undefined;
    if (waitingId && !loadEnquiry(waitingId)) {
      dispatch({ type: 'delivered' });
      return;
    }
    const answers = answersOf(form, variant);
    const id = waitingId ?? newEnquiryId();
    const subject = emailSubject(answers, wording);
    const written = mailtoHref(contact.email, subject, emailBody(answers, variant, wording, handOff ? undefined : id));
    setMailto(written);
    if (handOff) {
      dispatch({ type: 'handedOff' });
      window.location.href = written;
      return;
    }
    busy.current = true;
    dispatch({ type: 'submit' });
    const settings = resolveSendSettings(emailjs, buildEnv(), window.location.origin);
    saveEnquiry({
      id,
      createdAt: Date.now(),
      params: { ...answers, enquiry_id: id },
      publicKey: settings.publicKey,
      origin: settings.origin,
      routes: settings.routes,
      autoReplyTemplateId: settings.autoReplyTemplateId,
      throttleMs: settings.throttleMs,
    });
    if (enquiryId.current !== id) {
      unwatch.current?.();
      unwatch.current = watchEnquiry(id, onState);
      enquiryId.current = id;
    }
    void deliverWaiting();
  }

  const field = (name: string) => `${idBase}-${name}`;
  const reachNow = <ReachNow contact={contact} messages={wording.messages} mailto={mailto} />;
  return (
    <form ref={formRef} className="contact-form" onSubmit={onSubmit} onChange={recheck} aria-labelledby={labelledBy}>
      {handOff && <p className="alert alert-info contact-form-handoff">{wording.messages.handOff}</p>}
      <div className="row g-3">
        {fields.map((f) => (
          <div
            key={f.name}
            className={HALF_WIDTH.has(f.name) || (variant === 'full' && f.name === 'name') ? 'col-sm-6' : 'col-12'}
          >
            <FormField field={f} id={field(f.name)} wording={wording} error={errors[f.name]} />
          </div>
        ))}
      </div>
      <div className="contact-form-trap" aria-hidden="true">
        <label htmlFor={field(HONEYPOT_NAME)}>{wording.labels.honeypot}</label>
        <input id={field(HONEYPOT_NAME)} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-lg mt-3"
        disabled={button.disabled}
        aria-busy={button.busy || undefined}
      >
        {wording.button[button.label]}
      </button>
      <div role="status" aria-live="polite" className="contact-form-status">
        {state.phase === 'sent' && <p className="alert alert-success mt-3 mb-0">{wording.messages.sent}</p>}
        {state.phase === 'waiting' && (
          <div className="alert alert-info mt-3 mb-0">
            <p>{wording.messages.waiting}</p>
            <p className="mb-1">{wording.messages.reachNow}</p>
            {reachNow}
          </div>
        )}
        {state.phase === 'handedOff' && (
          <div className="alert alert-info mt-3 mb-0">
            <p>{wording.messages.handedOff}</p>
            {reachNow}
          </div>
        )}
      </div>
      {state.phase === 'failed' && (
        <div ref={alertRef} role="alert" tabIndex={-1} className="alert alert-danger mt-3 mb-0">
          <p>{wording.messages.failed}</p>
          <p className="mb-1">{wording.messages.reachNow}</p>
          {reachNow}
        </div>
      )}
    </form>
  );
}
