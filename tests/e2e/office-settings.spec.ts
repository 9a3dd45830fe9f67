// The Settings page of a site in a real Chromium at 390 × 844 with touch and a virtual
// authenticator: an owner invited by the command line enrols a passkey, chooses who gets the
// alert of a new lead and how long leads are kept, and Save asks for the passkey again (the
// last one is 10 minutes old) before the office stores it and records it. A hostile name of a
// person shows as text. Screenshots go to test-results/office-settings/.
import { test, expect } from '@playwright/test';
import { commands } from '../../office/commands.ts';
import { addPerson } from '../../office/auth/people.ts';
import { authenticator, officeOnPhone, watchProblems } from './office-passkey.ts';

const SHOTS = 'test-results/office-settings';
const theOffice = officeOnPhone();

test("an owner changes the site's settings on a phone, confirming with the passkey", async ({ page }) => {
  const office = theOffice();
  const problems = watchProblems(page);
  const { cdp, id } = await authenticator(page);
  const said = await commands.get('invite')!(office.office, ['owner@example.com', '--site', 'site', '--role', 'owner']);
  await page.goto(/http:\/\/localhost:\d+\/invite\?t=[\w-]{43}/.exec(said)![0]);
  await page.getByRole('button', { name: 'Accept and sign in' }).tap();
  await page.getByRole('button', { name: 'Add a passkey' }).tap();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials).toHaveLength(1);
  await addPerson(office.office.db, {
    email: 'helper@example.com',
    site: 'site',
    role: 'editor',
    name: '<img src=x onerror=alert(1)> Helper',
  });

  await page.getByRole('link', { name: 'Settings' }).tap();
  await expect(page.getByRole('heading', { name: 'Settings of site' })).toBeVisible();
  const helper = page.getByRole('checkbox', { name: /<img src=x onerror=alert\(1\)> Helper/ });
  await expect(helper).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /owner@example.com/ })).toBeChecked();
  await expect(page.getByLabel('Months')).toHaveValue('24');
  // Phone-first: nothing wider than the screen, and the targets big enough for a thumb.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const save = page.getByRole('button', { name: 'Save the settings' });
  expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SHOTS}/settings-390.png`, fullPage: true });

  await helper.tap();
  await page.getByLabel('Months').fill('12');
  await office.office.db.query("update sessions set passkey_at = now() - interval '10 minutes'");
  await save.tap();
  await expect(page.getByText(/Last changed .* by owner@example.com/)).toBeVisible();
  await expect(page.getByLabel('Months')).toHaveValue('12');
  await expect(page.getByRole('checkbox', { name: /Helper/ })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/settings-saved-390.png`, fullPage: true });
  const { rows } = await office.office.db.query<{ n: number }>(
    "select count(*)::int as n from sessions where passkey_at > now() - interval '1 minute'",
  );
  expect(rows[0].n).toBe(1);

  await page.goto(`${office.url}/audit`);
  await expect(
    page.getByText('changed the settings: leads kept 12 months (was 24); lead alerts on for helper@example.com'),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${office.url}/settings`);
  await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
  // The one failed request is the first Save's answer (403: confirm with your passkey).
  expect(problems).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
});
