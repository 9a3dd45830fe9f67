// The contact form's states and the only moves between them. Pure, so the rules
// (no double submission, 'Sent!' is final, a failure lets the visitor try again) are tested alone.
import type { FailureKind } from './send-error.ts';

export type FormState =
  { phase: 'idle' } | { phase: 'sending' } | { phase: 'sent' } | { phase: 'failed'; failure: FailureKind };

export type FormEvent = { type: 'submit' } | { type: 'success' } | { type: 'failure'; failure: FailureKind };

export const initialState: FormState = { phase: 'idle' };

/** A new request may start only from idle or after a failure. */
export function canSubmit(state: FormState): boolean {
  return state.phase === 'idle' || state.phase === 'failed';
}

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'submit':
      return canSubmit(state) ? { phase: 'sending' } : state;
    case 'success':
      return state.phase === 'sending' ? { phase: 'sent' } : state;
    case 'failure':
      return state.phase === 'sending' ? { phase: 'failed', failure: event.failure } : state;
  }
}

export interface ButtonView {
  label: 'submit' | 'sending' | 'sent';
  disabled: boolean;
  busy: boolean;
}

export function buttonView(state: FormState): ButtonView {
  switch (state.phase) {
    case 'sending':
      return { label: 'sending', disabled: true, busy: true };
    case 'sent':
      return { label: 'sent', disabled: true, busy: false };
    default:
      return { label: 'submit', disabled: false, busy: false };
  }
}
