// The business's call and email links (from business: in site.yaml), shown with the form
// and inside every failure alert, so a visitor always has another way to reach us.
import { SmartLink } from '../../components/SmartLink.tsx';
import type { BusinessData } from '../../site/site-data.ts';

/** The business's ways to be reached, as the form island receives them. */
export interface Contact {
  phone: string;
  phoneLink: string;
  email: string;
}

export const contactOf = (business: BusinessData): Contact => ({
  phone: business.phoneShown,
  phoneLink: business.phoneLink,
  email: business.email,
});

export function ReachUs({
  call,
  email,
  contact: business,
  className,
}: {
  call: string;
  email: string;
  contact: Contact;
  className?: string;
}) {
  return (
    <ul className={`reach-us list-unstyled d-flex flex-wrap column-gap-4 mb-0 ${className ?? ''}`}>
      <li>
        <SmartLink href={business.phoneLink} className="fw-semibold">
          {call} {business.phone}
        </SmartLink>
      </li>
      <li>
        <SmartLink href={`mailto:${business.email}`} className="fw-semibold">
          {email} {business.email}
        </SmartLink>
      </li>
    </ul>
  );
}
