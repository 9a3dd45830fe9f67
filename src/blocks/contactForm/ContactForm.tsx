// The estimate-request form, as the server renders it: the fields with their labels, the
// button, an empty status line, and one <template> per outcome of a press (sent, saved and
// waiting, held back a moment, waiting unsaved, handed to the email app, failed), so every word shown later comes from this HTML.
// Its browser code (./contactForm.client.ts) does the rest. Store, then send: on the button,
// the browser's own checks run (their messages show under every field at once), the request
// is saved on this device with an id, and the sender (delivery/sender.ts) sends it. The
// visitor reads 'Sent!' only once EmailJS confirmed it; while it waits, that it is saved and
// will go automatically, with a call, a text and an email already written as ways to reach us
// now. Nothing typed is cleared. Without email settings, the button opens the visitor's email
// app with the request instead, and the form says so before the visitor starts.
import { useId, type ReactNode } from 'react';
import type { EmailSettings, OfficeSettings } from '../../site/site-types.generated.ts';
import { buttonView, initialState } from './form-state.ts';
import { formFields, HONEYPOT_NAME, type AddressAsk, type Variant } from './fields.ts';
import { FormField } from './FormField.tsx';
import type { Contact } from './ReachUs.tsx';
import { ReachNow } from './ReachNow.tsx';
import { buildEnv, resolveSendSettings } from './email-settings.ts';
import type { FormWording } from './wording.ts';

/** Fields that share a row on wider screens. */
const HALF_WIDTH = new Set(['lastName', 'city', 'zip']);

interface Props {
  variant: Variant;
  /** Whether the form asks where the work is (the block's address setting). */
  address?: AddressAsk;
  /** The business's country (business.country): which phone numbers the field takes. */
  country?: string;
  /** false: no SMS opt-in box and no Text link (the block's sms setting). */
  sms?: boolean;
  wording: FormWording;
  /** id of the heading that names the form. */
  labelledBy?: string;
  /** The EmailJS settings of site.yaml (the build's VITE_EMAILJS_* variables override them). */
  emailjs?: EmailSettings;
  /** The business's own office: a site with one never hands the request to the email app. */
  office?: OfficeSettings;
  /** Phone and email, offered when a request waits or fails. */
  contact: Contact;
  /** The town filled in the City field (the block's city:, set on a town's page). */
  city?: string;
  /** The choice picked in What are you interested in (the block's service:, set on a service's page in a town). */
  service?: string;
  /** The Google review page (business.googlePlaceId) offered in the thank-you message, to everyone alike. */
  review?: { url: string; text: string };
}

/**
 * One outcome of a press, kept in a <template> until the browser code shows it: its words,
 * then (when the visitor may want them) a lead-in and the ways to reach us now. A failure is
 * an alert that takes the focus.
 */
function Outcome({
  name,
  tone,
  words,
  lead,
  links,
  alert = false,
}: {
  name: string;
  tone: 'success' | 'info' | 'warning' | 'danger';
  words: string;
  lead?: string;
  links?: ReactNode;
  alert?: boolean;
}) {
  return (
    <template data-outcome={name}>
      <div
        role={alert ? 'alert' : undefined}
        tabIndex={alert ? -1 : undefined}
        className={`alert alert-${tone} mt-3 mb-0`}
      >
        <p className={links ? undefined : 'mb-0'}>{words}</p>
        {lead && <p className="mb-1">{lead}</p>}
        {links}
      </div>
    </template>
  );
}

export default function ContactForm({
  variant,
  address,
  country,
  sms,
  wording,
  labelledBy,
  emailjs,
  office,
  contact,
  city,
  service,
  review,
}: Props) {
  const idBase = useId();
  const fields = formFields({ variant, address, country, sms });
  // The same answer here (no origin) as in the browser: the page never changes its mind.
  const handOff = resolveSendSettings(emailjs, buildEnv(), '', office).handOff;
  const button = buttonView(initialState, handOff);

  const field = (name: string) => `${idBase}-${name}`;
  // The browser code writes every answer into the email link of the outcome it shows.
  const reachNow = (
    <ReachNow contact={contact} messages={wording.messages} mailto={`mailto:${contact.email}`} sms={sms} />
  );
  // After a request that waits or fails: a lead-in, then the ways to reach us now.
  const reach = { lead: wording.messages.reachNow, links: reachNow };
  return (
    // Sent by its code (the island), which holds every submit. Should that code never arrive
    // (the page's scripts blocked or cut off), the browser's own submit opens the visitor's
    // email app with their answers to the business, rather than putting them in the page's
    // address (a GET to this page: in the history and the server's log) and losing them.
    <form
      className="contact-form"
      aria-labelledby={labelledBy}
      method="post"
      action={`mailto:${contact.email}`}
      encType="text/plain"
    >
      {handOff && <p className="alert alert-info contact-form-handoff">{wording.messages.handOff}</p>}
      <div className="row g-3">
        {fields.map((f) => (
          <div
            key={f.name}
            className={HALF_WIDTH.has(f.name) || (variant === 'full' && f.name === 'name') ? 'col-sm-6' : 'col-12'}
          >
            <FormField
              field={f}
              id={field(f.name)}
              wording={wording}
              value={f.name === 'city' ? city : f.name === 'whatAreYouInterestedIn' ? service : undefined}
            />
          </div>
        ))}
      </div>
      <div className="contact-form-trap" aria-hidden="true">
        <label htmlFor={field(HONEYPOT_NAME)}>{wording.labels.honeypot}</label>
        <input id={field(HONEYPOT_NAME)} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-primary btn-lg mt-3">
        {wording.button[button.label]}
      </button>
      <div role="status" aria-live="polite" className="contact-form-status" />
      {/* Shown by the island mechanism (src/islands/wake.ts) when the button was pressed and the
          form's code could not load: nothing went out, and the visitor is told so (plain links: its
          styles are the page's own, as the islands' sheet is lost with the code). */}
      <p data-island-fallback="" hidden role="alert" className="alert alert-danger mt-3">
        {wording.messages.notLoaded} <a href={contact.phoneLink}>{`${wording.messages.call} ${contact.phone}`}</a>{' '}
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      {/* The outcomes, shown by the browser code: a failure as an alert after the status line,
          every other one in it. */}
      <Outcome
        name="sent"
        tone="success"
        words={wording.messages.sent}
        links={
          review && (
            <p className="mb-0">
              <a href={review.url} className="contact-form-review-us">
                {review.text}
              </a>
            </p>
          )
        }
      />
      <Outcome name="waiting" tone="info" words={wording.messages.waiting} {...reach} />
      <Outcome name="queued" tone="info" words={wording.messages.queued} />
      <Outcome name="notSaved" tone="warning" words={wording.messages.notSaved} {...reach} />
      <Outcome name="handedOff" tone="info" words={wording.messages.handedOff} links={reachNow} />
      <Outcome name="failed" tone="danger" words={wording.messages.failed} {...reach} alert />
    </form>
  );
}
