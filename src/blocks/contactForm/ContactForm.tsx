// The estimate-request form: native validation, one request at a time, and a clear
// outcome. 'Submit' -> 'Sending…' (disabled, aria-busy) -> 'Sent!' (disabled, thank-you);
// a failure re-enables the button, keeps every value and shows an alert with our phone and email.
import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import type { EmailSettings } from '../../site/site-types.generated.ts';
import { buttonView, canSubmit, formReducer, initialState } from './form-state.ts';
import { formFields, HONEYPOT_NAME, type Variant } from './fields.ts';
import { FormField } from './FormField.tsx';
import { ReachUs, type Contact } from './ReachUs.tsx';
import { buildEnv, resolveSendSettings } from './email-settings.ts';
import { describeError, failureKind } from './send-error.ts';
import type { FormWording } from './wording.ts';

const loadEmailClient = () => import('./emailjs-client.ts');

/** Fields that share a row on wider screens. */
const HALF_WIDTH = new Set(['lastName', 'city', 'zip']);

interface Props {
  variant: Variant;
  wording: FormWording;
  /** id of the heading that names the form. */
  labelledBy?: string;
  /** The EmailJS settings of site.yaml (the build's VITE_EMAILJS_* variables override them). */
  emailjs?: EmailSettings;
  /** Phone and email, offered when sending fails. */
  contact: Contact;
}

/** An island (see ContactFormBlock): its props are all it knows of the site. */
export default function ContactForm({ variant, wording, labelledBy, emailjs, contact }: Props) {
  const idBase = useId();
  const [state, dispatch] = useReducer(formReducer, initialState);
  const busy = useRef(false); // blocks a second submit before React re-renders
  const alertRef = useRef<HTMLDivElement>(null);
  const fields = formFields(variant);
  const button = buttonView(state);

  useEffect(() => {
    if (state.phase === 'failed') alertRef.current?.focus();
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || !canSubmit(state)) return;
    busy.current = true;
    dispatch({ type: 'submit' });
    const form = event.currentTarget;
    const trap = form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null;
    if (trap?.value) {
      dispatch({ type: 'success' }); // a robot: drop the request, show it success
      return;
    }
    const settings = resolveSendSettings(emailjs, buildEnv(), window.location.origin);
    try {
      // The EmailJS SDK loads only when a visitor starts on the form, keeping it off first load.
      const { sendEnquiry } = await loadEmailClient();
      // The SDK copies the form's fields synchronously; a disabled trap is left out of the email.
      if (trap) trap.disabled = true;
      const pending = sendEnquiry(form, settings);
      if (trap) trap.disabled = false;
      const result = await pending;
      console.log('SUCCESS!', result.status, result.text);
      dispatch({ type: 'success' });
    } catch (error) {
      console.log('FAILED...', describeError(error));
      dispatch({ type: 'failure', failure: failureKind(error) });
      busy.current = false;
    }
  }

  const field = (name: string) => `${idBase}-${name}`;
  return (
    <form
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={() => void loadEmailClient().catch(() => undefined)}
      aria-labelledby={labelledBy}
    >
      <div className="row g-3">
        {fields.map((f) => (
          <div
            key={f.name}
            className={HALF_WIDTH.has(f.name) || (variant === 'full' && f.name === 'name') ? 'col-sm-6' : 'col-12'}
          >
            <FormField field={f} id={field(f.name)} wording={wording} />
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
      <div role="status" className="contact-form-status">
        {state.phase === 'sent' && <p className="alert alert-success mt-3 mb-0">{wording.messages.sent}</p>}
      </div>
      {state.phase === 'failed' && (
        <div ref={alertRef} role="alert" tabIndex={-1} className="alert alert-danger mt-3 mb-0">
          <p>{wording.messages[state.failure]}</p>
          <ReachUs call={wording.messages.call} email={wording.messages.email} contact={contact} />
        </div>
      )}
    </form>
  );
}
