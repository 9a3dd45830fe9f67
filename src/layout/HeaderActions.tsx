// The phone number and the quote button at the right of the header on desktops. The header
// sticks to the top of the screen there, so both stay in reach while the visitor scrolls.
import { SmartLink } from '../components/SmartLink.tsx';
import { useSite } from './SiteContext.tsx';

export function HeaderActions() {
  const { business, header } = useSite();
  if (!header) return null;
  return (
    <div className="header-actions d-none d-lg-flex">
      <a className="header-phone" href={business.phoneLink}>
        {business.phoneShown}
      </a>
      <SmartLink className="btn btn-primary header-quote" href={header.quoteLink}>
        {header.quoteText}
      </SmartLink>
    </div>
  );
}
