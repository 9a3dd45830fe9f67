// One browser tab per worker, for the tests that visit pages and read or press things on them.
// A spec imports `test` from here instead of from @playwright/test, and its `page` is then the
// worker's tab. A new browser context per test starts a new renderer process, which on these
// machines costs about 0.5 s of CPU each time; navigating the same tab to the next page does not.
//
// Each test still starts clean: before it, the previous test's routes and media emulation are
// removed and the viewport and timeouts are set to the test's; after it, its listeners are
// removed, the site's storage and the cookies are cleared, the tab goes to about:blank and the
// pointer to its corner. JavaScript on or off and reduced motion follow the test's options.
// Options a tab cannot change (touch, a mobile viewport, locale) are refused: such a test uses
// `test` from @playwright/test and its own page.
// Every document in a JavaScript tab records its Content-Security-Policy violations.
import { devices, test as base, type Browser, type Page, type WorkerInfo } from '@playwright/test';

type CspWindow = Window & { cspViolations: string[] };

/** The Content-Security-Policy violations of the document now in a shared tab. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as CspWindow).cspViolations);

async function openTab(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL, javaScriptEnabled });
  await context.addInitScript(() => {
    const w = window as unknown as CspWindow;
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { context, page: await context.newPage() };
}

const PAGE_EVENTS = ['console', 'pageerror', 'request', 'response', 'requestfinished', 'dialog'] as const;

type TabFixture = (args: { browser: Browser }, use: (page: Page) => Promise<void>, info: WorkerInfo) => Promise<void>;
/** A worker-scoped fixture: the worker's tab with JavaScript on or off, closed when the worker ends. */
const workerTab = (javaScriptEnabled: boolean): [TabFixture, { scope: 'worker' }] => [
  async ({ browser }, use, workerInfo) => {
    const { context, page } = await openTab(browser, workerInfo.project.use.baseURL, javaScriptEnabled);
    await use(page);
    await context.close();
  },
  { scope: 'worker' },
];

/**
 * `test` with a new browser context and page of its own for every test (touch, a phone viewport,
 * several tabs, a page the test must not share). Every spec imports its tests from this file:
 * Playwright starts a new worker, with a new browser, whenever the next test has other
 * worker-scoped fixtures, so a spec on @playwright/test's own `test` beside one on the shared
 * tab cost a worker restart each time the two met.
 */
export const ownPageTest = base.extend<object, { jsTab: Page; staticTab: Page }>({
  jsTab: workerTab(true),
  staticTab: workerTab(false),
});

export const test = ownPageTest.extend({
  page: async (
    {
      jsTab,
      staticTab,
      javaScriptEnabled,
      viewport,
      reducedMotion,
      actionTimeout,
      navigationTimeout,
      isMobile,
      hasTouch,
      locale,
    },
    provide,
  ) => {
    if (isMobile || hasTouch || (locale && locale !== 'en-US'))
      throw new Error('a shared tab cannot change isMobile, hasTouch or locale: import test from @playwright/test');
    const page = javaScriptEnabled === false ? staticTab : jsTab;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: reducedMotion ?? null });
    if (viewport) await page.setViewportSize(viewport);
    // Timeouts are a context's options: set them on the tab for each test (0: no limit of their own).
    page.setDefaultTimeout(actionTimeout ?? 0);
    page.setDefaultNavigationTimeout(navigationTimeout ?? 0);
    await provide(page);
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => undefined);
    await page.goto('about:blank');
    // The pointer goes back to the corner, so that no next test starts hovering what this one left it on.
    await page.mouse.move(0, 0);
    await page.context().clearCookies();
  },
});

export { expect } from '@playwright/test';
