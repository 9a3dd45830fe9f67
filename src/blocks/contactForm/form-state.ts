// The contact form's states and the only moves between them. Pure, so the rules are tested
// alone: no double submission; 'Sent!' only after EmailJS confirmed delivery, and final;
// while an enquiry waits on the device the visitor may press again to try at once; a
// configuration failure lets the visitor try again; an unconfigured form hands the request
// to the visitor's email app instead of sending it.

export type FormState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'waiting' }
  | { phase: 'sent' }
  | { phase: 'failed' }
  | { phase: 'handedOff' };

export type FormEvent =
  { type: 'submit' } | { type: 'delivered' } | { type: 'waiting' } | { type: 'failed' } | { type: 'handedOff' };

export const initialState: FormState = { phase: 'idle' };

/** A press of the button may start (or retry) a request from every state but these two. */
export function canSubmit(state: FormState): boolean {
  return state.phase !== 'sending' && state.phase !== 'sent';
}

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'submit':
      return canSubmit(state) ? { phase: 'sending' } : state;
    case 'handedOff':
      return canSubmit(state) ? { phase: 'handedOff' } : state;
    case 'delivered':
      // Another tab may deliver a waiting enquiry; nothing else can.
      return state.phase === 'sending' || state.phase === 'waiting' ? { phase: 'sent' } : state;
    case 'waiting':
      return state.phase === 'sending' ? { phase: 'waiting' } : state;
    case 'failed':
      return state.phase === 'sending' || state.phase === 'waiting' ? { phase: 'failed' } : state;
  }
}

export interface ButtonView {
  label: 'submit' | 'sending' | 'sent' | 'retry' | 'openEmailApp';
  disabled: boolean;
  busy: boolean;
}

/** `handOff`: the form has no email settings and opens the visitor's email app instead. */
export function buttonView(state: FormState, handOff = false): ButtonView {
  switch (state.phase) {
    case 'sending':
      return { label: 'sending', disabled: true, busy: true };
    case 'sent':
      return { label: 'sent', disabled: true, busy: false };
    case 'waiting':
      return { label: 'retry', disabled: false, busy: false };
    default:
      return { label: handOff ? 'openEmailApp' : 'submit', disabled: false, busy: false };
  }
}
