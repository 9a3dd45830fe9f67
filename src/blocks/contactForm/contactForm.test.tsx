// @vitest-environment jsdom
// The form as a visitor meets it: labels, required fields, inline messages, the button's
// states, the enquiry saved before it is sent and removed only after a 200, the call, text and
// written-email links while it waits or fails, no double submission, the robot trap, and the
// email-app hand-off of a site without email settings. The form is the server's HTML, made
// live by its browser code as on the page (contactForm.client.ts). EmailJS is a stubbed fetch.
import { fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm from './ContactForm.tsx';
import type { start as startType } from './contactForm.client.ts';
import { freshSender, leaveNoState } from '../../../tests/support/fresh-sender.ts';
import { ENQUIRY_KEY_PREFIX } from './delivery/waiting.ts';
import type { EmailSettings } from '../../site/site-types.generated.ts';
import { formFields } from './fields.ts';
import { formScriptWording, formWording } from './wording.ts';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';

// What the block gives the form: all it knows of the site.
let start: typeof startType;

const contact = { phone: '(985) 555-0142', phoneLink: 'tel:+19855550142', email: 'office@pelicanexterior.example' };
const emailjs: EmailSettings = { publicKey: 'pk', serviceId: 'service_1', templateId: 'template_1', throttleMs: 60000 };
// A block that gives only what has no default, its choice lists, and the message label of the
// first site: every other word is the schema's default.
const defaults = () =>
  formWording(
    loadBlock('contactForm', {
      labels: { message: 'What can we clean for you?' },
      options: { howDidYouHearAboutUs: ['Flyer', 'Referral'], whatAreYouInterestedIn: ['House Wash', 'Roof Wash'] },
    }),
  );

/** The form as the server renders it (with the block's address and sms settings), started as the island mechanism starts it. */
function show(
  variant: 'full' | 'short' = 'full',
  settings = emailjs,
  startForm = start,
  shape: Pick<ComponentProps<typeof ContactForm>, 'address' | 'sms'> = {},
) {
  const wording = defaults();
  document.body.innerHTML = renderToString(
    <ContactForm variant={variant} {...shape} wording={wording} emailjs={settings} contact={contact} />,
  );
  startForm(document.body, { variant, wording: formScriptWording(wording), emailjs: settings, email: contact.email });
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

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, text = '') => new Response(text, { status });
/** What was posted to EmailJS, request by request. */
const posted = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), ...JSON.parse(String(init?.body)) }));
const stored = () => Object.keys(localStorage).filter((k) => k.startsWith(ENQUIRY_KEY_PREFIX));
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(async () => {
  // Each test has its own form script, sender, store and IndexedDB (tests/support/fresh-sender.ts).
  await freshSender({ newIndexedDB: false });
  ({ start } = await import('./contactForm.client.ts'));
  vi.useFakeTimers();
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('VITE_EMAILJS_ORIGIN', 'https://api.emailjs.example');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  leaveNoState();
});

describe('the contact form', () => {
  it('labels every field and marks all but the SMS opt-in required', () => {
    show();
    // The field list itself is pinned to the spec in settings.test.ts.
    const fields = formFields({ variant: 'full' }).filter((f) => f.kind !== 'checkbox');
    expect(fields).toHaveLength(10);
    for (const { name } of fields) {
      const el = document.querySelector(`[name="${name}"]`) as HTMLInputElement;
      expect(el.labels?.[0]?.textContent, name).toBeTruthy();
      expect(el.required, name).toBe(true);
    }
    const sms = screen.getByLabelText(/text me about my request/) as HTMLInputElement;
    expect(sms).toMatchObject({
      type: 'checkbox',
      name: 'optInForSMS',
      value: 'Please check the box',
      required: false,
    });
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveProperty('type', 'tel');
    expect(screen.getByLabelText('What can we clean for you?')).toHaveProperty('rows', 4);
    // EmailJS refuses a request over 50 KB for good: the message stays well under it.
    expect(screen.getByLabelText('What can we clean for you?')).toHaveProperty('maxLength', 5000);
  });

  it('goes Send my request → Sending… → Sent! only once EmailJS answered 200; saved until then', async () => {
    const wording = show();
    fill();
    expect(button().textContent).toBe('Send my request');
    const reply = deferred<Response>();
    fetchMock.mockReturnValue(reply.promise);
    submit();
    expect(button().textContent).toBe('Sending…');
    expect(button()).toHaveProperty('disabled', true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(stored()).toHaveLength(1); // saved on the device before the request goes out
    await flush();
    const [request] = posted();
    expect(request).toMatchObject({
      url: 'https://api.emailjs.example/api/v1.0/email/send',
      service_id: 'service_1',
      template_id: 'template_1',
      user_id: 'pk',
      template_params: {
        name: 'Ann',
        lastName: 'Boudreaux',
        phone: '985-555-0100',
        howDidYouHearAboutUs: 'Referral',
        optInForSMS: '',
        enquiry_id: stored()[0].slice(ENQUIRY_KEY_PREFIX.length),
      },
    });
    expect(request.template_params).not.toHaveProperty('website');
    expect(button().textContent).toBe('Sending…');
    await reply.resolve(answer(200, 'OK'));
    await flush();
    expect(button().textContent).toBe('Sent!');
    expect(button()).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe(wording.messages.sent);
    expect(stored()).toEqual([]);
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ann');
  });

  it('sends once, however often the visitor presses', async () => {
    show();
    fill();
    const reply = deferred<Response>();
    fetchMock.mockReturnValue(reply.promise);
    submit();
    submit();
    submit();
    await flush();
    await reply.resolve(answer(200, 'OK'));
    await flush();
    submit();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['429', () => Promise.resolve(answer(429, 'Too Many Requests'))],
    ['500', () => Promise.resolve(answer(500, 'Internal Server Error'))],
    ['a quota answer', () => Promise.resolve(answer(426, 'The monthly quota is reached'))],
  ])('after %s: saved, said so, with call, text and the written email; values kept', async (_, reply) => {
    const wording = show();
    fill();
    fetchMock.mockImplementation(reply);
    await submit();
    await flush();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Saved on this device; it will be sent automatically');
    expect(status.textContent).toContain(wording.messages.reachNow);
    const links = [...status.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(links[0]).toBe('tel:+19855550142');
    expect(links[1]).toBe('sms:+19855550142');
    const mail = new URL(links[2]);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('office@pelicanexterior.example');
    expect(mail.searchParams.get('subject')).toBe('Request from the website: Ann Boudreaux');
    const body = mail.searchParams.get('body') ?? '';
    for (const line of [
      'First name: Ann',
      'Last name: Boudreaux',
      'Email: ann@example.com',
      'Phone: 985-555-0100',
      'Street address: 12 Lee Lane',
      'City: Covington',
      'ZIP code: 70433',
      'What can we clean for you? Wash the house',
      'How did you hear about us? Referral',
      'What are you interested in? House Wash',
    ])
      expect(body.split('\r\n')).toContain(line);
    expect(stored()).toHaveLength(1);
    // What another page shows if it is refused there: the failure's words and the written email.
    const { notice } = JSON.parse(localStorage.getItem(stored()[0])!);
    expect(notice.paragraphs).toEqual([wording.messages.failed, wording.messages.reachNow]);
    expect(notice.close).toBe('Close');
    expect(notice.links.map((l: { href: string }) => l.href)).toEqual(links);
    expect(button().textContent).toBe('Try sending again now');
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ann');
    // Pressing again sends the same enquiry (same id), not a second one.
    const firstId = posted()[0].template_params.enquiry_id;
    fetchMock.mockImplementation(async () => answer(200, 'OK'));
    await submit();
    await flush();
    expect(button().textContent).toBe('Sent!');
    expect(new Set(posted().map((p) => p.template_params.enquiry_id))).toEqual(new Set([firstId]));
    expect(stored()).toEqual([]);
  });

  it('a second request soon after a delivered one: says it goes in a moment (not that it failed), then Sent!', async () => {
    fetchMock.mockImplementation(async () => answer(200, 'OK'));
    show();
    fill();
    await submit();
    await flush();
    expect(button().textContent).toBe('Sent!');
    const wording = show(); // the visitor opens the form again and sends another request
    fill();
    fireEvent.change(screen.getByLabelText('What can we clean for you?'), { target: { value: 'And the roof' } });
    await submit();
    await flush();
    expect(screen.getByRole('status').textContent).toBe(wording.messages.queued);
    expect(screen.getByRole('status').textContent).not.toContain('could not go out');
    expect(button().textContent).toBe('Sending…');
    expect(button()).toHaveProperty('disabled', true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(button().textContent).toBe('Sent!');
    expect(posted()[1].template_params.message).toBe('And the roof');
  });

  it('a correction made while the request waits for the spacing goes with it, in the request and its written email', async () => {
    fetchMock.mockImplementation(async () => answer(200, 'OK'));
    show();
    fill();
    await submit();
    await flush();
    show(); // a second request within the minute: it waits for the spacing
    fill();
    await submit();
    await flush();
    expect(button().textContent).toBe('Sending…');
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '985-555-0199' } });
    await flush();
    // The written email that another page would offer, were the request refused there, has it too.
    const { notice } = JSON.parse(localStorage.getItem(stored()[0]!)!) as { notice: { links: { href: string }[] } };
    const written = notice.links.find((l) => l.href.startsWith('mailto:'))!.href;
    expect(decodeURIComponent(written)).toContain('985-555-0199');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(posted().map((p) => p.template_params.phone)).toEqual(['985-555-0100', '985-555-0199']);
    expect(button().textContent).toBe('Sent!');
    expect(stored()).toEqual([]);
  });

  it('a correction goes when the visitor leaves the field, never half-typed; one typed after it went offers to send again', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(503, 'Service Unavailable'))
      .mockImplementation(async () => answer(200, 'OK'));
    show();
    fill();
    await submit();
    await flush();
    expect(button().textContent).toBe('Try sending again now');
    const message = screen.getByLabelText('What can we clean for you?');
    fireEvent.input(message, { target: { value: 'Wash the house and the drive' } });
    fireEvent.change(message); // the visitor leaves the field
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '985-555-01' } }); // still typing
    await vi.advanceTimersByTimeAsync(2_000); // the sender's retry
    expect(posted().map((p) => [p.template_params.message, p.template_params.phone])).toEqual([
      ['Wash the house', '985-555-0100'],
      ['Wash the house and the drive', '985-555-0100'],
    ]);
    expect(new Set(posted().map((p) => p.template_params.enquiry_id)).size).toBe(1);
    expect(button().textContent).toBe('Sent!');
    // The phone typed on after the request went is not in it: the form offers to send it.
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '985-555-0199' } });
    expect(button().textContent).toBe('Send my request');
    expect(button()).toHaveProperty('disabled', false);
  });

  it('the same answers sent again after a reload, while the first request waits, are that request, not a second', async () => {
    fetchMock.mockImplementation(async () => answer(503, 'Service Unavailable'));
    show();
    fill();
    await submit();
    await flush();
    expect(stored()).toHaveLength(1);
    show(); // a reload: a new form, the request still waiting on the device
    fill();
    fetchMock.mockImplementation(async () => answer(200, 'OK'));
    await submit();
    await flush();
    expect(button().textContent).toBe('Sent!');
    expect(stored()).toEqual([]);
    expect(new Set(posted().map((p) => p.template_params.enquiry_id)).size).toBe(1);
    expect(posted().filter((p) => p.template_params.name === 'Ann').length).toBe(posted().length);
  });

  it('answers changed while a try is under way: that try succeeding does not end it; the changes go too', async () => {
    const reply = deferred<Response>();
    fetchMock.mockResolvedValueOnce(answer(503, 'Service Unavailable'));
    show();
    fill();
    await submit();
    await flush();
    expect(button().textContent).toBe('Try sending again now');
    fetchMock.mockReturnValueOnce(reply.promise).mockImplementation(async () => answer(200, 'OK'));
    await vi.advanceTimersByTimeAsync(2_000); // the sender's own retry goes out, and hangs
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '985-555-0199' } });
    await submit(); // the visitor corrects the phone number and presses again
    await reply.resolve(answer(200, 'OK')); // the old answers arrive
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    const phones = posted().map((p) => p.template_params.phone);
    expect(phones.at(-1)).toBe('985-555-0199');
    expect(phones.filter((p) => p === '985-555-0199')).toHaveLength(1);
    expect(new Set(posted().map((p) => p.template_params.enquiry_id)).size).toBe(1);
    expect(button().textContent).toBe('Sent!');
    expect(stored()).toEqual([]);
  });

  it("the written email's subject and last line are the block's words: {name} and {id} filled in", async () => {
    fetchMock.mockImplementation(async () => answer(503, 'Service Unavailable'));
    const wording = defaults();
    const french = {
      ...wording,
      messages: {
        ...wording.messages,
        mailSubject: 'Demande de {name} depuis le site',
        requestNumber: 'Demande n° {id}',
      },
    };
    document.body.innerHTML = renderToString(
      <ContactForm variant="full" wording={french} emailjs={emailjs} contact={contact} />,
    );
    start(document.body, { variant: 'full', wording: formScriptWording(french), emailjs, email: contact.email });
    fill();
    await submit();
    await flush();
    const mail = new URL(screen.getByRole('link', { name: wording.messages.emailAnswers }).getAttribute('href')!);
    expect(mail.searchParams.get('subject')).toBe('Demande de Ann Boudreaux depuis le site');
    const id = posted()[0].template_params.enquiry_id;
    expect(mail.searchParams.get('body')!.split('\r\n').at(-1)).toBe(`Demande n° ${id}`);
  });

  it('a browser that refuses storage is not told the request is saved on the device', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.resetModules(); // the store looks at the browser's storage once per page
    const fresh = await import('./contactForm.client.ts');
    const wording = show('full', emailjs, fresh.start);
    fill();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await submit();
    await flush();
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toContain(wording.messages.notSaved);
    expect(status).not.toContain('Saved on this device');
    expect(status).toContain(wording.messages.reachNow);
    expect(button().textContent).toBe('Try sending again now');
  });

  it('a form that does not ask for the address sends no address, and its written email has no address line', async () => {
    show('full', emailjs, start, { address: 'none' });
    expect(screen.queryByLabelText('Street address')).toBeNull();
    expect(screen.queryByLabelText('ZIP code')).toBeNull();
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('First name', 'Ann');
    type('Last name', 'Boudreaux');
    type('Email', 'ann@example.com');
    type('Phone', '985-555-0100');
    type('What can we clean for you?', 'Lessons');
    type('How did you hear about us?', 'Referral');
    type('What are you interested in?', 'House Wash');
    fetchMock.mockImplementation(async () => answer(503, 'Service Unavailable'));
    await submit();
    await flush();
    const params = posted()[0].template_params;
    expect(params).toMatchObject({ name: 'Ann', message: 'Lessons' });
    expect(Object.keys(params)).not.toContain('address');
    const mail = decodeURIComponent(
      screen.getByRole('status').querySelector('a[href^="mailto:"]')?.getAttribute('href') ?? '',
    );
    expect(mail).toContain('What can we clean for you? Lessons');
    expect(mail).not.toContain('Street address');
  });

  it('sms: false leaves out the SMS opt-in box and the Text link', async () => {
    show('full', emailjs, start, { sms: false });
    expect(screen.queryByLabelText(/text me about my request/)).toBeNull();
    fill();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await submit();
    await flush();
    const links = [...screen.getByRole('status').querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(links.map((href) => href.split(':')[0])).toEqual(['tel', 'mailto']);
    expect(Object.keys(posted()[0].template_params)).not.toContain('optInForSMS');
  });

  it('a configuration answer: plain alert, focused, with every answer in the written email; nothing kept', async () => {
    const wording = show();
    fill();
    fetchMock.mockImplementation(async () => answer(400, 'The Public Key is invalid'));
    await submit();
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(wording.messages.failed);
    expect(document.activeElement).toBe(alert);
    const mail = alert.querySelector('a[href^="mailto:"]')?.getAttribute('href') ?? '';
    expect(decodeURIComponent(mail)).toContain('Street address: 12 Lee Lane');
    expect(alert.querySelector('a[href="sms:+19855550142"]')).not.toBeNull();
    expect(stored()).toEqual([]);
    expect(button().textContent).toBe('Send my request');
    expect(button()).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('What are you interested in?')).toHaveProperty('value', 'House Wash');
  });

  it('the backup route is tried after a quota answer, and an auto-reply goes to the visitor once', async () => {
    show('full', { ...emailjs, backupServiceId: 'service_2', autoReplyTemplateId: 'template_copy' });
    fill();
    fetchMock
      .mockResolvedValueOnce(answer(426, 'Upgrade Required'))
      .mockResolvedValueOnce(answer(200, 'OK'))
      .mockResolvedValueOnce(answer(200, 'OK'));
    await submit();
    await flush();
    expect(button().textContent).toBe('Sent!');
    // EmailJS takes one request a second: the copy waits for that.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posted().map((p) => [p.service_id, p.template_id])).toEqual([
      ['service_1', 'template_1'],
      ['service_2', 'template_1'],
      ['service_2', 'template_copy'],
    ]);
  });

  it("the visitor's copy is tried again after a busy answer, never after a refusal or no answer, and the request is sent once", async () => {
    show('full', { ...emailjs, autoReplyTemplateId: 'template_copy' });
    fill();
    fetchMock
      .mockResolvedValueOnce(answer(200, 'OK'))
      .mockResolvedValueOnce(answer(429, 'Too Many Requests'))
      .mockResolvedValueOnce(answer(503, 'Service Unavailable'))
      .mockResolvedValueOnce(answer(200, 'OK'));
    await submit();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(posted().map((p) => p.template_id)).toEqual([
      'template_1',
      'template_copy',
      'template_copy',
      'template_copy',
    ]);
    expect(button().textContent).toBe('Sent!');

    show('full', { ...emailjs, autoReplyTemplateId: 'template_copy' }); // a second request, later
    fill();
    fetchMock.mockReset();
    fetchMock
      .mockResolvedValueOnce(answer(200, 'OK'))
      .mockImplementation(async () => answer(400, 'The template ID not found'));
    await submit();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(posted().map((p) => p.template_id)).toEqual(['template_1', 'template_copy']);
    expect(button().textContent).toBe('Sent!');

    show('full', { ...emailjs, autoReplyTemplateId: 'template_copy' }); // no answer to the copy: it may have gone
    fill();
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(answer(200, 'OK')).mockRejectedValue(new TypeError('Failed to fetch'));
    await submit();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(posted().map((p) => p.template_id)).toEqual(['template_1', 'template_copy']);
  });

  it('shows every refused field at once under it, in plain words, and focuses the first', async () => {
    const wording = show();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann' } });
    button().closest('form')!.requestSubmit();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    const messageOf = (label: string) => {
      const el = screen.getByLabelText(label);
      expect(el.getAttribute('aria-invalid'), label).toBe('true');
      return document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(messageOf('First name')).toBe(wording.errors.required);
    expect(messageOf('Phone')).toBe(wording.errors.phone);
    expect(messageOf('Email')).toBe(wording.errors.email);
    // An address with no dot after the @ is a slip that leaves no way to reply.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example' } });
    button().closest('form')!.requestSubmit();
    await flush();
    expect(messageOf('Email')).toBe(wording.errors.email);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann' } });
    expect(messageOf('How did you hear about us?')).toBe(wording.errors.choose);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(10);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    // Fixing a field takes its message away at once.
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(985) 555-0100' } });
    expect(screen.getByLabelText('Phone').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('First name')).toHaveProperty('required', true); // the native check stays
  });

  it('drops a robot that fills the hidden trap field, and shows it success', async () => {
    show();
    fill();
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    fireEvent.change(trap, { target: { value: 'http://spam.example' } });
    await submit();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
    expect(button().textContent).toBe('Sent!');
  });

  it('without email settings, says before anything is typed that it opens the email app, and does so', async () => {
    vi.stubEnv('VITE_EMAILJS_ORIGIN', '');
    vi.stubEnv('DEV', false);
    const placeholders = { ...emailjs, publicKey: 'YOUR_EMAILJS_PUBLIC_KEY' };
    const wording = show('full', placeholders);
    const form = button().closest('form')!;
    expect(form.firstElementChild?.textContent).toBe(wording.messages.handOff);
    expect(button().textContent).toBe('Open my email app with this request');
    fill();
    const opened: string[] = [];
    const location = {
      set href(url: string) {
        opened.push(url);
      },
    };
    vi.stubGlobal('location', location);
    vi.spyOn(window, 'location', 'get').mockReturnValue(location as unknown as Location);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored()).toEqual([]);
    expect(opened).toHaveLength(1);
    expect(decodeURIComponent(opened[0])).toContain('What can we clean for you? Wash the house');
    expect(screen.getByRole('status').textContent).toContain(wording.messages.handedOff);
  });

  it('the server-rendered page already says it (the notice is there before the island wakes)', () => {
    vi.stubEnv('VITE_EMAILJS_ORIGIN', '');
    vi.stubEnv('DEV', false);
    const wording = defaults();
    const placeholders = { ...emailjs, serviceId: 'YOUR_EMAILJS_SERVICE_ID' };
    const html = renderToString(
      <ContactForm variant="full" wording={wording} emailjs={placeholders} contact={contact} />,
    );
    expect(html.indexOf(wording.messages.handOff)).toBeGreaterThan(0);
    expect(html.indexOf(wording.messages.handOff)).toBeLessThan(html.indexOf('<input'));
    expect(html).toContain('Open my email app with this request');
    // With the settings filled in, neither appears.
    const real = renderToString(<ContactForm variant="full" wording={wording} emailjs={emailjs} contact={contact} />);
    expect(real).not.toContain(wording.messages.handOff);
    expect(real).toContain('Send my request');
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

describe('the contact form of a site with an office', () => {
  it('never hands off to the email app, sends to the office with shownAt, and a filled honeypot goes too', async () => {
    const wording = defaults();
    const office = { url: 'https://office.example' };
    const placeholders = { ...emailjs, publicKey: 'YOUR_EMAILJS_PUBLIC_KEY' };
    vi.stubEnv('VITE_EMAILJS_ORIGIN', ''); // a production build, whose EmailJS settings are placeholders
    vi.stubEnv('DEV', false);
    document.body.innerHTML = renderToString(
      <ContactForm variant="full" wording={wording} emailjs={placeholders} office={office} contact={contact} />,
    );
    start(document.body, {
      variant: 'full',
      wording: formScriptWording(wording),
      emailjs: placeholders,
      office,
      email: contact.email,
    });
    expect(document.querySelector('.contact-form-handoff')).toBeNull();
    expect(button().textContent).toBe('Send my request');
    fill();
    fireEvent.change(document.querySelector('[name="website"]')!, { target: { value: 'http://spam.example' } });
    fetchMock.mockImplementation(async () => answer(201, '{}'));
    submit();
    await flush();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['https://office.example/api/enquiries']);
    const body = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(body).toMatchObject({ website: 'http://spam.example', fields: { name: 'Ann', city: 'Covington' } });
    expect(body.shownAt).toEqual(expect.any(Number));
    expect(body).not.toHaveProperty('alsoEmailed');
    expect(button().textContent).toBe('Sent!');
    expect(stored()).toEqual([]);
  });
});
