// Commercial, new-construction and privacy-policy pages: the counts and links a visitor relies on.
import { expect, test } from './shared-page.ts';
import { collectConsole, disclosure, summaryOf } from './helpers.ts';

const suffix = ' - Pressure Washing In Covington LA - Pelican Exterior Cleaning';

/** The questions of every FAQ accordion on the page. */
const questions = (page: import('@playwright/test').Page) => page.locator('.faq-accordion-block details');

test('the commercial FAQ has 18 questions, each opening its answer', async ({ page }) => {
  const messages = collectConsole(page);
  await page.goto('/commercial/faqs-commercial');
  await expect(page).toHaveTitle(`Commercial FAQs${suffix}`);
  await expect(questions(page)).toHaveCount(18);
  const minimum = disclosure(page, 'What is your minimum charge?');
  const answer = page.getByText('$10 per visit on a regular program, and $75 for a one-time cleaning.');
  await expect(answer).toBeHidden();
  await summaryOf(minimum).click();
  await expect(minimum).toHaveAttribute('open');
  await expect(answer).toBeVisible();
  expect(messages).toEqual([]);
});

test('the new-construction FAQ has 5 construction window-cleaning questions', async ({ page }) => {
  await page.goto('/new-construction/faqs-new-construction');
  await expect(page).toHaveTitle(`New Construction FAQs${suffix}`);
  await expect(page.getByRole('heading', { name: 'Construction window cleaning', exact: true })).toBeVisible();
  await expect(questions(page)).toHaveCount(5);
  await summaryOf(disclosure(page, /tinted/)).click();
  await expect(page.getByText('at least 6 to 7 weeks old')).toBeVisible();
});

test('the privacy policy is dated June 03, 2024 and names what the form collects', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByText('Last updated: June 03, 2024')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Text messages (SMS)' })).toBeVisible();
  await expect(page.getByText(/Reply\s+STOP/)).toBeVisible();
  await expect(page.getByText('EmailJS', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveTitle(`Privacy Policy${suffix}`);
});

test('the gum, red clay and rust cards on commercial pressure washing go to /contact', async ({ page }) => {
  await page.goto('/commercial/pressure-washing');
  for (const name of [/Gum removal/, /Red clay removal/, /Rust removal/]) {
    const card = page.getByRole('link', { name });
    await expect(card).toHaveAttribute('href', '/contact');
  }
  await page.getByRole('link', { name: /Rust removal/ }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByRole('main').getByRole('link', { name: '(985) 555-0142' }).first()).toHaveAttribute(
    'href',
    'tel:+19855550142',
  );
});

test('the commercial pages show their business terms', async ({ page }) => {
  await page.goto('/commercial/window-cleaning');
  await expect(page).toHaveTitle(`Commercial Window Cleaning${suffix}`);
  const main = page.getByRole('main');
  await expect(main).toContainText('Monday through Friday');
  await expect(main).toContainText('95%');
  await expect(main).toContainText('$10 per visit');
  await expect(main).toContainText('$75');
  await page.goto('/commercial/info-packet');
  await expect(page).toHaveTitle(`Dryer Vent Cleaning${suffix}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dryer Vent Cleaning');
});
