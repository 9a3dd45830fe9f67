// Three ways to reach the business right away, shown while a request waits on the device,
// after a failure, and after the form handed the request to the email app: call, text (unless
// the block turns text messages off), and an email already written with every answer.
import type { Contact } from './ReachUs.tsx';
import { smsHref } from './fallback-links.ts';
import type { FormWording } from './wording.ts';

export function ReachNow({
  contact,
  messages,
  mailto,
  sms = true,
}: {
  contact: Contact;
  messages: FormWording['messages'];
  /** false: no Text link (the block's sms setting). */
  sms?: boolean;
  /** The written email (mailto:); the browser code puts the subject and every answer in it. */
  mailto: string;
}) {
  return (
    <ul className="reach-us reach-now list-unstyled d-flex flex-wrap column-gap-4 mb-0">
      <li>
        <a href={contact.phoneLink} className="fw-semibold">
          {messages.call} {contact.phone}
        </a>
      </li>
      {sms && (
        <li>
          <a href={smsHref(contact.phoneLink)} className="fw-semibold">
            {messages.text} {contact.phone}
          </a>
        </li>
      )}
      <li>
        <a href={mailto} className="fw-semibold" data-written-email>
          {messages.emailAnswers}
        </a>
      </li>
    </ul>
  );
}
