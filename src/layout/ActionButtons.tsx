// The two actions every page leads to: Call (business.phoneShown, the number shown after the
// words) and the quote request (header: in site.yaml). One place for both, so the hero, the
// service hero and the not-found page dial and link the same way.
import { SmartLink } from '../components/SmartLink.tsx';
import { useSite } from './SiteContext.tsx';

export function CallButton({
  text,
  className,
  numberClassName = 'text-nowrap',
}: {
  text: string;
  className: string;
  numberClassName?: string;
}) {
  const { business } = useSite();
  return (
    <a className={className} href={business.phoneLink}>
      {text} <span className={numberClassName}>{business.phoneShown}</span>
    </a>
  );
}

/** The quote button of header: in site.yaml; nothing when the site has none. */
export function QuoteButton({ className }: { className: string }) {
  const { header } = useSite();
  if (!header) return null;
  return (
    <SmartLink className={className} href={header.quoteLink}>
      {header.quoteText}
    </SmartLink>
  );
}
