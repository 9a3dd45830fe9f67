// Helpers of the office's browser specs: the spec's own office on a phone, a virtual
// authenticator in Chromium (CDP WebAuthn.addVirtualAuthenticator) that answers every passkey
// ceremony at once, as a phone's face or fingerprint would, and the console lines that say a
// page broke its CSP or threw.
import { test, type CDPSession, type Page } from '@playwright/test';
import { startTestOffice, type TestOffice } from '../support/office-harness.ts';

/**
 * For a spec file: its tests in turn at 390 × 844 with touch, on an office of its own (PGlite,
 * mail kept as files) started before them and stopped after. Returns the office, once started.
 */
export function officeOnPhone(): () => TestOffice {
  let office: TestOffice | undefined;
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    office = await startTestOffice({});
  });
  test.afterAll(async () => {
    await office?.stop();
  });
  return () => {
    if (!office) throw new Error('The office of this spec has not started.');
    return office;
  };
}

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
