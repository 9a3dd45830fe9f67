// Every word the contact form shows comes from site.yaml. Fields the owner leaves out take
// the defaults written in the block's schema ("default" keywords), so the schema is the
// one place they live and the documentation generated from it shows them.
import defaults from '../../schema/blocks/contactForm.schema.json?defaults';
import type { ContactFormBlock } from '../config/site-types.generated.ts';

type Section = 'labels' | 'options' | 'button' | 'messages';
type Wording<S extends Section> = Required<NonNullable<ContactFormBlock[S]>>;

export interface FormWording {
  labels: Wording<'labels'>;
  options: Wording<'options'>;
  button: Wording<'button'>;
  messages: Wording<'messages'>;
}

// Only the defaults reach the browser, not the schema (vite/schema-defaults-plugin.ts).
function defaultsOf<S extends Section>(section: S): Wording<S> {
  return defaults[section] as Wording<S>;
}

export const DEFAULT_WORDING: FormWording = {
  labels: defaultsOf('labels'),
  options: defaultsOf('options'),
  button: defaultsOf('button'),
  messages: defaultsOf('messages'),
};

export function formWording(block: Pick<ContactFormBlock, Section>): FormWording {
  return {
    labels: { ...DEFAULT_WORDING.labels, ...block.labels },
    options: { ...DEFAULT_WORDING.options, ...block.options },
    button: { ...DEFAULT_WORDING.button, ...block.button },
    messages: { ...DEFAULT_WORDING.messages, ...block.messages },
  };
}
