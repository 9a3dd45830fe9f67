import { describe, expect, it } from 'vitest';
import { EMAILJS_ORIGIN, resolveSendSettings, STAND_IN_VALUE } from './email-settings.ts';
import { emailChecks } from '../../validate/checks/email-checks.ts';
import { loadSiteText } from '../../validate/load-site.ts';
import { parseYaml } from '../../validate/yaml-source.ts';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { formFields } from './fields.ts';
import type { SiteConfig } from '../../site/site-types.generated.ts';
import { readFileSync } from 'node:fs';
import { testSite } from '../../../tests/support/test-site.ts';

const placeholders = {
  publicKey: 'YOUR_EMAILJS_PUBLIC_KEY',
  serviceId: 'YOUR_EMAILJS_SERVICE_ID',
  templateId: 'YOUR_EMAILJS_TEMPLATE_ID',
  throttleMs: 60000,
};
const real = { publicKey: 'pk_live', serviceId: 'service_abc', templateId: 'template_abc', throttleMs: 60000 };
const SELF = 'http://127.0.0.1:4205';

describe('where the form sends', () => {
  it('a production build posts to the real EmailJS origin', () => {
    const s = resolveSendSettings(real, {}, SELF);
    expect(s).toEqual({
      publicKey: 'pk_live',
      routes: [{ serviceId: 'service_abc', templateId: 'template_abc' }],
      autoReplyTemplateId: undefined,
      origin: EMAILJS_ORIGIN,
      standIn: false,
      handOff: false,
      throttleMs: 60000,
    });
  });
  it('npm start / dev default to the stand-in on the own server', () => {
    expect(resolveSendSettings(placeholders, { DEV: true }, SELF)).toMatchObject({
      publicKey: placeholders.publicKey,
      routes: [{ serviceId: placeholders.serviceId, templateId: placeholders.templateId }],
      origin: SELF,
      standIn: true,
      handOff: false,
    });
  });
  it('npm start delivers to the stand-in for a site with no emailjs: settings, or blank ones', () => {
    // The stand-in, like EmailJS, answers 400 to a request without a key, service or template.
    expect(resolveSendSettings(undefined, { DEV: true }, SELF)).toEqual({
      publicKey: STAND_IN_VALUE,
      routes: [{ serviceId: STAND_IN_VALUE, templateId: STAND_IN_VALUE }],
      autoReplyTemplateId: undefined,
      origin: SELF,
      standIn: true,
      handOff: false,
      throttleMs: 60000,
    });
    expect(resolveSendSettings({ ...real, publicKey: '', templateId: ' ' }, { DEV: true }, SELF)).toMatchObject({
      publicKey: STAND_IN_VALUE,
      routes: [{ serviceId: 'service_abc', templateId: STAND_IN_VALUE }],
    });
    // A build for the real service still gets nothing made up: it hands the request to the email app.
    expect(resolveSendSettings(undefined, {}, SELF)).toMatchObject({ publicKey: '', handOff: true });
  });
  it('VITE_EMAILJS_* override site.yaml, and VITE_EMAILJS_ORIGIN=self points a build at the stand-in', () => {
    const s = resolveSendSettings(
      placeholders,
      {
        VITE_EMAILJS_PUBLIC_KEY: 'pk_env',
        VITE_EMAILJS_SERVICE_ID: 'svc_env',
        VITE_EMAILJS_TEMPLATE_ID: 'tpl_env',
        VITE_EMAILJS_ORIGIN: 'self',
      },
      SELF,
    );
    expect(s).toMatchObject({
      publicKey: 'pk_env',
      routes: [{ serviceId: 'svc_env', templateId: 'tpl_env' }],
      origin: SELF,
      standIn: true,
    });
    expect(
      resolveSendSettings(
        { ...real, origin: 'https://eu.example.com' },
        { VITE_EMAILJS_ORIGIN: 'https://mail.example.com/' },
        SELF,
      ).origin,
    ).toBe('https://mail.example.com');
    expect(resolveSendSettings({ ...real, origin: 'https://eu.example.com' }, {}, SELF).origin).toBe(
      'https://eu.example.com',
    );
  });
  it('placeholders never reach the real service: the form hands the request to the email app instead', () => {
    expect(resolveSendSettings(placeholders, {}, SELF)).toMatchObject({
      publicKey: '',
      routes: [{ serviceId: '', templateId: '' }],
      handOff: true,
    });
    expect(resolveSendSettings(undefined, {}, SELF)).toMatchObject({ origin: EMAILJS_ORIGIN, handOff: true });
    expect(resolveSendSettings({ ...real, templateId: 'YOUR_TEMPLATE' }, {}, SELF).handOff).toBe(true);
    // The server renderer (no page origin) decides the same as the browser.
    expect(resolveSendSettings(placeholders, {}, '').handOff).toBe(true);
    expect(resolveSendSettings(placeholders, { VITE_EMAILJS_ORIGIN: 'self' }, '').handOff).toBe(false);
  });
  it('a backup service or template adds a second route; an auto-reply template is passed on', () => {
    expect(resolveSendSettings({ ...real, backupServiceId: 'service_backup' }, {}, SELF).routes).toEqual([
      { serviceId: 'service_abc', templateId: 'template_abc' },
      { serviceId: 'service_backup', templateId: 'template_abc' },
    ]);
    expect(resolveSendSettings({ ...real, backupTemplateId: 'template_b' }, {}, SELF).routes[1]).toEqual({
      serviceId: 'service_abc',
      templateId: 'template_b',
    });
    expect(resolveSendSettings({ ...real, backupServiceId: 'YOUR_BACKUP' }, {}, SELF).routes).toHaveLength(1);
    expect(resolveSendSettings({ ...real, autoReplyTemplateId: 'template_copy' }, {}, SELF).autoReplyTemplateId).toBe(
      'template_copy',
    );
  });
  it('throttleMs from site.yaml spaces out deliveries', () => {
    expect(resolveSendSettings({ ...real, throttleMs: 0 }, {}, SELF).throttleMs).toBe(0);
  });
});

describe('npm run validate and the email settings', () => {
  const site = readFileSync(testSite.file, 'utf8');
  const check = (text: string, env: Record<string, string> = {}) => {
    const { source, data } = parseYaml('copy.yaml', text);
    return emailChecks(data as SiteConfig, source, env);
  };
  it('warns (not errors) at the placeholder line while the shipped placeholders stay', () => {
    const problems = check(site);
    expect(problems).toHaveLength(1);
    expect(problems[0].severity).toBe('warning');
    expect(problems[0].message).toMatch(
      /emailjs.publicKey, emailjs.serviceId, emailjs.templateId are still placeholders/,
    );
    const line = site.split('\n').findIndex((l) => l.includes('publicKey: YOUR_')) + 1;
    expect(problems[0].line).toBe(line);
  });
  it('is quiet with real values or with the environment variables set', () => {
    const filled = site
      .replace('YOUR_EMAILJS_PUBLIC_KEY', 'pk1')
      .replace('YOUR_EMAILJS_SERVICE_ID', 'service_1')
      .replace('YOUR_EMAILJS_TEMPLATE_ID', 'template_1');
    expect(check(filled)).toEqual([]);
    expect(
      check(site, { VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: 's', VITE_EMAILJS_TEMPLATE_ID: 't' }),
    ).toEqual([]);
  });
  it('npm run validate (the shared loader) reports it as a warning, never an error', () => {
    const problems = loadSiteText('site.yaml', site).problems.filter((p) => /emailjs\./.test(p.message));
    expect(problems.map((p) => p.severity)).toEqual(['warning']);
  });
});

describe('form wording and fields', () => {
  it('defaults come from the schema and site.yaml overrides them one by one', () => {
    const lists = { howDidYouHearAboutUs: ['Referral'], whatAreYouInterestedIn: ['Repairs'] };
    const DEFAULT_WORDING = loadBlock('contactForm', { options: lists });
    expect(DEFAULT_WORDING.button).toMatchObject({ submit: 'Send my request', sending: 'Sending…', sent: 'Sent!' });
    expect(DEFAULT_WORDING.button.submit).not.toMatch(/free/i); // the spec makes no such claim
    // No business's words: no trade in the message box, no promised delay after sending.
    expect(DEFAULT_WORDING.labels.message).toBe('Your message');
    expect(DEFAULT_WORDING.messages.sent).toBe(
      'Thank you! Your request is on its way to us, and we will get back to you.',
    );
    expect(DEFAULT_WORDING.options).toEqual(lists);
    const w = loadBlock('contactForm', { labels: { message: 'Your question' }, options: lists });
    expect(w.labels.message).toBe('Your question');
    expect(w.labels.email).toBe('Email');
    for (const section of [
      DEFAULT_WORDING.labels,
      DEFAULT_WORDING.options,
      DEFAULT_WORDING.button,
      DEFAULT_WORDING.messages,
      DEFAULT_WORDING.errors,
    ])
      for (const value of Object.values(section)) expect(value).toBeTruthy();
  });
  it("the choice lists are the owner's to give: a form without them is refused", () => {
    expect(() => loadBlock('contactForm', {})).toThrow(/"missingProperty":"options"/);
    expect(() => loadBlock('contactForm', { options: { whatAreYouInterestedIn: ['Repairs'] } })).toThrow(
      /"missingProperty":"howDidYouHearAboutUs"/,
    );
  });
  it('the full form has every field of the spec with its autocomplete token, all required but the SMS opt-in', () => {
    const fields = formFields({ variant: 'full' });
    expect(fields.map((f) => f.name)).toEqual([
      'name',
      'lastName',
      'email',
      'phone',
      'address',
      'city',
      'zip',
      'message',
      'howDidYouHearAboutUs',
      'whatAreYouInterestedIn',
      'optInForSMS',
    ]);
    const tokens = Object.fromEntries(fields.flatMap((f) => (f.kind === 'input' ? [[f.name, f.autoComplete]] : [])));
    expect(tokens).toEqual({
      name: 'given-name',
      lastName: 'family-name',
      email: 'email',
      phone: 'tel',
      address: 'address-line1',
      city: 'address-level2',
      zip: 'postal-code',
    });
    expect(fields.filter((f) => f.kind !== 'checkbox').every((f) => 'required' in f && f.required)).toBe(true);
  });
  it('the short form has one name and an address; message and both lists are optional', () => {
    const fields = formFields({ variant: 'short' });
    expect(fields.map((f) => f.name)).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'message',
      'howDidYouHearAboutUs',
      'whatAreYouInterestedIn',
      'optInForSMS',
    ]);
    const optional = fields.filter((f) => f.kind !== 'checkbox' && !f.required).map((f) => f.name);
    expect(optional).toEqual(['message', 'howDidYouHearAboutUs', 'whatAreYouInterestedIn']);
  });
  const options = { howDidYouHearAboutUs: ['Flyer'], whatAreYouInterestedIn: ['Repairs'] };
  it('address: optional shows street, city and ZIP as optional; none leaves them out', () => {
    const optional = formFields({ variant: 'full', address: 'optional' });
    const notRequired = optional.filter((f) => f.kind !== 'checkbox' && !f.required).map((f) => f.name);
    expect(notRequired).toEqual(['address', 'city', 'zip']);
    const names = (shape: Parameters<typeof formFields>[0]) => formFields(shape).map((f) => f.name);
    expect(names({ variant: 'full', address: 'none' })).toEqual([
      'name',
      'lastName',
      'email',
      'phone',
      'message',
      'howDidYouHearAboutUs',
      'whatAreYouInterestedIn',
      'optInForSMS',
    ]);
    expect(names({ variant: 'short', address: 'none' })).not.toContain('address');
    expect(loadBlock('contactForm', { options }).address).toBe('required');
    expect(() => loadBlock('contactForm', { options, address: 'no' })).toThrow(/allowedValues/);
  });
  it('the phone field takes 10-digit numbers (or + and a country code) in the US and Canada, and 7 to 15 digits elsewhere', () => {
    const takes = (country: string | undefined, phone: string) => {
      const field = formFields({ variant: 'full', country }).find((f) => f.name === 'phone');
      const pattern = field?.kind === 'input' ? field.pattern : undefined;
      return new RegExp(`^(?:${pattern})$`, 'v').test(phone); // as the browser applies it
    };
    for (const country of [undefined, 'US', 'CA']) {
      expect(takes(country, '(985) 555-0142')).toBe(true);
      expect(takes(country, '+1 985.555.0142')).toBe(true);
      expect(takes(country, '555-0142')).toBe(false);
      expect(takes(country, '020 7946 0958')).toBe(false);
      expect(takes(country, '+44 20 7946 0958')).toBe(true); // a visitor from abroad
      expect(takes(country, '+44')).toBe(false);
    }
    for (const phone of ['020 7946 0958', '+44 (0)20 7946-0958', '+61 2 9374 4000', '06 12 34 56 78'])
      expect(takes('GB', phone), phone).toBe(true);
    for (const phone of ['12345', 'call me', '+44 20 7946 0958 0000 1111', '+-'])
      expect(takes('GB', phone), phone).toBe(false);
  });
});

describe('a site with an office', () => {
  const office = { url: 'https://office.example.com/' };
  it('sends to the office first and never hands off; EmailJS that can send stays the backup', () => {
    expect(resolveSendSettings(placeholders, {}, SELF, office)).toMatchObject({
      office: 'https://office.example.com',
      routes: [],
      handOff: false,
    });
    expect(resolveSendSettings(real, {}, SELF, office)).toMatchObject({
      office: 'https://office.example.com',
      routes: [{ serviceId: 'service_abc', templateId: 'template_abc' }],
      handOff: false,
    });
    expect(resolveSendSettings(placeholders, {}, SELF).office).toBeUndefined();
  });

  it('npm run validate refuses an office address that is not a plain https origin (http only on this computer)', () => {
    const site = readFileSync(testSite.file, 'utf8');
    const errors = (url: string) =>
      loadSiteText('site.yaml', `${site}\noffice:\n  url: ${JSON.stringify(url)}\n`)
        .problems.filter((p) => p.severity === 'error')
        .map((p) => p.message);
    expect(errors('https://office.example.com')).toEqual([]);
    expect(errors('http://127.0.0.1:8080')).toEqual([]);
    expect(errors('http://localhost:8080')).toEqual([]);
    expect(errors('http://office.example.com')).toEqual([
      expect.stringMatching(/^The office address .* uses http:\/\//),
    ]);
    expect(errors('https://office.example.com/api')).toEqual([
      expect.stringMatching(/more than the scheme, host and port/),
    ]);
    expect(errors('https://office.example.com?site=1')).toEqual([expect.stringMatching(/more than the scheme/)]);
    expect(errors('office.example.com')).toEqual([expect.stringMatching(/is not a web address/)]);
  });
});
