// JavaScript a page has loaded after a visitor used everything on it, in one visit: the desktop
// menu (at 1280 px), then the phone menu (at 390 px), the carousel (scrolled to, next pressed)
// and the form (focus, type, submit). Counted as gzip -9 of every script file fetched, at
// load, after the menus alone and after everything.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from '@playwright/test';

/** A value for each kind of field, so any variant of the form (full or short) can be sent. */
async function fillForm(form: Locator) {
  for (const field of await form.locator('input:visible, textarea:visible, select:visible').all()) {
    const [tag, type, name] = await field.evaluate((el) => [
      el.tagName,
      el.getAttribute('type') ?? '',
      el.getAttribute('name') ?? '',
    ]);
    if (tag === 'SELECT') await field.selectOption({ index: 1 });
    else if (type === 'checkbox' || type === 'radio') continue;
    else if (type === 'email') await field.fill('ann@example.com');
    else if (type === 'tel') await field.fill('555-201-0100');
    else if (name === 'zip') await field.fill('70433');
    else await field.fill('Ann');
  }
}

export interface AfterInteraction {
  atLoad: number;
  afterMenus: number;
  afterAll: number;
}

async function pressMenus(page: Page) {
  const nav = page.locator('.desktop-nav');
  const toggle = nav.locator('.menu-toggle').first();
  if (await toggle.count()) {
    await toggle.hover();
    await toggle.press('Enter');
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
}

async function pressTheRest(page: Page) {
  const carousel = page.locator('.carousel-block');
  if (await carousel.count()) {
    await carousel.first().scrollIntoViewIfNeeded();
    await page.locator('.carousel-next').first().click();
  }
  const form = page.locator('form.contact-form').first();
  if (await form.count()) {
    await form.scrollIntoViewIfNeeded();
    await form.locator('input').first().focus();
    await fillForm(form);
    await form.locator('button[type="submit"]').click();
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

export async function afterInteraction(browser: Browser, outDir: string, url: string): Promise<AfterInteraction> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const files = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') files.add(new URL(req.url()).pathname);
  });
  const gzip = () => [...files].reduce((n, f) => n + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length, 0);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const atLoad = gzip();
    await pressMenus(page);
    const afterMenus = gzip();
    await pressTheRest(page);
    return { atLoad, afterMenus, afterAll: gzip() };
  } finally {
    await context.close();
  }
}
