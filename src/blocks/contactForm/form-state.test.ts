import { describe, expect, it } from 'vitest';
import { buttonView, canSubmit, formReducer, initialState, type FormEvent, type FormState } from './form-state.ts';

const run = (events: FormEvent[], from: FormState = initialState) => events.reduce(formReducer, from);

describe('contact form states', () => {
  it("starts as 'Submit', enabled", () => {
    expect(buttonView(initialState)).toEqual({ label: 'submit', disabled: false, busy: false });
  });
  it('sending is disabled and busy', () => {
    const s = run([{ type: 'submit' }]);
    expect(s).toEqual({ phase: 'sending' });
    expect(buttonView(s)).toEqual({ label: 'sending', disabled: true, busy: true });
  });
  it("success reads 'Sent!' and stays disabled for good", () => {
    const s = run([{ type: 'submit' }, { type: 'success' }]);
    expect(buttonView(s)).toEqual({ label: 'sent', disabled: true, busy: false });
    expect(canSubmit(s)).toBe(false);
    expect(run([{ type: 'submit' }, { type: 'failure', failure: 'offline' }], s)).toBe(s);
  });
  it('a failure enables the button again and remembers the kind', () => {
    const s = run([{ type: 'submit' }, { type: 'failure', failure: 'tooManyRequests' }]);
    expect(s).toEqual({ phase: 'failed', failure: 'tooManyRequests' });
    expect(buttonView(s)).toEqual({ label: 'submit', disabled: false, busy: false });
    expect(run([{ type: 'submit' }], s)).toEqual({ phase: 'sending' });
  });
  it('a second submit while sending changes nothing (no double submission)', () => {
    const sending = run([{ type: 'submit' }]);
    expect(canSubmit(sending)).toBe(false);
    expect(formReducer(sending, { type: 'submit' })).toBe(sending);
  });
  it('answers that arrive outside a send are ignored', () => {
    expect(formReducer(initialState, { type: 'success' })).toBe(initialState);
    expect(formReducer(initialState, { type: 'failure', failure: 'blocked' })).toBe(initialState);
  });
});
