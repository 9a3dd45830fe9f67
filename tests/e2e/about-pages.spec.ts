import { expect, test } from './shared-page.ts';
import { collectConsole, disclosure, summaryOf } from './helpers.ts';

test.describe('/faqs accordion', () => {
  test('a question opens and closes its answer', async ({ page }) => {
    const messages = collectConsole(page);
    await page.goto('/faqs');
    const question = disclosure(page, 'Is soft washing safe for my siding?');
    const answer = page.getByText('We rinse houses at about 150 psi');
    await expect(question).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
    await summaryOf(question).click();
    await expect(question).toHaveAttribute('open');
    await expect(answer).toBeVisible();
    await summaryOf(question).click();
    await expect(answer).toBeHidden();
    // and by keyboard: the question is focusable and Enter opens it
    await summaryOf(question).focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    expect(messages).toEqual([]);
  });

  test('has the five groups of the company FAQ', async ({ page }) => {
    await page.goto('/faqs');
    for (const title of [
      'Residential Services',
      'Commercial Services',
      'Additional Services',
      'Advice on Hiring an Exterior Cleaning Company',
      'What Sets Us Apart',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('opening /faqs#group scrolls to that group and expands its first question', async ({ page }) => {
    await page.goto('/faqs#what-sets-us-apart');
    const group = page.locator('#what-sets-us-apart');
    const first = disclosure(group, 'How long have you been in business?');
    await expect(first).toHaveAttribute('open');
    await expect(group.getByText('since 1996')).toBeVisible();
    await expect(group).toBeInViewport();
    // the other groups stay closed
    await expect(disclosure(page, 'What do you clean at my home?')).not.toHaveAttribute('open');
  });

  test('changing the hash on the open page opens that group too', async ({ page }) => {
    await page.goto('/faqs');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto('/faqs#hiring');
    await expect(page.locator('#hiring details').first()).toHaveAttribute('open');
    await expect(page.locator('#hiring')).toBeInViewport();
  });
});

test('the /faqs link list leads to the gutter group of the residential FAQ, opened', async ({ page }) => {
  await page.goto('/faqs');
  const more = page.getByRole('navigation', { name: 'More Answers' });
  await expect(more.getByRole('link')).toHaveCount(4);
  await more.getByRole('link', { name: 'Gutter cleaning and polishing questions' }).click();
  await expect(page).toHaveURL(/\/residential\/faqs#gutter-cleaning$/);
  const group = page.locator('#gutter-cleaning');
  await expect(group.locator('details').first()).toHaveAttribute('open');
  await expect(group).toBeInViewport();
});

test.describe('/why-use-us', () => {
  test('shows 22 numbered reasons and 4 questions to ask competitors', async ({ page }) => {
    await page.goto('/why-use-us');
    await expect(page).toHaveTitle(/^Why Use Us - /);
    const reasons = page.locator('.reasons-list > li');
    await expect(reasons).toHaveCount(22);
    await expect(reasons.first().locator('.reason-number')).toHaveText('1');
    await expect(reasons.last().locator('.reason-number')).toHaveText('22');
    await expect(reasons.nth(3)).toContainText('150 psi');
    const questions = page.locator('.reasons-questions li');
    await expect(questions).toHaveCount(4);
    await expect(page.getByRole('heading', { name: '4 Questions to Ask Any Other Company' })).toBeVisible();
  });

  test('Get Quote goes to /contact and Call Us dials the business phone', async ({ page }) => {
    await page.goto('/why-use-us');
    const cta = page.locator('.cta-buttons-block');
    await expect(cta.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact');
    const call = cta.getByRole('link', { name: /Call Us/ });
    await expect(call).toHaveAttribute('href', 'tel:+19855550142');
    await expect(call).toContainText('(985) 555-0142');
    await cta.getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('/our-team', () => {
  test('has the intro, 10 more reasons and 10 team cards with the spec roles', async ({ page }) => {
    await page.goto('/our-team');
    await expect(page).toHaveTitle(/^Our Team - /);
    await expect(page.locator('.rich-text-block').first()).toContainText('estimate within 3 days');
    await expect(page.locator('.reasons-list > li')).toHaveCount(10);
    const cards = page.locator('.team-card');
    await expect(cards).toHaveCount(10);
    for (const role of [
      'Partner',
      'Division Manager',
      'Technician',
      'Director of Business Development',
      'Administrative Assistant',
    ]) {
      await expect(page.locator('.team-role', { hasText: role }).first()).toBeVisible();
    }
    // every card has a name heading and, without a photo, an initials avatar (as the reviews
    // have); design.spec checks that the avatars differ
    for (let i = 0; i < 10; i++) {
      const card = cards.nth(i);
      const name = (await card.getByRole('heading').textContent())!.trim();
      const initials = name
        .split(/\s+/)
        .filter((_, j, all) => j === 0 || j === all.length - 1)
        .map((w) => w[0])
        .join('');
      await expect(card.locator('.avatar')).toHaveText(initials);
    }
  });
});

test.describe('menu reaches every content page', () => {
  const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' }).first();

  test('desktop: the Services dropdown lists the residential pages under Residential', async ({ page }) => {
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'Services' }).hover();
    const residential = nav(page).locator('.menu-group').filter({ hasText: 'Residential' }).first();
    const faqs = residential.getByRole('link', { name: 'Residential FAQs' });
    await expect(faqs).toBeVisible();
    await expect(residential.getByRole('link', { name: 'Roof Washing' })).toBeVisible();
    await faqs.hover();
    await faqs.click();
    await expect(page).toHaveURL(/\/residential\/faqs$/);
  });

  test('desktop: Commercial lists its pages, and New Construction opens its children in place, in its own column', async ({
    page,
  }) => {
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'Services' }).hover();
    const commercial = nav(page).locator('.menu-group').filter({ hasText: 'Commercial' }).first();
    for (const name of ['Commercial Pressure Washing', 'Storefronts', 'Commercial FAQs', 'Dryer Vent Cleaning']) {
      await expect(commercial.getByRole('link', { name, exact: true })).toBeVisible();
    }
    const toggle = nav(page).getByRole('button', { name: 'New Construction submenu' });
    // Opened in place, it pushes the entries below it down: a hover does not open it (it would
    // shut as the pointer moved on), a click does.
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Graffiti Removal' })).toBeVisible();
    // Under its entry, inside its own column: it covers no other column (a flyout to the left covered Commercial).
    const nested = (await page.locator('.submenu .submenu:visible').boundingBox())!;
    const column = (await toggle.locator('xpath=ancestor::li[contains(@class, "menu-group")]').boundingBox())!;
    const beside = (await commercial.boundingBox())!;
    expect(nested.x).toBeGreaterThanOrEqual(column.x);
    expect(nested.x + nested.width).toBeLessThanOrEqual(column.x + column.width + 1);
    expect(nested.x).toBeGreaterThanOrEqual(beside.x + beside.width);
    // A second click closes it, a third opens it again.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'Graffiti Removal' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav(page).getByRole('link', { name: 'New Construction FAQs' }).click();
    await expect(page).toHaveURL(/\/new-construction\/faqs-new-construction$/);
  });

  test('phone: the groups show inside the menu panel, a nested list opens, and links navigate', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('link', { name: 'Commercial FAQs' })).toBeHidden();
    await panel.getByRole('button', { name: 'Services submenu' }).click();
    await expect(panel.getByRole('link', { name: 'Commercial FAQs' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Graffiti Removal' })).toBeHidden();
    await panel.getByRole('button', { name: 'New Construction submenu' }).click();
    await expect(panel.getByRole('link', { name: 'Graffiti Removal' })).toBeVisible();
    await panel.getByRole('link', { name: 'Commercial FAQs' }).click();
    await expect(page).toHaveURL(/\/commercial\/faqs-commercial$/);
    await expect(panel).toBeHidden();
  });

  test('every route of the site is linked from the menu', async ({ page }) => {
    await page.goto('/');
    const hrefs = new Set(
      await nav(page)
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    );
    for (const path of [
      '/why-use-us',
      '/our-team',
      '/faqs',
      '/residential',
      '/residential/window-cleaning',
      '/residential/gutter-cleaning',
      '/residential/pressure-washing',
      '/residential/gutter-polishing',
      '/residential/holiday-lighting',
      '/residential/roof-washing',
      '/residential/faqs',
      '/residential/maintenance-plans',
      '/commercial',
      '/commercial/window-cleaning',
      '/commercial/pressure-washing',
      '/commercial/storefronts',
      '/commercial/faqs-commercial',
      '/commercial/info-packet',
      '/new-construction',
      '/new-construction/graffiti-removal',
      '/new-construction/red-clay-rust-removal',
      '/new-construction/faqs-new-construction',
      '/maintenance',
      '/window-cleaning',
      '/holiday-lighting',
      '/contact',
    ]) {
      expect(hrefs, path).toContain(path);
    }
  });
});
