// The /residential pages: their content counts, links and the behaviour a visitor relies on.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './shared-page.ts';
import { collectConsole, disclosure, PHONE, summaryOf } from './helpers.ts';

const suffix = ' - Pressure Washing In Covington LA - Pelican Exterior Cleaning';
const main = (page: Page) => page.locator('main');
/** The questions (native disclosures) of an FAQ group or page. */
const questions = (scope: Locator) => scope.locator('details.accordion-item');

test('residential FAQs: 16 window, 9 pressure washing and 8 gutter questions', async ({ page }) => {
  await page.goto('/residential/faqs');
  await expect(page).toHaveTitle(`Residential FAQs${suffix}`);
  await expect(questions(page.locator('#window-cleaning'))).toHaveCount(16);
  await expect(questions(page.locator('#pressure-washing'))).toHaveCount(9);
  await expect(questions(page.locator('#gutter-cleaning'))).toHaveCount(8);
  // A question opens its answer.
  const q = disclosure(page, 'My windows have new tint. Can you clean them?');
  await expect(q).not.toHaveAttribute('open');
  await summaryOf(q).click();
  await expect(q).toHaveAttribute('open');
  await expect(page.getByText('at least 6 to 7 weeks old')).toBeVisible();
});

test('residential FAQs: the contact panel and the five-tip nozzle guide', async ({ page }) => {
  await page.goto('/residential/faqs');
  // The contact component below the questions (keep its id "contact" when it changes).
  const contact = page.locator('#contact');
  await expect(contact).toBeVisible();
  await expect(contact).toContainText(/question|estimate|contact/i);
  const guide = page.locator('#nozzle-guide');
  const tips = guide.locator('.swatch-title');
  await expect(tips).toHaveCount(5);
  for (const [i, text] of ['0° Red', '15° Yellow', '25° Green', '40° White', '65° Black'].entries()) {
    await expect(tips.nth(i)).toContainText(text);
  }
  await expect(tips.nth(4)).toContainText('Soap nozzle');
});

test('the gutter page links to /residential/faqs#gutter-cleaning, which opens and shows that group', async ({
  page,
}) => {
  await page.goto('/residential/gutter-cleaning');
  const link = main(page).locator('a[href="/residential/faqs#gutter-cleaning"]');
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/residential\/faqs#gutter-cleaning$/);
  const group = page.locator('#gutter-cleaning');
  await expect(group).toBeInViewport();
  await expect(questions(group).first()).toHaveAttribute('open');
  await expect(group.getByText('Twice a year for most homes.')).toBeVisible();
  // The other groups stay closed.
  await expect(questions(page.locator('#window-cleaning')).first()).not.toHaveAttribute('open');
});

test('gutter cleaning: three-item guarantee, gutter-guard disclaimer and the offers', async ({ page }) => {
  await page.goto('/residential/gutter-cleaning');
  await expect(page).toHaveTitle(`Gutter Cleaning${suffix}`);
  const guarantee = page.locator('#guarantee');
  const items = guarantee.locator('details.accordion-item > summary');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('30-day');
  await expect(items.nth(1)).toContainText('60-day');
  await items.nth(1).click();
  await expect(guarantee.getByText('up to 50 feet of gutter, for $79')).toBeVisible();
  await items.nth(2).click();
  await expect(guarantee.getByText('14 days, whichever comes first')).toBeVisible();
  await expect(page.locator('#gutter-guards')).toContainText('not responsible for damage to gutter guards');
  await expect(main(page)).toContainText('$25 off');
  await expect(main(page)).toContainText('15%');
  await expect(main(page)).toContainText('cleaned twice a year');
});

test('window cleaning: estimate side panel, 19 towns, Get Quote / Call Us and related links', async ({ page }) => {
  const errors = collectConsole(page);
  await page.goto('/residential/window-cleaning');
  await expect(page).toHaveTitle(`Residential Window Cleaning${suffix}`);
  await expect(page.locator('.columns-aside')).toContainText(/estimate/i);
  const areas = page.locator('#areas');
  const toggle = summaryOf(disclosure(areas, /19 towns/));
  await expect(areas.locator('.locations-list li').first()).toBeHidden();
  await toggle.click();
  await expect(areas.locator('.locations-list li')).toHaveCount(19);
  await expect(areas.getByText('River Ridge')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact');
  // Call Us in the service hero at the top and in the closing block.
  for (const call of await main(page)
    .getByRole('link', { name: /Call Us/ })
    .all())
    await expect(call).toHaveAttribute('href', 'tel:+19855550142');
  for (const href of ['/residential', '/commercial', '/maintenance']) {
    await expect(main(page).locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('pressure washing: four sections, the two specialty cards to /contact and the buttons', async ({ page }) => {
  await page.goto('/residential/pressure-washing');
  for (const h of ['House washing', 'Roof wash', 'Window cleaning', 'Pressure washing']) {
    await expect(main(page).getByRole('heading', { name: h, exact: true, level: 2 })).toBeVisible();
  }
  const cards = page.locator('#specialty-services a.service-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Paver restoration');
  await expect(cards.nth(1)).toContainText('Red clay and rust removal');
  for (const card of await cards.all()) await expect(card).toHaveAttribute('href', '/contact');
  await expect(main(page).getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact');
  // Call Us in the service hero at the top and in the closing block.
  const calls = main(page).getByRole('link', { name: /Call Us/ });
  await expect(calls).toHaveCount(2);
  for (const call of await calls.all()) await expect(call).toHaveAttribute('href', 'tel:+19855550142');
  await expect(main(page)).toContainText('150 psi');
});

test('gutter polishing links to the three services and has its own title', async ({ page }) => {
  await page.goto('/residential/gutter-polishing');
  await expect(page).toHaveTitle(`Gutter Polishing${suffix}`);
  for (const href of [
    '/residential/window-cleaning',
    '/residential/gutter-cleaning',
    '/residential/pressure-washing',
  ]) {
    await expect(main(page).locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await main(page).locator('a[href="/residential/gutter-cleaning"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gutter Cleaning');
});

test('holiday lighting: nine questions with the season terms', async ({ page }) => {
  await page.goto('/residential/holiday-lighting');
  await expect(page).toHaveTitle(`Residential Holiday Lighting${suffix}`);
  const faq = page.locator('#holiday-lighting-faqs');
  await expect(questions(faq)).toHaveCount(9);
  await summaryOf(disclosure(faq, 'Is there a minimum?')).click();
  await expect(faq.getByText('The minimum install is $849.')).toBeVisible();
  await expect(main(page)).toContainText('100,000 hours');
});

test('roof washing and maintenance plans carry their figures and links', async ({ page }) => {
  await page.goto('/residential/roof-washing');
  await expect(page).toHaveTitle(`Roof Washing${suffix}`);
  await expect(main(page)).toContainText('45 psi');
  await expect(main(page)).toContainText('$300');
  await page.goto('/residential/maintenance-plans');
  await expect(page).toHaveTitle(`Maintenance Plans${suffix}`);
  for (const program of ['Twice weekly', 'Every other week', 'Every two months', 'Semi-annually', 'Annually']) {
    await expect(main(page)).toContainText(program);
  }
  for (const href of [
    '/residential/window-cleaning',
    '/residential/gutter-cleaning',
    '/residential/pressure-washing',
  ]) {
    await expect(main(page).locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('residential pages do not scroll sideways', async ({ page }) => {
    for (const path of ['window-cleaning', 'gutter-cleaning', 'pressure-washing', 'faqs', 'holiday-lighting']) {
      await page.goto(`/residential/${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
