// The ways to reach the business at once, made from what the visitor typed: a call, a text
// message, and an email already written (the subject, then every answer, one a line). They are
// offered while a request waits on the device, after a failure, and are the whole delivery of
// a form without email settings.
import { formFields, type Variant } from './fields.ts';
import type { FormScriptWording } from './wording.ts';
import { fillIn } from '../../site/fill-in.ts';

/** Every field a form of this variant can have (which of them it shows, its HTML says). */
const possibleFields = (variant: Variant) => formFields({ variant, address: 'optional' });

/** The template variables: every field the form shows, by name, '' when left empty or unticked. */
export function answersOf(form: HTMLFormElement, variant: Variant): Record<string, string> {
  const data = new FormData(form);
  const shown = possibleFields(variant).filter((f) => form.elements.namedItem(f.name) !== null);
  return Object.fromEntries(shown.map((f) => [f.name, String(data.get(f.name) ?? '')]));
}

/** The enquiry written out for the visitor's email app: "Label: answer" lines. */
export function emailBody(
  answers: Record<string, string>,
  variant: Variant,
  wording: Pick<FormScriptWording, 'labels'> & { messages: Pick<FormScriptWording['messages'], 'requestNumber'> },
  id?: string,
): string {
  const lines = possibleFields(variant).flatMap((f) => {
    if (!(f.name in answers)) return []; // a field the form does not show
    const value = answers[f.name];
    if (f.kind === 'checkbox') return value ? [wording.labels[f.label]] : [];
    return [answerLine(wording.labels[f.label], value || '-')];
  });
  if (id) lines.push('', fillIn(wording.messages.requestNumber, { id }));
  return lines.join('\r\n');
}

/** "Email: ann@example.com"; a label that ends in ? or : takes no colon ("How did you hear about us? Referral"). */
const answerLine = (label: string, value: string) => `${label}${/[?:]\s*$/.test(label) ? '' : ':'} ${value}`;

export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The subject: the site's words with the visitor's name in {name}, or after them. */
export function emailSubject(answers: Record<string, string>, wording: Pick<FormScriptWording, 'messages'>): string {
  const who = [answers.name, answers.lastName].filter(Boolean).join(' ').trim();
  const subject = wording.messages.mailSubject;
  if (subject.includes('{name}')) return fillIn(subject, { name: who }).replace(/\s+/g, ' ').trim();
  return who ? `${subject}: ${who}` : subject;
}

/** A text message to the same number as the call link (tel:+1… becomes sms:+1…). */
export const smsHref = (phoneLink: string) => phoneLink.replace(/^tel:/i, 'sms:');
