// The office pages' one script (bundled with @simplewebauthn/browser at start; the CSP allows
// no inline script). Forms with data-api are sent as JSON to their address; buttons with
// data-action run a passkey ceremony. A 403 asking for the passkey again asks for it, then
// sends the form once more.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';

interface Answer {
  error?: string;
  message?: string;
  next?: string;
  reload?: boolean;
  link?: string;
  again?: boolean;
  passkeyAgain?: boolean;
}

async function post(url: string, body: unknown): Promise<{ status: number; answer: Answer }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body ?? {}),
    credentials: 'same-origin',
  });
  let answer: Answer = {};
  try {
    answer = (await res.json()) as Answer;
  } catch {
    answer = { error: 'The office gave an answer that could not be read. Please try again.' };
  }
  return { status: res.status, answer };
}

function say(near: Element, text: string, bad = false): void {
  const box =
    near.closest('section, form')?.querySelector<HTMLElement>('[data-status]') ??
    document.querySelector<HTMLElement>('[data-status]');
  if (!box) return;
  box.textContent = text;
  box.classList.toggle('bad', bad);
}

function go(answer: Answer): boolean {
  if (answer.next) {
    location.assign(answer.next);
    return true;
  }
  if (answer.reload) {
    location.reload();
    return true;
  }
  return false;
}

function plainError(error: unknown): string {
  const name = (error as Error)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'The passkey was not used. Try again when you are ready.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for you.';
  return (error as Error)?.message || 'Something went wrong. Please try again.';
}

async function passkeySignIn(button: HTMLElement): Promise<void> {
  const options = await post('/api/auth/passkey/options', {});
  if (options.status !== 200) return say(button, options.answer.error ?? 'Please try again.', true);
  const response = await startAuthentication({ optionsJSON: options.answer as never });
  const result = await post('/api/auth/passkey/verify', { response, next: button.dataset.next ?? '/' });
  if (result.status !== 200) return say(button, result.answer.error ?? 'Please try again.', true);
  go(result.answer);
}

async function addPasskey(button: HTMLElement): Promise<void> {
  const options = await post('/api/auth/passkeys/options', {});
  if (options.status !== 200) return say(button, options.answer.error ?? 'Please try again.', true);
  const response = await startRegistration({ optionsJSON: options.answer as never });
  const result = await post('/api/auth/passkeys/verify', { response });
  if (result.status !== 201) return say(button, result.answer.error ?? 'Please try again.', true);
  say(button, result.answer.message ?? 'Added.');
  const next = button.dataset.next;
  if (next && next !== '/account') location.assign(next);
  else location.reload();
}

/** Asks for one of the person's passkeys again; true when it was given. */
async function passkeyAgain(near: Element): Promise<boolean> {
  const options = await post('/api/auth/again/options', {});
  if (options.status !== 200) {
    say(near, options.answer.error ?? 'Please try again.', true);
    return false;
  }
  const response = await startAuthentication({ optionsJSON: options.answer as never });
  const result = await post('/api/auth/again/verify', { response });
  if (result.status !== 200) say(near, result.answer.error ?? 'Please try again.', true);
  return result.status === 200;
}

async function sendForm(form: HTMLFormElement, extra: Record<string, unknown> = {}): Promise<void> {
  const fields: Record<string, unknown> = { ...extra };
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  const url = form.dataset.api ?? '';
  let { status, answer } = await post(url, fields);
  if (status === 403 && answer.passkeyAgain) {
    say(form, 'Please confirm with your passkey.');
    if (!(await passkeyAgain(form))) return;
    ({ status, answer } = await post(url, fields));
  }
  if (status === 409 && answer.again && !extra.again) {
    if (confirm(`${answer.error ?? ''}\n\nInvite them again?`)) return sendForm(form, { again: true });
    return say(form, answer.error ?? '', true);
  }
  if (status >= 400) return say(form, answer.error ?? 'Please try again.', true);
  if (go(answer)) return;
  say(form, answer.message ?? 'Done.');
  const out = form.querySelector<HTMLOutputElement>('[data-link]');
  if (out && answer.link) {
    out.textContent = answer.link;
    out.hidden = false;
  }
  if (!form.hasAttribute('data-keep')) form.reset();
}

function busy<T>(element: HTMLElement, work: () => Promise<T>): void {
  const button = element instanceof HTMLButtonElement ? element : element.querySelector('button[type=submit]');
  if (button instanceof HTMLButtonElement) {
    if (button.disabled) return;
    button.disabled = true;
  }
  work()
    .catch((error: unknown) => say(element, plainError(error), true))
    .finally(() => {
      if (button instanceof HTMLButtonElement) button.disabled = false;
    });
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.api) return;
  event.preventDefault();
  const question = form.dataset.confirm;
  if (question && !confirm(question)) return;
  busy(form, () => sendForm(form));
});

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>('[data-action]');
  if (!button) return;
  if (button.dataset.action === 'passkey-sign-in') busy(button, () => passkeySignIn(button));
  if (button.dataset.action === 'add-passkey') busy(button, () => addPasskey(button));
});
