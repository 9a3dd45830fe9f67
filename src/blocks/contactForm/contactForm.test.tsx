// @vitest-environment jsdom
// The form as a visitor meets it: labels, required fields, the button's states, the alert
// with our phone and email after a failure, no double submission, and the robot trap.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailJSResponseStatus } from '@emailjs/browser';
import ContactForm from './ContactForm.tsx';
import { formFields } from './fields.ts';
import { formWording } from './wording.ts';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';

const sendEnquiry = vi.hoisted(() => vi.fn());
vi.mock('./emailjs-client.ts', () => ({ sendEnquiry }));

// The island's props: all the form knows of the site.
const contact = { phone: '(985) 555-0142', phoneLink: 'tel:+19855550142', email: 'office@pelicanexterior.example' };
const emailjs = { publicKey: 'pk', serviceId: 'service_1', templateId: 'template_1', throttleMs: 60000 };
// A block that leaves every wording field out: the words are the schema's defaults.
const defaults = () => formWording(loadBlock('contactForm', {}));

function show(variant: 'full' | 'short' = 'full') {
  const wording = defaults();
  render(<ContactForm variant={variant} wording={wording} emailjs={emailjs} contact={contact} />);
  return wording;
}

function fill() {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('First name', 'Ann');
  type('Last name', 'Boudreaux');
  type('Email', 'ann@example.com');
  type('Phone', '985-555-0100');
  type('Street address', '12 Lee Lane');
  type('City', 'Covington');
  type('ZIP code', '70433');
  type('What can we clean for you?', 'Wash the house');
  type('How did you hear about us?', 'Referral');
  type('What are you interested in?', 'House Wash');
}

const button = () => screen.getByRole('button');
const submit = () => fireEvent.submit(button().closest('form')!);

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  sendEnquiry.mockReset();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the contact form', () => {
  it('labels every field and marks all but the SMS opt-in required', () => {
    show();
    // The field list itself is pinned to the spec in settings.test.ts.
    const fields = formFields('full').filter((f) => f.kind !== 'checkbox');
    expect(fields).toHaveLength(10);
    for (const { name } of fields) {
      const el = document.querySelector(`[name="${name}"]`) as HTMLInputElement;
      expect(el.labels?.[0]?.textContent, name).toBeTruthy();
      expect(el.required, name).toBe(true);
    }
    const sms = screen.getByLabelText(/text me about my estimate/) as HTMLInputElement;
    expect(sms).toMatchObject({
      type: 'checkbox',
      name: 'optInForSMS',
      value: 'Please check the box',
      required: false,
    });
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveProperty('type', 'tel');
    expect(screen.getByLabelText('What can we clean for you?')).toHaveProperty('rows', 4);
  });

  it('goes Submit → Sending… (disabled, aria-busy) → Sent! (disabled) with a thank-you', async () => {
    const wording = show();
    fill();
    expect(button()).toHaveProperty('textContent', 'Submit');
    const answer = deferred<EmailJSResponseStatus>();
    sendEnquiry.mockReturnValue(answer.promise);
    act(() => submit());
    expect(button().textContent).toBe('Sending…');
    expect(button()).toHaveProperty('disabled', true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.resolve(new EmailJSResponseStatus(200, 'OK')));
    expect(button().textContent).toBe('Sent!');
    expect(button()).toHaveProperty('disabled', true);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(wording.messages.sent);
    expect(console.log).toHaveBeenCalledWith('SUCCESS!', 200, 'OK');
  });

  it('sends once, however often the visitor presses', async () => {
    show();
    fill();
    const answer = deferred<EmailJSResponseStatus>();
    sendEnquiry.mockReturnValue(answer.promise);
    act(() => {
      submit();
      submit();
    });
    submit();
    await act(async () => answer.resolve(new EmailJSResponseStatus(200, 'OK')));
    submit();
    expect(sendEnquiry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['429', new EmailJSResponseStatus(429, 'Too Many Requests'), 'tooManyRequests'],
    ['451', new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'), 'blocked'],
    ['403', new EmailJSResponseStatus(403, 'Forbidden'), 'blocked'],
    ['network', new TypeError('Failed to fetch'), 'offline'],
    ['400', new EmailJSResponseStatus(400, 'The Public Key is invalid'), 'rejected'],
    ['500', new EmailJSResponseStatus(500, 'Internal Server Error'), 'serverError'],
    ['missing key', 'The public key is required. Visit https://dashboard.emailjs.com/admin/account', 'notConfigured'],
  ] as const)('after a %s failure: button enabled, values kept, alert with phone and email', async (_, error, kind) => {
    const wording = show();
    fill();
    sendEnquiry.mockRejectedValue(error);
    await act(async () => submit());
    expect(button().textContent).toBe('Submit');
    expect(button()).toHaveProperty('disabled', false);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(wording.messages[kind]);
    expect(alert.querySelector('a[href="tel:+19855550142"]')?.textContent).toBe('Call (985) 555-0142');
    expect(alert.querySelector('a[href="mailto:office@pelicanexterior.example"]')).not.toBeNull();
    expect(document.activeElement).toBe(alert);
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ann');
    expect(screen.getByLabelText('What are you interested in?')).toHaveProperty('value', 'House Wash');
    expect(console.log).toHaveBeenCalledWith('FAILED...', expect.any(String));
    // and the visitor can try again
    sendEnquiry.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    await act(async () => submit());
    expect(button().textContent).toBe('Sent!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the failure messages differ from one another', () => {
    const { messages } = defaults();
    const kinds = [
      messages.tooManyRequests,
      messages.blocked,
      messages.offline,
      messages.rejected,
      messages.serverError,
      messages.notConfigured,
    ];
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('drops a robot that fills the hidden trap field, and shows it success', async () => {
    show();
    fill();
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    fireEvent.change(trap, { target: { value: 'http://spam.example' } });
    await act(async () => submit());
    expect(sendEnquiry).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Sent!');
  });

  it('leaves the trap field out of what is sent', async () => {
    show();
    fill();
    let sent: string[] = [];
    sendEnquiry.mockImplementation(async (form: HTMLFormElement) => {
      sent = [...new FormData(form).keys()];
      return new EmailJSResponseStatus(200, 'OK');
    });
    await act(async () => submit());
    expect(sent).not.toContain('website');
    expect(sent).toContain('lastName');
    expect((document.querySelector('input[name="website"]') as HTMLInputElement).disabled).toBe(false);
  });

  it('the short variant: one name, no last name, city or ZIP; message and lists optional', () => {
    show('short');
    expect(screen.getByLabelText('Name')).toHaveProperty('autocomplete', 'name');
    for (const name of ['lastName', 'city', 'zip']) expect(document.querySelector(`[name="${name}"]`)).toBeNull();
    expect(screen.getByLabelText(/What can we clean for you\?/)).toHaveProperty('required', false);
    expect(screen.getByLabelText(/How did you hear about us\?/)).toHaveProperty('required', false);
    expect(screen.getByLabelText(/What can we clean for you\?/).closest('div')?.textContent).toContain('(optional)');
  });
});
