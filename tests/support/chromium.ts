// The Chromium every browser run uses, and the flags it needs on these machines (no sandbox,
// no GPU, no background services): one list for the e2e tests, the screenshots and the bench.
// CHROME_PATH (Lighthouse's variable) picks another browser; otherwise Debian's Chromium when
// it is installed, and Playwright's own browser elsewhere.
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the same
 * Blink, without the browser's window code, as Playwright's own headless runs use. On this
 * 2-core machine the browser tests take about a tenth less time in it than in the full browser.
 */
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function chromiumPath(): string | undefined {
  return process.env.CHROME_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);
}

/** The browser of the e2e tests: CHROME_PATH, else Debian's headless shell, else as chromiumPath(). */
export function testBrowserPath(): string | undefined {
  return process.env.CHROME_PATH ?? (existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : chromiumPath());
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
