// The business's claims side by side (trust: in site.yaml): years in business, insurance and
// reviews, the reviews claim linked to the reviews page.
import type { BlockProps } from '../types.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { useSite } from '../../layout/SiteContext.tsx';

const ICONS = {
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z',
} as const;

export default function TrustStripBlock({ block }: BlockProps<'trustStrip'>) {
  const { business, trust } = useSite();
  if (!trust?.length) return null;
  return (
    <section className="trust-strip" id={block.id} aria-label={block.label}>
      <ul className="container trust-strip-list">
        {trust.map((item) => (
          <li key={item.text}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d={ICONS[item.icon]} />
            </svg>
            {item.linksToReviews && business.reviews ? (
              <SmartLink href={business.reviews.url}>{item.text}</SmartLink>
            ) : (
              item.text
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
