// The office's inbox on a phone (390 × 844, touch): a lead arrives from the site's origin, the
// owner sees it with the unread count, opens it, taps Call (recorded as the first contact) and
// sets Contacted. A lead full of script and markup runs nothing and breaks no CSP rule.
import { expect, test, type Page } from '@playwright/test';
import { startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ORIGIN = 'https://www.wash.example';
let office: TestOffice;
let cookie: { name: string; value: string };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
test.describe.configure({ mode: 'serial' });

async function send(fields: Record<string, string>, id: string) {
  const res = await office.request('/api/enquiries', {
    method: 'POST',
    origin: ORIGIN,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      enquiryId: id,
      shownAt: 12_000,
      fields: { email: 'jane@example.com', phone: '(859) 555-0134', whatAreYouInterestedIn: 'House Wash', ...fields },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** CSP violations and dialogs of the page: a hostile lead must cause neither. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(e.violatedDirective),
    );
  });
  return dialogs;
}

test.beforeAll(async () => {
  // A first start makes the office's database (PGlite): 20-50 s on a loaded 2-core machine.
  test.setTimeout(240_000);
  const repo = mkdtempSync(join(tmpdir(), 'inbox-e2e-site-'));
  execFileSync('git', ['init', '--quiet', '--initial-branch=main'], { cwd: repo });
  execFileSync(
    'git',
    ['-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '--quiet', '--allow-empty', '-m', 'site'],
    {
      cwd: repo,
    },
  );
  office = await startTestOffice({ sites: [{ name: 'wash', repo, branch: 'main', origin: ORIGIN }] });
  const person = await addPerson(office.office.db, { email: 'owner@wash.example', site: 'wash', role: 'owner' });
  const [name, value] = (await createSession(office.office, person.id)).cookie.split('=');
  cookie = { name, value };
});

test.afterAll(async () => {
  await office?.stop();
});

test('a lead reaches the phone inbox; Call and Contacted give the time to first contact', async ({ page, context }) => {
  await context.addCookies([{ ...cookie, url: office.url }]);
  const dialogs = await watch(page);
  const id = await send(
    { name: 'Jane', lastName: 'Doe', city: 'Covington', message: 'Whole house, two storeys.' },
    'e2e-inbox-0001',
  );
  await send(
    {
      name: '<img src=x onerror=alert(1)>',
      lastName: '<script>alert(2)</script>',
      city: '"><svg onload=alert(3)>',
      message: '<style>*{display:none}</style>',
    },
    'e2e-inbox-0002',
  );
  await page.goto(`${office.url}/inbox/`);
  await expect(page.locator('[data-unread]')).toHaveText('2 new');
  await expect(page.locator('.card')).toHaveCount(2);
  await expect(page.locator('.card').nth(1)).toContainText('Jane D.');
  await expect(page.locator('.card').first()).toContainText('"><svg onload=alert(3)>');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.locator('.card', { hasText: 'Jane D.' }).tap();
  await expect(page).toHaveURL(`${office.url}/inbox/lead/${id}`);
  await expect(page.locator('h1')).toHaveText('Jane Doe');
  const call = page.getByRole('link', { name: 'Call' });
  await expect(call).toHaveAttribute('href', 'tel:8595550134');
  await expect(call).toBeInViewport();
  const box = await call.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  // The tap is recorded by the inbox's script before the phone app would open.
  const recorded = page.waitForResponse((r) => r.url().endsWith(`/inbox/lead/${id}/contact`) && r.status() === 200);
  await page.evaluate(() =>
    document.querySelector('a[data-contact="called"]')!.addEventListener('click', (e) => e.preventDefault()),
  );
  await call.tap();
  await recorded;
  await page.getByRole('button', { name: 'Contacted' }).tap();
  await expect(page.locator('.ttfc')).toHaveText(/^First contact after (under a minute|\d+ min)$/);
  await expect(page.locator('.meta .status')).toHaveText('Contacted');
  await expect(page.locator('.history')).toContainText('Tapped Call');
  await page.screenshot({ path: test.info().outputPath('inbox-lead-390.png') });

  await page.goto(`${office.url}/inbox/`);
  await page.locator('.card').first().tap();
  await expect(page.locator('h1')).toContainText('<img src=x onerror=alert(1)>');
  await page.screenshot({ path: test.info().outputPath('inbox-hostile-390.png') });
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
