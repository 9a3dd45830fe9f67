// Islands: pages arrive as finished HTML and load JavaScript only for the part a visitor
// uses. What a visitor would notice: nothing to wait for, and the first press is never lost.
import { expect, test, type Page } from '@playwright/test';
import { collectConsole, DESKTOP, PHONE } from './helpers.ts';

/** Paths of the scripts a page has fetched so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

/** Holds back the named island's code until `release()` is called. */
async function holdIsland(page: Page, name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('at phone size', () => {
  test.use({ viewport: PHONE });

  test('the home page loads one small script and no React until the visitor acts', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts, 'only the island loader').toHaveLength(1);
    await expect(page.locator('site-island')).toHaveCount(4);
    // The first press of the menu button opens the menu, though its code loads only now.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(1);
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  });

  test('the carousel wakes only when it comes near the screen', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const carousel = page.locator('.carousel-block');
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-running', 'true');
  });
});

test.describe('at desktop size', () => {
  test.use({ viewport: DESKTOP });

  test('a click that arrives before the menu code is ready still opens the dropdown', async ({ page }) => {
    const messages = collectConsole(page);
    const release = await holdIsland(page, 'DesktopNav');
    await page.goto('/');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false'); // still loading
    release();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Team' })).toBeVisible();
    expect(messages).toEqual([]);
  });

  test('keys pressed before the menu code is ready are replayed in order', async ({ page }) => {
    const release = await holdIsland(page, 'DesktopNav');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab'); // to the About toggle
    await expect(nav.getByRole('button', { name: 'About' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    release();
    await expect(nav.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Why Use Us' })).toBeFocused();
  });

  test('text typed before the form is ready stays, and an early press of the send button is sent', async ({ page }) => {
    const release = await holdIsland(page, 'ContactForm');
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('First name', { exact: true }).pressSequentially('Ann');
    await form.getByLabel('Last name', { exact: true }).fill('Boudreaux');
    await form.getByLabel('Email', { exact: true }).fill(`early+${Date.now()}@example.com`);
    await form.getByLabel('Phone', { exact: true }).fill('985-555-0100');
    await form.getByLabel('Street address', { exact: true }).fill('12 Magnolia Lane');
    await form.getByLabel('City', { exact: true }).fill('Covington');
    await form.getByLabel('ZIP code', { exact: true }).fill('70433');
    await form.getByLabel('What can we clean for you?').fill('Driveway.');
    await form.getByLabel('How did you hear about us?').selectOption('Referral');
    await form.getByLabel('What are you interested in?').selectOption('House Wash');
    await form.getByRole('button', { name: 'Send my request' }).click();
    await expect(page).toHaveURL(/\/contact$/); // no native submit, nothing lost
    release();
    await expect(form.getByRole('button')).toHaveText('Sent!');
    await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Ann');
  });

  test('hovering a link prefetches the next page', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document' || r.headers()['sec-purpose']?.includes('prefetch'))
        prefetched.push(new URL(r.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).hover();
    await expect.poll(() => prefetched).toContain('/privacy-policy');
  });
});
