// The plain-word message for a field the browser's own checks refused (required, type=email,
// the phone pattern), and its place under the field. The browser still does the checking; only
// the wording and the place of the message are ours, so every problem shows under its field at
// once. Used by the form's browser code (contactForm.client.ts).
import type { FormWording } from './wording.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isControl(el: Element | null | undefined): el is Control {
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
}

/** The message for one control, or undefined when it is fine. */
export function errorOf(el: Control, words: FormWording['errors']): string | undefined {
  const v = el.validity;
  if (v.valid) return undefined;
  if (v.valueMissing) return el instanceof HTMLSelectElement ? words.choose : words.required;
  if ((v.typeMismatch || v.patternMismatch) && el.type === 'email') return words.email;
  if (v.patternMismatch && el.type === 'tel') return words.phone;
  return el.validationMessage || words.required;
}

/** Every refused control of a form, in order, with its message. */
export function formErrors(form: HTMLFormElement, words: FormWording['errors']): [Control, string][] {
  return [...form.elements].flatMap((el) => {
    if (!isControl(el) || el.disabled) return [];
    const message = errorOf(el, words);
    return message ? [[el, message] as [Control, string]] : [];
  });
}

/** Shows `message` under the control (wired to it with aria-describedby), or takes it away. */
export function showError(el: Control, message: string | undefined): void {
  const id = `${el.id}-error`;
  el.ownerDocument.getElementById(id)?.remove();
  el.classList.toggle('is-invalid', Boolean(message));
  if (!message) {
    el.removeAttribute('aria-invalid');
    el.removeAttribute('aria-describedby');
    return;
  }
  const p = el.ownerDocument.createElement('p');
  p.id = id;
  p.className = 'field-error mb-0 mt-1';
  p.textContent = message;
  el.after(p);
  el.setAttribute('aria-invalid', 'true');
  el.setAttribute('aria-describedby', id);
}
