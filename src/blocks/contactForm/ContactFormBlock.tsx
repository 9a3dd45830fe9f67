import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { ContactForm } from '../../contact/ContactForm.tsx';
import { ReachUs } from '../../contact/ReachUs.tsx';
import { formWording } from '../../contact/wording.ts';

export default function ContactFormBlock({ block }: BlockProps<'contactForm'>) {
  const headingId = useId();
  const wording = formWording(block);
  return (
    <section className="container py-4 contact-form-block" id={block.id}>
      <div className="contact-form-panel">
        {block.heading && <h2 id={headingId}>{block.heading}</h2>}
        {block.intro && <RichText value={block.intro} />}
        {block.showContact && <ReachUs call={wording.messages.call} email={wording.messages.email} className="mb-3" />}
        <ContactForm variant={block.variant ?? 'full'} wording={wording} labelledBy={block.heading ? headingId : undefined} />
      </div>
    </section>
  );
}
