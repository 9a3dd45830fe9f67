import { describe, expect, it } from 'vitest';
import { buttonView, canSubmit, formReducer, initialState, type FormEvent, type FormState } from './form-state.ts';

const run = (events: FormEvent[], from: FormState = initialState) => events.reduce(formReducer, from);

describe('contact form states', () => {
  it('starts enabled, with the send label (or the email-app label when the form hands off)', () => {
    expect(buttonView(initialState)).toEqual({ label: 'submit', disabled: false, busy: false });
    expect(buttonView(initialState, true)).toEqual({ label: 'openEmailApp', disabled: false, busy: false });
  });
  it('sending is disabled and busy', () => {
    const s = run([{ type: 'submit' }]);
    expect(s).toEqual({ phase: 'sending' });
    expect(buttonView(s)).toEqual({ label: 'sending', disabled: true, busy: true });
  });
  it("'Sent!' comes only from a delivery, and stays disabled until the answers change", () => {
    const s = run([{ type: 'submit' }, { type: 'delivered' }]);
    expect(buttonView(s)).toEqual({ label: 'sent', disabled: true, busy: false });
    expect(canSubmit(s)).toBe(false);
    expect(run([{ type: 'submit' }, { type: 'failed' }, { type: 'waiting' }], s)).toBe(s);
    // Changed after they went: the changed answers can be sent.
    expect(run([{ type: 'edited' }], s)).toEqual({ phase: 'idle' });
    // Before they went, a change is not a new request.
    const waiting = run([{ type: 'submit' }, { type: 'waiting' }]);
    expect(run([{ type: 'edited' }], waiting)).toBe(waiting);
  });
  it('a waiting enquiry offers to try again now, and a later delivery (by any tab) reads Sent!', () => {
    const s = run([{ type: 'submit' }, { type: 'waiting' }]);
    expect(buttonView(s)).toEqual({ label: 'retry', disabled: false, busy: false });
    expect(run([{ type: 'delivered' }], s)).toEqual({ phase: 'sent' });
    expect(run([{ type: 'submit' }], s)).toEqual({ phase: 'sending' });
  });
  it('held back only by the spacing between requests: busy, then Sent!, or waiting when that send fails', () => {
    const s = run([{ type: 'submit' }, { type: 'queued' }]);
    expect(s).toEqual({ phase: 'queued' });
    expect(buttonView(s)).toEqual({ label: 'sending', disabled: true, busy: true });
    expect(canSubmit(s)).toBe(false);
    expect(run([{ type: 'delivered' }], s)).toEqual({ phase: 'sent' });
    expect(run([{ type: 'waiting' }], s)).toEqual({ phase: 'waiting' });
    expect(run([{ type: 'failed' }], s)).toEqual({ phase: 'failed' });
  });
  it('a configuration failure enables the button again', () => {
    const s = run([{ type: 'submit' }, { type: 'failed' }]);
    expect(s).toEqual({ phase: 'failed' });
    expect(buttonView(s)).toEqual({ label: 'submit', disabled: false, busy: false });
  });
  it('a second submit while sending changes nothing (no double submission)', () => {
    const sending = run([{ type: 'submit' }]);
    expect(canSubmit(sending)).toBe(false);
    expect(formReducer(sending, { type: 'submit' })).toBe(sending);
  });
  it('answers that arrive outside a send are ignored', () => {
    for (const type of ['delivered', 'waiting', 'queued', 'failed'] as const)
      expect(formReducer(initialState, { type })).toBe(initialState);
  });
});
