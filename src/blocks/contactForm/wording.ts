// The words of the form, as the island receives them: the five wording sections of the
// block, every field filled in when site.yaml was loaded (the schema's defaults).
import type { ContactFormBlock } from '../../site/site-types.generated.ts';

type Section = 'labels' | 'options' | 'button' | 'messages' | 'errors';
export type FormWording = Required<Pick<ContactFormBlock, Section>>;

/** Only the wording goes into the island's props, not the block's heading and intro. */
export function formWording({ labels, options, button, messages, errors }: FormWording): FormWording {
  return { labels, options, button, messages, errors };
}
