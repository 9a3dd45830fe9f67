import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Collect console errors and warnings of a page, for tests that must see none. */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

/** A native disclosure (<details>) by the text of its summary: an FAQ question, a guarantee, the towns. */
export function disclosure(scope: Page | Locator, summary: string | RegExp): Locator {
  // The inner locator of `has` is matched inside each <details>: build it from the page.
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
  return scope.locator('details', { has: page.locator('summary', { hasText: summary }) }).last();
}

/** The summary (the part a visitor presses) of a disclosure. */
export const summaryOf = (details: Locator) => details.locator('> summary');

/** The WCAG levels every axe run checks: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core on a page, at the WCAG levels above. Legacy mode runs axe.run in the page itself;
 * the default mode opens a second blank page for every run to merge the frames' results,
 * which doubled the time of a run. Only violations are gathered: the passes would be
 * collected node by node for nothing. The site has no frames, and the editor's preview frame
 * is excluded by its test.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
