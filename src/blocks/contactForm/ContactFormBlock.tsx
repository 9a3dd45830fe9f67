// The estimate-request block: heading, intro and contact links are plain HTML; the form is
// an island that wakes on the first focus, press or key in it (text typed before that
// stays in the fields, and a press of Submit is replayed).
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { ReachUs, contactOf } from './ReachUs.tsx';
import { formWording } from './wording.ts';
import { Island } from '../../islands/Island.tsx';
import { useSite } from '../../layout/SiteContext.tsx';
import { OpeningHours, openingHoursOf } from '../../layout/OpeningHours.tsx';

export default function ContactFormBlock({ block }: BlockProps<'contactForm'>) {
  const headingId = useId();
  const { business, emailjs, footer } = useSite();
  const wording = formWording(block);
  const contact = contactOf(business);
  return (
    <section className="container py-4 contact-form-block" id={block.id}>
      <div className="contact-form-panel">
        {block.heading && <h2 id={headingId}>{block.heading}</h2>}
        {block.intro && <RichText value={block.intro} />}
        {block.showContact && <ReachUs call={wording.messages.call} email={wording.messages.email} contact={contact} className="mb-3" />}
        {/* The same hours as the footer, from business.hours, with the footer's words. */}
        {block.showContact && footer?.hoursHeading && openingHoursOf(business).length > 0 && (
          <div className="contact-hours mb-3">
            <p className="fw-semibold mb-1">{footer.hoursHeading}</p>
            <OpeningHours business={business} closedText={footer.closedText} />
          </div>
        )}
        <Island
          name="ContactForm"
          when="interaction"
          props={{ variant: block.variant, wording, labelledBy: block.heading ? headingId : undefined, emailjs, contact }}
        />
      </div>
    </section>
  );
}
