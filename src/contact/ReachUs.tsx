// The business's call and email links (from business: in site.yaml), shown with the form
// and inside every failure alert, so a visitor always has another way to reach us.
import { SmartLink } from '../components/SmartLink.tsx';
import { useSite } from '../layout/SiteContext.tsx';

export function ReachUs({ call, email, className }: { call: string; email: string; className?: string }) {
  const { business } = useSite();
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
