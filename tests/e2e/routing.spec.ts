import { expect, test } from './shared-page.ts';

const suffix = ' - Pressure Washing In Covington LA - Pelican Exterior Cleaning';

test('the title follows the route', async ({ page }) => {
  await page.goto('/why-use-us');
  await expect(page).toHaveTitle(`Why Use Us${suffix}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveTitle(`Home${suffix}`);
  await page.goto('/residential/faqs');
  await expect(page).toHaveTitle(`Residential FAQs${suffix}`);
});

test('a nested page shows its own name in the title, not its parent name', async ({ page }) => {
  await page.goto('/residential/gutter-polishing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gutter Polishing');
  await expect(page).toHaveTitle(`Gutter Polishing${suffix}`);
});

test('an unknown address shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('when an island cannot load, the page stays readable and its plain links still work', async ({ page }) => {
  // A stale deploy or a dropped connection: the form's code never arrives.
  await page.route(/\/assets\/contactForm\.client-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/contact');
  await page.locator('form.contact-form').getByLabel('First name', { exact: true }).focus();
  await expect(page.locator('site-island[data-island="contactForm"]')).toHaveAttribute('data-island-error', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Team' }).click();
  await expect(page).toHaveURL(/\/our-team$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
});
