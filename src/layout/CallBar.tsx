import { SmartLink } from '../components/SmartLink.tsx';
import { useSite } from './SiteContext.tsx';

/** On phones, Call and Get a Quote stay in reach at the bottom of the screen. */
export function CallBar() {
  const { business, header, wording } = useSite();
  return (
    <aside className="call-bar d-lg-none" aria-label={wording.callBar}>
      <a className="btn btn-primary" href={business.phoneLink}>
        {wording.call} <span className="text-nowrap">{business.phoneShown}</span>
      </a>
      {header && (
        <SmartLink className="btn btn-outline-primary" href={header.quoteLink}>
          {header.quoteText}
        </SmartLink>
      )}
    </aside>
  );
}
