import { expect, test } from './shared-page.ts';
import { PHONE } from './helpers.ts';

test('the skip link comes first and moves focus to the main content', async ({ page }) => {
  await page.goto('/why-use-us');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  // Its ring is white and inside its own box: seen on the brand-coloured bar, never cut off by the window's top.
  expect(
    await skip.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        color: s.outlineColor,
        style: s.outlineStyle,
        inside: parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth) <= 0,
      };
    }),
  ).toEqual({ color: 'rgb(255, 255, 255)', style: 'solid', inside: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main')).toBeFocused();
});

test('focused controls show a visible ring: in a theme colour, and white on the brand-coloured contact bar', async ({
  page,
}) => {
  await page.goto('/');
  const ring = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const s = getComputedStyle(el);
      const bar = el.closest('.contact-bar');
      return {
        style: s.outlineStyle,
        width: parseFloat(s.outlineWidth),
        color: s.outlineColor,
        onBar: bar ? getComputedStyle(bar).backgroundColor : undefined,
      };
    });
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // first link of the contact bar
  const onBar = await ring();
  expect(onBar).toMatchObject({ style: 'solid', color: 'rgb(255, 255, 255)', onBar: 'rgb(36, 93, 144)' });
  expect(onBar.width).toBeGreaterThanOrEqual(2);
  // On, past the bar, to the first control on white.
  for (let i = 0; i < 8 && (await ring()).onBar; i++) await page.keyboard.press('Tab');
  const onWhite = await ring();
  expect(onWhite.onBar).toBeUndefined();
  expect(onWhite.style).toBe('solid');
  expect(onWhite.width).toBeGreaterThanOrEqual(2);
  expect(['rgb(167, 121, 60)', 'rgb(36, 93, 144)']).toContain(onWhite.color);
});

test('a question opened by keyboard keeps its focus ring', async ({ page }) => {
  await page.goto('/residential/faqs');
  const question = page.locator('.faq-accordion-block summary').first();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question.locator('xpath=..')).toHaveAttribute('open', '');
  // The ring of an accordion's question is its focus shadow (Bootstrap's); the open look's line must not replace it.
  // (After the shadow's transition.)
  await expect.poll(() => question.evaluate((el) => getComputedStyle(el).boxShadow)).toMatch(/ 0px 0px 0px 4px$/);
});

test('nested desktop submenus open with ArrowRight and close with Escape back to their toggle', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const services = nav.getByRole('button', { name: 'Services' });
  await services.focus();
  await page.keyboard.press('ArrowDown');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  // site.yaml nests New Construction's pages under Services > Other services > New Construction.
  const nested = nav.getByRole('button', { name: 'New Construction submenu' });
  await expect(nested).toBeVisible();
  await nested.focus();
  await page.keyboard.press('ArrowRight');
  await expect(nested).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(nested).toHaveAttribute('aria-expanded', 'false');
  await expect(nested).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu keeps focus inside while open and returns it to the toggle on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const inside = await panel.evaluate((el) => el.contains(document.activeElement));
      expect(inside, `focus left the menu after ${i + 1} tabs`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a call button stays in reach at the bottom of the screen', async ({ page }) => {
    await page.goto('/why-use-us');
    const call = page.locator('.call-bar').getByRole('link', { name: /Call/ });
    await expect(call).toHaveAttribute('href', 'tel:+19855550142');
    await expect(call).toBeInViewport();
    await page.mouse.wheel(0, 3000);
    await expect(call).toBeInViewport();
    const box = await call.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  });

  test('touch targets in the header and menu are at least 24×24 px', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('header a, header button, .mobile-panel a, .mobile-panel button')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ name: el.textContent?.trim() || el.getAttribute('aria-label'), r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width < 24 || r.height < 24)
        .map(({ name, r }) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`),
    );
    expect(small).toEqual([]);
  });
});
