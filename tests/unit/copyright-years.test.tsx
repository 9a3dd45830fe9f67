// @vitest-environment jsdom
// The footer's copyright years: "© 2024–2026" when the business started before this year,
// "© 2026" (not "© 2026–2026") when it started this year, and brought up to the visitor's
// year by the page script.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../src/layout/Footer.tsx';
import { showCurrentYear } from '../../src/client/current-year.ts';
import { renderInSite, site } from '../support/render-block.tsx';

const since = (year: number) => ({ ...site, business: { ...site.business, copyrightStartYear: year } });
const line = (container: HTMLElement) => container.querySelector('.footer-bottom p')!.textContent;

afterEach(() => vi.useRealTimers());

describe('the copyright line', () => {
  it('gives the first year and the build year', () => {
    const { container } = renderInSite(<Footer />, { ...since(2024), buildYear: 2026 });
    expect(line(container)).toBe(`© 2024–2026 ${site.business.company}`);
  });

  it('gives one year when the business started in the build year', () => {
    const { container } = renderInSite(<Footer />, { ...since(2026), buildYear: 2026 });
    expect(line(container)).toBe(`© 2026 ${site.business.company}`);
  });

  it('is brought up to the year of the visitor, and stays one year while it is the first', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2028-03-01T12:00:00Z') });
    const started = renderInSite(<Footer />, { ...since(2026), buildYear: 2026 }).container;
    showCurrentYear(document);
    expect(line(started)).toBe(`© 2026–2028 ${site.business.company}`);
    started.remove();

    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    const same = renderInSite(<Footer />, { ...since(2026), buildYear: 2026 }).container;
    showCurrentYear(document);
    expect(line(same)).toBe(`© 2026 ${site.business.company}`);
  });
});
