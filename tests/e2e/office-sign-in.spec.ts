// The office's sign-in in a real Chromium at 390 × 844 with touch, and a virtual authenticator
// (CDP WebAuthn.addVirtualAuthenticator): an owner invited by the command line accepts, enrols
// a passkey, signs out and back in with it; a new phone signs in with an email link; a removal
// asks for the passkey again. The spec starts its own office (PGlite, mail kept as files) and
// needs nothing of the built site. Screenshots go to test-results/office-sign-in/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { commands } from '../../office/commands.ts';
import { addPerson } from '../../office/auth/people.ts';
import { authenticator, officeOnPhone, watchProblems } from './office-passkey.ts';

const SHOTS = 'test-results/office-sign-in';
const theOffice = officeOnPhone();

test('an invited owner enrols a passkey, signs out, and signs in with it; a removal asks for it again', async ({
  page,
}) => {
  const office = theOffice();
  const problems = watchProblems(page);
  const { cdp, id } = await authenticator(page);
  const said = await commands.get('invite')!(office.office, ['owner@example.com', '--site', 'site', '--role', 'owner']);
  const link = /http:\/\/localhost:\d+\/invite\?t=[\w-]{43}/.exec(said)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'You are invited' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/invite-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Accept and sign in' }).tap();
  await expect(page.getByRole('heading', { name: 'Add a passkey on this device?' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offer-passkey-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add a passkey' }).tap();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].rpId).toBe('localhost');
  await expect(page.getByRole('link', { name: 'Edit the site' })).toHaveAttribute('href', '/admin/');
  await page.screenshot({ path: `${SHOTS}/home-390.png`, fullPage: true });

  // Sign out, then in again with the passkey: a new session.
  await page.getByRole('link', { name: 'Account' }).tap();
  await page.screenshot({ path: `${SHOTS}/account-390.png`, fullPage: true });
  const before = (await page.context().cookies()).find((c) => c.name === 'office-session');
  expect(before?.httpOnly).toBe(true);
  expect(before?.sameSite).toBe('Strict');
  await page.getByRole('button', { name: 'Sign out on this device' }).tap();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sign-in-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).tap();
  await expect(page.getByRole('heading', { name: 'Your sites' })).toBeVisible();
  const after = (await page.context().cookies()).find((c) => c.name === 'office-session');
  expect(after?.value).toBeTruthy();
  expect(after?.value).not.toBe(before?.value);

  // Removing a person asks for the passkey again once the last one is more than 5 minutes old.
  await addPerson(office.office.db, { email: 'helper@example.com', site: 'site', role: 'editor', name: 'Helper <b>' });
  await office.office.db.query("update sessions set passkey_at = now() - interval '10 minutes'");
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${office.url}/people`);
  await expect(page.getByText('Helper <b>')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/people-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Remove' }).tap();
  await expect(page.getByText('Helper <b>')).toHaveCount(0);
  const { rows } = await office.office.db.query<{ n: number }>(
    "select count(*)::int as n from sessions where passkey_at > now() - interval '1 minute'",
  );
  expect(rows[0].n).toBe(1);
  // An owner invites from the page: with no SMTP, the link is shown to pass on.
  await page.getByLabel('Their email address').fill('new.editor@example.com');
  await page.getByRole('button', { name: 'Send the invite' }).tap();
  await expect(page.locator('[data-link]')).toContainText(/\/invite\?t=[\w-]{43}/);
  await page.screenshot({ path: `${SHOTS}/people-invited-390.png`, fullPage: true });
  await page.goto(`${office.url}/audit`);
  await expect(page.getByText('removed helper@example.com')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/audit-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${office.url}/`);
  await page.screenshot({ path: `${SHOTS}/home-1280.png`, fullPage: true });
  // The one failed request is the removal's first answer (403: confirm with your passkey).
  expect(problems).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
});

test('a new phone signs in with an email link, only in the browser that asked, and is offered a passkey', async ({
  page,
  browser,
}) => {
  const office = theOffice();
  const problems = watchProblems(page);
  const folder = join(office.dataDir, 'mail');
  const kept = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
  const before = kept().length;
  await page.goto(`${office.url}/admin/`);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin%2F$/);
  await page.getByLabel('Your email address').fill('owner@example.com');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).tap();
  await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');
  await page.screenshot({ path: `${SHOTS}/link-asked-390.png`, fullPage: true });
  // The link is sent after the answer (a known and an unknown email are answered alike): its
  // message is kept in the folder a moment later.
  await expect.poll(() => kept().length, { timeout: 10_000 }).toBeGreaterThan(before);
  const files = kept();
  const mail = await simpleParser(readFileSync(join(folder, files[files.length - 1])));
  const link = /http:\/\/localhost:\d+\/sign-in\/link\?t=[\w-]{43}/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // In another browser the link does nothing.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otherPage = await other.newPage();
  await otherPage.goto(link!);
  await otherPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherPage.getByRole('status')).toContainText('only in the browser where it was asked');
  await other.close();

  await page.goto(link!);
  await page.getByRole('button', { name: 'Sign in' }).tap();
  await expect(page.getByRole('heading', { name: 'Add a passkey on this device?' })).toBeVisible();
  await page.getByRole('link', { name: 'Not now' }).tap();
  await expect(page).toHaveURL(/\/admin\/$/);
  expect(problems.filter((p) => !/\/admin\//.test(p))).toEqual([]);
});
