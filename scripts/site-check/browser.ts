// The checks of a built site in a browser: axe on every page at desktop and phone size, and
// the form, filled in and sent to the local stand-in, arriving in its outbox.
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, testBrowserPath } from '../../tests/support/chromium.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

export function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: testBrowserPath(), args: [...CHROMIUM_ARGS, '--disable-quic'] });
}

export async function axeProblems(browser: Browser, base: string, pages: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: 'load' });
      const result = await new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze();
      for (const v of result.violations)
        problems.push(
          `${path} (${size.name}): ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})`,
        );
    }
    await context.close();
  }
  return problems;
}

/** Values a person would type, by the form's field names. */
const VALUES: Record<string, string> = {
  name: 'Site',
  lastName: 'Check',
  email: 'site-check@example.com',
  phone: '555-555-0100',
  address: '1 Check Street',
  city: 'Checktown',
  zip: '12345',
  message: 'A request sent by the site checks.',
};

async function fillForm(page: Page): Promise<void> {
  const form = page
    .locator('form')
    .filter({ has: page.locator('button[type=submit]') })
    .first();
  for (const field of await form.locator('input, textarea, select').all()) {
    const name = (await field.getAttribute('name')) ?? '';
    const type = (await field.getAttribute('type')) ?? '';
    if (!(await field.isVisible()) || ['hidden', 'checkbox', 'radio', 'submit'].includes(type)) continue;
    const tag = await field.evaluate((el) => el.tagName);
    if (tag === 'SELECT') {
      const values = await field
        .locator('option')
        .evaluateAll((options) =>
          options
            .filter((o) => !(o as HTMLOptionElement).disabled && (o as HTMLOptionElement).value)
            .map((o) => (o as HTMLOptionElement).value),
        );
      if (values[0]) await field.selectOption(values[0]);
    } else if (VALUES[name]) await field.fill(VALUES[name]);
    else if (await field.evaluate((el) => (el as HTMLInputElement).required)) await field.fill('Check');
  }
  await form.locator('button[type=submit]').click();
}

/** Sends the form of `path` and waits for the stand-in's outbox to hold it. */
export async function formArrives(
  browser: Browser,
  base: string,
  path: string,
  outbox: string,
): Promise<string | undefined> {
  const before = existsSync(outbox) ? readFileSync(outbox, 'utf8').length : 0;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto(base + path, { waitUntil: 'load' });
    await fillForm(page);
    for (let i = 0; i < 100; i++) {
      const text = existsSync(outbox) ? readFileSync(outbox, 'utf8').slice(before) : '';
      if (text.includes('site-check@example.com')) return undefined;
      await page.waitForTimeout(200);
    }
    const status = await page.locator('[role=status], [role=alert]').allInnerTexts();
    return `the form on ${path} was sent, but nothing reached the stand-in in 20 s (the page says: ${status.join(' ').trim() || 'nothing'})`;
  } finally {
    await context.close();
  }
}
