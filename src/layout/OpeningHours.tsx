// The opening hours of business.hours in site.yaml, for the footer and the contact page (the
// structured data reads the same field). Days next to each other with the same hours share a
// row ("Monday–Friday"); days that no entry lists are shown as closed.
import type { Business, OpeningHours as HoursEntry } from '../site/site-types.generated.ts';

type Day = HoursEntry['days'][number];
const WEEK: readonly Day[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface HoursRow {
  /** "Monday–Friday", "Saturday", "Monday, Wednesday". */
  days: string;
  /** undefined for closed days. */
  opens?: string;
  closes?: string;
}

/** 08:00 -> 8:00 AM, 17:30 -> 5:30 PM. */
export function clockTime(hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return hhmm;
  const h = Number(m[1]);
  return `${h % 12 || 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The rows to show, Monday first; none when site.yaml has no hours. */
export function openingHoursOf(business: Pick<Business, 'hours'>): HoursRow[] {
  const hours = business.hours ?? [];
  if (!hours.length) return [];
  const hoursOf = (day: Day) => hours.find((h) => h.days.includes(day));
  const rows: Array<HoursRow & { run: Day[] }> = [];
  for (const day of WEEK) {
    const h = hoursOf(day);
    const last = rows.at(-1);
    const lastDay = last?.run.at(-1);
    const adjacent = lastDay !== undefined && WEEK.indexOf(lastDay) === WEEK.indexOf(day) - 1;
    if (last && adjacent && last.opens === h?.opens && last.closes === h?.closes) last.run.push(day);
    else rows.push({ days: '', opens: h?.opens, closes: h?.closes, run: [day] });
  }
  return rows.map(({ run, opens, closes }) => ({
    days: run.length > 1 ? `${run[0]}–${run.at(-1)}` : run[0],
    opens,
    closes,
  }));
}

export function OpeningHours({
  business,
  closedText,
  className,
}: {
  business: Pick<Business, 'hours'>;
  closedText?: string;
  className?: string;
}) {
  const rows = openingHoursOf(business);
  if (!rows.length) return null;
  return (
    <dl className={`opening-hours ${className ?? ''}`}>
      {rows.map((h) => (
        <div key={h.days} className="opening-hours-row">
          <dt>{h.days}</dt>
          <dd>{h.opens && h.closes ? `${clockTime(h.opens)}–${clockTime(h.closes)}` : closedText}</dd>
        </div>
      ))}
    </dl>
  );
}
