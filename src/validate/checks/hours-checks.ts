// Opening hours that JSON Schema cannot check: a closing time after the opening time, and a
// day in two entries only with hours that do not overlap (a lunch break: 09:30–12:30 and
// 14:00–19:00). Two entries whose hours overlap on some days get one error, naming the days.
import type { CheckContext } from './check-context.ts';

export function hoursChecks(ctx: CheckContext): void {
  const hours = ctx.config.business.hours ?? [];
  hours.forEach((h, i) => {
    const at = ['business', 'hours', i];
    if (h.closes <= h.opens) {
      ctx.report(
        [...at, 'closes'],
        `The closing time ${h.closes} is not after the opening time ${h.opens}.`,
        'Write times on the 24-hour clock, e.g. opens: "08:00" and closes: "17:00".',
      );
      return;
    }
    // The first earlier entry whose hours overlap this one's on a day both list.
    for (let j = 0; j < i; j++) {
      const earlier = hours[j];
      if (earlier.closes <= earlier.opens) continue; // told already
      const shared = h.days.filter((day) => earlier.days.includes(day));
      if (!shared.length || h.closes <= earlier.opens || earlier.closes <= h.opens) continue;
      const days = shared.length === 1 ? shared[0] : `${shared.slice(0, -1).join(', ')} and ${shared.at(-1)}`;
      ctx.report(
        [...at, 'days', h.days.indexOf(shared[0])],
        `${days} ${shared.length === 1 ? 'is' : 'are'} already in entry ${j + 1} of the hours, ${earlier.opens}–${earlier.closes}, and ${h.opens}–${h.closes} overlaps it.`,
        `List each day once, or give a day a second entry only for other hours (a lunch break: one entry until "12:30", another from "14:00").`,
      );
      break;
    }
  });
}
