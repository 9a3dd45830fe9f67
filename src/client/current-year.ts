// The footer's year: the prerendered page shows the build year, the browser the current one.

export function showCurrentYear(doc: Document): void {
  const year = String(new Date().getFullYear());
  doc.querySelectorAll('[data-current-year]').forEach((el) => {
    if (el.textContent !== year) el.textContent = year;
  });
}
