import { expect, test } from '@playwright/test';

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

test('a page whose code fails to load shows the error page', async ({ page }) => {
  await page.goto('/');
  // Break the next page's content module, as a stale deploy would.
  await page.route(/\/assets\/why-use-us-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Why Use Us' }).click();
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Sorry, an unexpected error has occurred')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/dynamically imported module|Failed to fetch/i);
});
