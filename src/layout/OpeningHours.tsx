// The opening hours of business.hours in site.yaml, for the footer and the contact page (the
// structured data reads the same field). Days next to each other with the same hours share a
// row ("Monday–Friday"); days that no entry lists are shown as closed. US and Canadian English
// read "Monday 8:00 AM–5:00 PM"; any other language (business.language) has the day names and
// clock of its own, from the platform's Intl: "Lundi 14:00–19:00".
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

/** The languages whose hours read as the site always wrote them: Monday, 8:00 AM. */
const AMERICAN_ENGLISH = /^en(-(US|CA))?$/i;
/** A Monday, at midnight UTC: the day and time the Intl formats are asked about. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** 08:00 -> 8:00 AM, 17:30 -> 5:30 PM; in another language its own clock, e.g. 17:30. */
export function clockTime(hhmm: string, language = 'en'): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return hhmm;
  const h = Number(m[1]);
  if (AMERICAN_ENGLISH.test(language)) return `${h % 12 || 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
  const format = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return format.format(new Date(A_MONDAY + (h * 60 + Number(m[2])) * 60_000));
}

/** A day's name in the site's language, as it starts a row: Monday, Lundi, Montag. */
function dayName(day: Day, language: string): string {
  if (AMERICAN_ENGLISH.test(language)) return day;
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const name = format.format(new Date(A_MONDAY + WEEK.indexOf(day) * 86_400_000));
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** The rows to show, Monday first; none when site.yaml has no hours. */
export function openingHoursOf(business: Pick<Business, 'hours'> & { language?: string }): HoursRow[] {
  const language = business.language ?? 'en';
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
    days: [run[0], ...(run.length > 1 ? run.slice(-1) : [])].map((d) => dayName(d, language)).join('–'),
    opens,
    closes,
  }));
}

export function OpeningHours({
  business,
  closedText,
  className,
}: {
  business: Pick<Business, 'hours'> & { language?: string };
  closedText?: string;
  className?: string;
}) {
  const rows = openingHoursOf(business);
  const time = (hhmm: string) => clockTime(hhmm, business.language);
  if (!rows.length) return null;
  return (
    <dl className={`opening-hours ${className ?? ''}`}>
      {rows.map((h) => (
        <div key={h.days} className="opening-hours-row">
          <dt>{h.days}</dt>
          <dd>{h.opens && h.closes ? `${time(h.opens)}–${time(h.closes)}` : closedText}</dd>
        </div>
      ))}
    </dl>
  );
}
