// The contact form's states and the only moves between them. Pure, so the rules are tested
// alone: no double submission; 'Sent!' only after EmailJS confirmed delivery;
// while an enquiry waits on the device the visitor may press again to try at once; one held
// back only by the spacing between two requests from the same browser ('queued') goes by
// itself, and says so; answers changed after Sent! can be sent again; a configuration failure
// lets the visitor try again; an unconfigured
// form hands the request to the visitor's email app instead of sending it.

export type FormState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'waiting' }
  | { phase: 'queued' }
  | { phase: 'sent' }
  | { phase: 'failed' }
  | { phase: 'handedOff' };

export type FormEvent =
  | { type: 'submit' }
  | { type: 'delivered' }
  | { type: 'waiting' }
  | { type: 'queued' }
  | { type: 'failed' }
  | { type: 'handedOff' }
  | { type: 'edited' };

export const initialState: FormState = { phase: 'idle' };

/** A press of the button may start (or retry) a request from every state but these three. */
export function canSubmit(state: FormState): boolean {
  return state.phase !== 'sending' && state.phase !== 'queued' && state.phase !== 'sent';
}

/** A request is out of the form's hands and its answer is awaited. */
export const awaitsDelivery = (state: FormState): boolean =>
  state.phase === 'sending' || state.phase === 'waiting' || state.phase === 'queued';

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'submit':
      return canSubmit(state) ? { phase: 'sending' } : state;
    case 'handedOff':
      return canSubmit(state) ? { phase: 'handedOff' } : state;
    case 'delivered':
      // Another tab may deliver a waiting enquiry; nothing else can.
      return awaitsDelivery(state) ? { phase: 'sent' } : state;
    case 'waiting':
      return state.phase === 'sending' || state.phase === 'queued' ? { phase: 'waiting' } : state;
    case 'queued':
      return state.phase === 'sending' ? { phase: 'queued' } : state;
    case 'failed':
      return awaitsDelivery(state) ? { phase: 'failed' } : state;
    case 'edited':
      // Answers changed after they went: the changed ones can be sent, as a new request.
      return state.phase === 'sent' ? { phase: 'idle' } : state;
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
    case 'queued':
      return { label: 'sending', disabled: true, busy: true };
    case 'sent':
      return { label: 'sent', disabled: true, busy: false };
    case 'waiting':
      return { label: 'retry', disabled: false, busy: false };
    default:
      return { label: handOff ? 'openEmailApp' : 'submit', disabled: false, busy: false };
  }
}
