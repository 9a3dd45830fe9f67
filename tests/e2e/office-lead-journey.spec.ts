// The whole way of a lead (issue 42's "done when"), with every part real: the site built with
// office.url pointing at a real office (PGlite, a real SMTP inbox on loopback), a visitor who
// sends the estimate form at /contact, the alert email in the owner's mailbox within 10 s, and
// the office's inbox on the owner's phone (390 × 844) showing the lead, where the owner sets
// Contacted and sees the time to first contact.
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startTestOffice, type TestOffice } from '../support/office-harness.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { addPerson } from '../../office/auth/people.ts';
import { createSession } from '../../office/auth/sessions.ts';
import { fillEnquiry } from './enquiry.ts';
import { buildSite, previewSite, siteWithOffice } from './site-preview.ts';

const sitePort = Number(process.env.E2E_PORT ?? 4173) + 1070;
const origin = `http://127.0.0.1:${sitePort}`;
const work = resolve(`.e2e/lead-journey-${sitePort}`);
let office: TestOffice;
let smtp: SmtpInbox;
let preview: ChildProcess | undefined;
let cookie: { name: string; value: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  smtp = await startSmtpInbox();
  const repo = mkdtempSync(join(tmpdir(), 'lead-journey-site-'));
  execFileSync('git', ['init', '--quiet', '--initial-branch=main'], { cwd: repo });
  execFileSync(
    'git',
    ['-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', 'site'],
    {
      cwd: repo,
    },
  );
  office = await startTestOffice({ smtpUrl: smtp.url, sites: [{ name: 'pelican', repo, branch: 'main', origin }] });
  const owner = await addPerson(office.office.db, { email: 'owner@pelican.example', site: 'pelican', role: 'owner' });
  const [name, value] = (await createSession(office.office, owner.id)).cookie.split('=');
  cookie = { name, value };

  // The root site as it is, with its office: only site.yaml is copied (public/ is read in place).
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const env = siteWithOffice(work, office.url, join(work, 'emailjs.jsonl'));
  buildSite(env, 240_000);
  preview = await previewSite(env, sitePort);
});

test.afterAll(async () => {
  preview?.kill('SIGTERM');
  await office?.stop();
  await smtp?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a visitor sends the form; the alert is in the owner’s mailbox within 10 s and the lead in the phone inbox', async ({
  browser,
}) => {
  // The visitor, on the built site. The page's clock is moved on as a person takes time to fill it.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.clock.install();
  await visitor.goto(`${origin}/contact`);
  const form = visitor.locator('form.contact-form').first();
  await form.getByLabel('First name').focus();
  await expect(visitor.locator('site-island[data-island="contactForm"]')).toHaveAttribute('data-awake', 'true');
  await fillEnquiry(form, 'ann.journey@example.com');
  await visitor.clock.fastForward(20_000);
  await form.getByRole('button').click();
  await expect(form.getByRole('status')).toContainText('Your request is on its way to us');

  const alert = await smtp.waitFor((m) => (m.subject ?? '').startsWith('New request:'), 10_000);
  expect(alert.subject).toBe('New request: House Wash — Ann B., Covington');
  expect(alert.replyTo?.text).toContain('ann.journey@example.com');
  expect(alert.to && JSON.stringify(alert.to)).toContain('owner@pelican.example');
  // Nothing went by EmailJS: the office had it at once.
  expect(readFileSync(join(work, 'emailjs.jsonl'), { flag: 'a+', encoding: 'utf8' })).toBe('');

  // The owner, on a phone in the driveway.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addCookies([{ ...cookie, url: office.url }]);
  const phone = await context.newPage();
  await phone.goto(`${office.url}/inbox/`);
  await expect(phone.locator('[data-unread]')).toHaveText('1 new');
  await phone.locator('.card', { hasText: 'Ann B.' }).tap();
  await expect(phone.locator('h1')).toHaveText('Ann Boudreaux');
  await expect(phone.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9855550100');
  await phone.getByRole('button', { name: 'Contacted' }).tap();
  await expect(phone.locator('.ttfc')).toHaveText(/^First contact after (under a minute|\d+ min)$/);
  await phone.screenshot({ path: test.info().outputPath('lead-journey-390.png') });
  await context.close();
});
