import { expect, test } from '@playwright/test';
import { collectConsole } from './helpers.ts';

test.describe('/faqs accordion', () => {
  test('a question opens and closes its answer', async ({ page }) => {
    const messages = collectConsole(page);
    await page.goto('/faqs');
    const question = page.getByRole('button', { name: 'Is soft washing safe for my siding?' });
    const answer = page.getByText('We rinse houses at about 150 psi');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    const panelId = await question.getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
    expect(messages).toEqual([]);
  });

  test('has the five groups of the company FAQ', async ({ page }) => {
    await page.goto('/faqs');
    for (const title of ['Residential Services', 'Commercial Services', 'Additional Services', 'Advice on Hiring an Exterior Cleaning Company', 'What Sets Us Apart']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('opening /faqs#group scrolls to that group and expands its first question', async ({ page }) => {
    await page.goto('/faqs#what-sets-us-apart');
    const group = page.locator('#what-sets-us-apart');
    const first = group.getByRole('button', { name: 'How long have you been in business?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(group.getByText('since 1996')).toBeVisible();
    await expect(group).toBeInViewport();
    // the other groups stay closed
    await expect(page.getByRole('button', { name: 'What do you clean at my home?' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('changing the hash on the open page opens that group too', async ({ page }) => {
    await page.goto('/faqs');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto('/faqs#hiring');
    await expect(page.locator('#hiring').getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#hiring')).toBeInViewport();
  });
});
