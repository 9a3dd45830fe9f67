// Helpers of the office's browser specs: a virtual authenticator in Chromium (CDP
// WebAuthn.addVirtualAuthenticator) that answers every passkey ceremony at once, as a phone's
// face or fingerprint would, and the console lines that say a page broke its CSP or threw.
import type { CDPSession, Page } from '@playwright/test';

export async function authenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

/** Console lines that say the page broke its CSP or threw. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}
