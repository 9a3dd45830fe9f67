// The words of the form: the five wording sections of the block, every field filled in when
// site.yaml was loaded (the schema's defaults). The server renders them all into the page;
// the browser code receives only the few it writes itself (FormScriptWording).
import type { ContactFormBlock } from '../../site/site-types.generated.ts';

type Section = 'labels' | 'options' | 'button' | 'messages' | 'errors';
export type FormWording = Required<Pick<ContactFormBlock, Section>>;

/** Only the wording goes to the form, not the block's heading and intro. */
export function formWording({ labels, options, button, messages, errors }: FormWording): FormWording {
  return { labels, options, button, messages, errors };
}

/** The words the browser code writes (the button, the field messages, the written email); the rest are in the HTML. */
export interface FormScriptWording {
  labels: FormWording['labels'];
  button: FormWording['button'];
  errors: FormWording['errors'];
  messages: Pick<FormWording['messages'], 'mailSubject' | 'requestNumber' | 'close'>;
}

export function formScriptWording({ labels, button, errors, messages }: FormWording): FormScriptWording {
  return {
    labels,
    button,
    errors,
    messages: { mailSubject: messages.mailSubject, requestNumber: messages.requestNumber, close: messages.close },
  };
}
