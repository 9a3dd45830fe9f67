// Every word the contact form shows comes from site.yaml. Fields the owner leaves out take
// the defaults written in the block's schema ("default" keywords), so the schema is the
// one place they live and the documentation generated from it shows them.
import schema from '../../schema/blocks/contactForm.schema.json';
import type { ContactFormBlock } from '../config/site-types.generated.ts';

type Section = 'labels' | 'options' | 'button' | 'messages';
type Wording<S extends Section> = Required<NonNullable<ContactFormBlock[S]>>;

export interface FormWording {
  labels: Wording<'labels'>;
  options: Wording<'options'>;
  button: Wording<'button'>;
  messages: Wording<'messages'>;
}

function defaultsOf<S extends Section>(section: S): Wording<S> {
  const props = schema.properties[section].properties as Record<string, { default: unknown }>;
  return Object.fromEntries(Object.entries(props).map(([key, p]) => [key, p.default])) as Wording<S>;
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
