// business.copyrightStartYear is the first year of the footer's "© 2019–2026": a year still
// to come would be printed as it is ("© 2062"), which no business means.
import type { CheckContext } from './check-context.ts';

/** The latest year it is anywhere on Earth now (UTC+14): a New Year already begun somewhere is no year to come. */
const latestYearNow = () => new Date(Date.now() + 14 * 3_600_000).getUTCFullYear();

export function copyrightYearCheck(ctx: CheckContext, thisYear = latestYearNow()): void {
  const year = ctx.config.business.copyrightStartYear;
  if (year === undefined || year <= thisYear) return;
  ctx.report(
    ['business', 'copyrightStartYear'],
    `${year} is still to come, and the footer would say "© ${year}".`,
    `Write the year the business or its website started, ${thisYear} at the latest, or leave copyrightStartYear out to show this year.`,
  );
}
