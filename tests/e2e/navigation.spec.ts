import { expect, test } from './shared-page.ts';
import { axeOn, PHONE } from './helpers.ts';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' }).first();

test.describe('desktop menu', () => {
  test('opens on hover and closes when the mouse leaves', async ({ page }) => {
    await page.goto('/');
    const about = nav(page).getByRole('button', { name: 'About' });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Why Use Us' })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'Why Use Us' })).toBeHidden();
  });

  test('clicking an entry navigates and closes the dropdown', async ({ page }) => {
    await page.goto('/');
    const about = nav(page).getByRole('button', { name: 'About' });
    await about.click();
    await nav(page).getByRole('link', { name: 'Our Team' }).click();
    await expect(page).toHaveURL(/\/our-team$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
    await page.mouse.move(640, 700);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('a press outside closes an open dropdown', async ({ page }) => {
    await page.goto('/');
    const services = nav(page).getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(20, 700);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const services = nav(page).getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    // Services is sorted into groups (site.yaml: group: true); the arrows run through them in order.
    await expect(nav(page).getByRole('link', { name: 'Residential', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/residential/pressure-washing#house-washing');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/holiday-lighting');
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
  });

  test('the Services dropdown shows its entries in titled groups, with every route', async ({ page }) => {
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'Services' }).click();
    const groups = nav(page).locator('.menu-group');
    await expect(groups.locator('> .menu-group-title')).toHaveText(['Residential', 'Commercial', 'Other services']);
    // Side by side, in one row of columns.
    const tops = await groups.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(groups.nth(0).getByRole('link')).toHaveCount(10);
    await expect(groups.nth(1).getByRole('link')).toHaveCount(6);
    await expect(groups.nth(2).getByRole('link', { name: 'New Construction', exact: true })).toHaveAttribute(
      'href',
      '/new-construction',
    );
    // Each entry says what it is: no two read alike anywhere in the dropdown, nested ones included.
    const labels = (await nav(page).locator('.menu-group a, .menu-group button').allInnerTexts()).map((t) =>
      t.trim().toLowerCase(),
    );
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    // House washing, which homeowners look for first, leads to where the soft wash is described.
    await nav(page).getByRole('link', { name: 'House Washing' }).click();
    await expect(page).toHaveURL(/\/residential\/pressure-washing#house-washing$/);
    await expect(page.getByRole('heading', { name: 'House washing' })).toBeInViewport();
  });

  test('axe finds nothing with the grouped Services dropdown and a nested flyout open', async ({ page }) => {
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'Services' }).click();
    await nav(page).getByRole('button', { name: 'New Construction submenu' }).click();
    await expect(nav(page).getByRole('link', { name: 'Graffiti Removal' })).toBeVisible();
    expect((await axeOn(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('the reviews link opens a new tab safely', async ({ page }) => {
    await page.goto('/');
    const reviews = nav(page).getByRole('link', { name: /Reviews/ });
    await expect(reviews).toHaveAttribute('target', '_blank');
    await expect(reviews).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: PHONE });

  test('the toggle opens the menu, a press outside closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await page.mouse.click(20, 400); // the backdrop, left of the panel
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the close button closes the menu and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    const close = panel.getByRole('button', { name: 'Close menu' });
    // Measured once the panel has slid in: mid-slide, the box can be a fraction of a pixel off.
    await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44); // a fingertip
    await close.click();
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('axe finds nothing with the menu and a submenu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('button', { name: 'Services submenu' }).click();
    await expect(panel.getByRole('link', { name: 'Residential FAQs' })).toBeVisible();
    expect((await axeOn(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('a title with no page of its own opens its submenu from anywhere on its row, its word included', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    const about = panel.getByRole('button', { name: 'About submenu' });
    await expect(about).toContainText('About');
    await panel.getByText('About', { exact: true }).click(); // the word, not the arrow
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Why Use Us' })).toBeVisible();
    // One row, one stop for the keyboard: the word and the arrow are the same button.
    const row = (await about.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(row.width).toBeGreaterThan(panelBox.width * 0.8);
    await panel.getByText('About', { exact: true }).click();
    await expect(panel.getByRole('link', { name: 'Why Use Us' })).toBeHidden();
  });

  // The rows' words: where each starts, and how it is drawn. A button (About, Services) takes
  // the browser's own button style unless told not to: centred, and in some browsers another font.
  for (const [label, css] of [
    ['the site fonts', ''],
    [
      'a wide fallback font',
      'body, button { font-family: "DejaVu Sans Mono", monospace !important; letter-spacing: 0.08em }',
    ],
  ] as const)
    test(`every row of the menu starts at the same place in the same type, with ${label}`, async ({ page }) => {
      await page.goto('/');
      if (css) await page.addStyleTag({ content: css });
      await page.getByRole('button', { name: 'Menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const rows = await panel.locator('.mobile-menu > li').evaluateAll((items) =>
        items.map((li) => {
          const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT, (n) =>
            n.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
          );
          const text = walker.nextNode()!;
          const range = document.createRange();
          range.selectNodeContents(text);
          const style = getComputedStyle(text.parentElement!);
          return {
            words: text.textContent!.trim(),
            left: Math.round(range.getBoundingClientRect().left),
            type: `${style.fontFamily} ${style.fontWeight} ${style.fontSize} ${style.letterSpacing}`,
          };
        }),
      );
      expect(rows.map((r) => r.words)).toEqual(['Home', 'About', 'Services', 'Contact Us', 'Reviews']);
      for (const row of rows) expect({ ...row, words: undefined }).toEqual({ ...rows[0], words: undefined });
    });

  test('offers Get a Quote beside Call, each a fingertip wide', async ({ page }) => {
    await page.goto('/residential');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const call = panel.getByRole('link', { name: /^Call/ });
    const quote = panel.getByRole('link', { name: 'Get a Quote' });
    await expect(quote).toHaveAttribute('href', '/contact');
    const [c, q] = [(await call.boundingBox())!, (await quote.boundingBox())!];
    expect(Math.abs(c.y - q.y)).toBeLessThan(2); // side by side
    for (const box of [c, q]) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    const panelBox = (await panel.boundingBox())!;
    expect(q.x + q.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
    await quote.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(panel).toBeHidden();
  });

  test('choosing a page navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('button', { name: 'About submenu' }).click();
    await panel.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(panel).toBeHidden();
  });
});

test('the logo switches to the window-cleaning logo on window pages', async ({ page }) => {
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('link', { name: /home/ }).locator('img');
  await expect(logo).toHaveAttribute('src', '/images/logo.svg');
  await page.goto('/residential/window-cleaning');
  await expect(logo).toHaveAttribute('src', '/images/logo-window.svg');
});

test('the footer links to the privacy policy and contact page with the copyright years', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(footer).toContainText(`© 2024–${new Date().getFullYear()}`);
});
