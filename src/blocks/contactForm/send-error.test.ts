// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EmailJSResponseStatus, init, sendForm } from '@emailjs/browser';
import { describeError, failureKind } from './send-error.ts';

const status = (code: number, text = '') => new EmailJSResponseStatus(code, text);

describe('failure kind of an EmailJS rejection', () => {
  it('429 asks the visitor to wait', () => {
    expect(failureKind(status(429, 'Too Many Requests'))).toBe('tooManyRequests');
  });
  it('451 and 403 say this browser was blocked', () => {
    expect(failureKind(status(451, 'Unavailable For Headless Browser'))).toBe('blocked');
    expect(failureKind(status(403, 'Forbidden'))).toBe('blocked');
  });
  it('status 0 and a fetch TypeError mean no connection', () => {
    expect(failureKind(status(0, 'Network Error'))).toBe('offline');
    expect(failureKind(new EmailJSResponseStatus())).toBe('offline');
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('offline');
    expect(failureKind(new DOMException('The user aborted a request.', 'AbortError'))).toBe('offline');
  });
  it('other 4xx answers are a refusal, 5xx a server problem', () => {
    for (const code of [400, 401, 404, 412, 422]) expect(failureKind(status(code)), String(code)).toBe('rejected');
    for (const code of [500, 502, 503]) expect(failureKind(status(code)), String(code)).toBe('serverError');
  });
  it('a plain string from the SDK is missing configuration', () => {
    expect(failureKind('The public key is required. Visit https://dashboard.emailjs.com/admin/account')).toBe(
      'notConfigured',
    );
    expect(failureKind('The service ID is required. Visit https://dashboard.emailjs.com/admin')).toBe('notConfigured');
  });
  it('maps what the real SDK throws for a missing template ID', async () => {
    init({ publicKey: 'pk' });
    const form = document.createElement('form');
    const error = await sendForm('service_x', '', form).catch((e: unknown) => e);
    expect(typeof error).toBe('string');
    expect(failureKind(error)).toBe('notConfigured');
    expect(describeError(error)).toMatch(/template ID is required/);
  });
  it('describes each shape for the console line', () => {
    expect(describeError(status(500, 'Internal Server Error'))).toBe('500 Internal Server Error');
    expect(describeError(new TypeError('Failed to fetch'))).toBe('TypeError: Failed to fetch');
  });
});
