// The estimate-request block: heading, intro and contact links are plain HTML; the form is
// an island whose browser code (./contactForm.client.ts) loads on the first focus, press or
// key in it (text typed before that stays in the fields, and a press of Submit is replayed).
import type { BlockProps } from '../types.ts';
import { RichText } from '../../components/RichText.tsx';
import { ReachUs, contactOf, type Contact } from './ReachUs.tsx';
import { formScriptWording, formWording } from './wording.ts';
import ContactForm from './ContactForm.tsx';
import { smsOffered } from './fields.ts';
import { googleReviewUrl } from '../../site/review-link.ts';
import type { FormIslandProps } from './contactForm.client.ts';
import { Island } from '../../islands/Island.tsx';
import { useSite } from '../../layout/SiteContext.tsx';
import { BlockSection, useHeadingId } from '../BlockSection.tsx';
import { useNested } from '../block-place.ts';
import { OpeningHours, openingHoursOf } from '../../layout/OpeningHours.tsx';

/** The form, named by the block's heading; its browser code gets the props below. */
function FormIsland({ block, contact }: { block: BlockProps<'contactForm'>['block']; contact: Contact }) {
  const { emailjs, office, business, wording } = useSite();
  const reviewUrl = googleReviewUrl(business);
  const labelledBy = useHeadingId();
  const props: FormIslandProps = {
    variant: block.variant,
    wording: formScriptWording(block),
    emailjs,
    office,
    email: contact.email,
  };
  return (
    <Island name="contactForm" when="interaction" props={props}>
      <ContactForm
        variant={block.variant}
        address={block.address}
        sms={smsOffered(block.sms, business.country)}
        country={business.country}
        wording={formWording(block)}
        labelledBy={labelledBy}
        emailjs={emailjs}
        office={office}
        contact={contact}
        city={block.city}
        service={block.service}
        review={reviewUrl ? { url: reviewUrl, text: wording.reviewUs } : undefined}
      />
    </Island>
  );
}

export default function ContactFormBlock({ block }: BlockProps<'contactForm'>) {
  const { business, footer } = useSite();
  const contact = contactOf(business);
  const { messages } = block;
  // A form on its own (not in a column) lays out its parts side by side on desktops.
  const wide = useNested() ? '' : ' contact-form-wide';
  return (
    <BlockSection
      block={block}
      className={`container py-4 contact-form-block${wide}`}
      inner="contact-form-panel"
      headingId
    >
      {block.intro && <RichText value={block.intro} />}
      {block.showContact && <ReachUs call={messages.call} email={messages.email} contact={contact} className="mb-3" />}
      {/* The same hours as the footer, from business.hours, with the footer's words. */}
      {block.showContact && footer?.hoursHeading && openingHoursOf(business).length > 0 && (
        <div className="contact-hours mb-3">
          <p className="fw-semibold mb-1">{footer.hoursHeading}</p>
          <OpeningHours business={business} closedText={footer.closedText} />
        </div>
      )}
      <FormIsland block={block} contact={contact} />
    </BlockSection>
  );
}
