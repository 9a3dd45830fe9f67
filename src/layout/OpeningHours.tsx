// The opening hours of business: in site.yaml, for the footer and the contact page.
// They show only when site.yaml has them (business.hours), in the shape
//   hours: [{ days: Monday–Friday, opens: "08:00", closes: "17:00" }, { days: Sunday, closed: true }]
// Typed loosely here: the schema field is added with the structured data (LocalBusiness).
import type { Business } from '../config/site-types.generated.ts';

export interface OpeningHoursEntry {
  days: string;
  opens?: string;
  closes?: string;
  closed?: boolean;
}

/** The hours of business: in site.yaml, or none when the field is not there. */
export function openingHoursOf(business: Business): OpeningHoursEntry[] {
  const hours = (business as Business & { hours?: unknown }).hours;
  return Array.isArray(hours) ? (hours as OpeningHoursEntry[]).filter((h) => h && typeof h.days === 'string') : [];
}

/** 08:00 -> 8:00 AM, 17:30 -> 5:30 PM. */
export function clockTime(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return hhmm;
  const h = Number(m[1]);
  return `${h % 12 || 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

export function OpeningHours({ business, closedText, className }: { business: Business; closedText?: string; className?: string }) {
  const hours = openingHoursOf(business);
  if (!hours.length) return null;
  return (
    <dl className={`opening-hours ${className ?? ''}`}>
      {hours.map((h, i) => (
        <div key={i} className="opening-hours-row">
          <dt>{h.days}</dt>
          <dd>{h.closed || !h.opens || !h.closes ? closedText : `${clockTime(h.opens)}–${clockTime(h.closes)}`}</dd>
        </div>
      ))}
    </dl>
  );
}
