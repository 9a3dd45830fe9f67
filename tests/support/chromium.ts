// The Chromium every browser run uses, and the flags it needs on these machines (no sandbox,
// no GPU, no background services): one list for the e2e tests, the screenshots and the bench.
// CHROME_PATH (Lighthouse's variable) picks another browser; otherwise Debian's Chromium when
// it is installed, and Playwright's own browser elsewhere.
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string | undefined {
  return process.env.CHROME_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
