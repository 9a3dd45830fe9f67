// The opening hours of business.hours in site.yaml, for the footer and the contact page (the
// structured data reads the same field). Days next to each other with the same hours share a
// row ("Monday–Friday"); a day in two entries shows both times ("9:30 AM–12:30 PM, 2:00 PM–7:00
// PM", a lunch break); days that no entry lists are shown as closed. US and Canadian English
// read "Monday 8:00 AM–5:00 PM"; any other language (business.language) has the day names and
// clock of its own, from the platform's Intl: "Lundi 14:00–19:00".
import { Fragment } from 'react';
import type { Business, OpeningHours as HoursEntry } from '../site/site-types.generated.ts';

type Day = HoursEntry['days'][number];
const WEEK: readonly Day[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface HoursRow {
  /** "Monday–Friday", "Saturday". */
  days: string;
  /** The times the days are open, earliest first (24-hour clock); none for closed days. */
  times: { opens: string; closes: string }[];
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
  const timesOf = (day: Day) =>
    hours
      .filter((h) => h.days.includes(day))
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => a.opens.localeCompare(b.opens));
  const rows: Array<{ run: Day[]; times: HoursRow['times']; key: string }> = [];
  for (const day of WEEK) {
    const times = timesOf(day);
    const key = JSON.stringify(times);
    const last = rows.at(-1);
    // Days in a row are next to each other in the week, with the same times.
    if (last?.key === key) last.run.push(day);
    else rows.push({ run: [day], times, key });
  }
  return rows.map(({ run, times }) => ({
    days: [run[0], ...(run.length > 1 ? run.slice(-1) : [])].map((d) => dayName(d, language)).join('–'),
    times,
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
          <dd>
            {h.times.length
              ? h.times.map((t, i) => (
                  <Fragment key={t.opens}>
                    {i > 0 && ', '}
                    <span className="text-nowrap">{`${time(t.opens)}–${time(t.closes)}`}</span>
                  </Fragment>
                ))
              : closedText}
          </dd>
        </div>
      ))}
    </dl>
  );
}
