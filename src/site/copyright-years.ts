// The years of the footer's copyright line after its first year: "–2027" once the current year
// is later, nothing while it is the same year ("© 2026", not "© 2026–2026"). Browser-safe: the
// server writes it with the build year, the page script again with the visitor's year.

/** What follows the first year: `–<year>` when `year` is later than `since`, else nothing. */
export function yearsAfter(since: number, year: number): string {
  return year > since ? `–${year}` : '';
}
