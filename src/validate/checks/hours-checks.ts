// Opening hours that JSON Schema cannot check: a closing time after the opening time, and
// each day in one entry only (two entries for Monday would show two sets of hours).
import type { CheckContext } from './check-context.ts';

export function hoursChecks(ctx: CheckContext): void {
  const hours = ctx.config.business.hours ?? [];
  const firstEntry = new Map<string, number>();
  hours.forEach((h, i) => {
    const at = ['business', 'hours', i];
    if (h.closes <= h.opens) {
      ctx.report(
        [...at, 'closes'],
        `The closing time ${h.closes} is not after the opening time ${h.opens}.`,
        'Write times on the 24-hour clock, e.g. opens: "08:00" and closes: "17:00".',
      );
    }
    h.days.forEach((day, d) => {
      const earlier = firstEntry.get(day);
      if (earlier === undefined) firstEntry.set(day, i);
      else
        ctx.report(
          [...at, 'days', d],
          `${day} is already in entry ${earlier + 1} of the hours.`,
          `List each day once; remove ${day} from one of the two entries.`,
        );
    });
  });
}
