// The footer's years: the prerendered page has them as of the build, the browser as of today.
import { yearsAfter } from '../site/copyright-years.ts';

export function showCurrentYear(doc: Document): void {
  const year = new Date().getFullYear();
  doc
    .querySelectorAll<HTMLElement>('[data-since]')
    .forEach((el) => (el.textContent = yearsAfter(Number(el.dataset.since), year)));
}
