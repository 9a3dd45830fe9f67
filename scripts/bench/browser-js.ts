// JavaScript a phone really loads: every script a page fetches in headless Chromium at
// 390×844, from navigation until the network is idle, counted as gzip -9 of the built file.
// Optionally after scrolling to the bottom and opening the menu (what a reader wakes), or
// with an estimate request still waiting on the device (then the sender loads too).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/chromium.ts';
import { waitingEnquiry } from '../../tests/support/waiting-enquiry.ts';
import { ENQUIRY_KEY_PREFIX } from '../../src/blocks/contactForm/delivery/waiting.ts';

export interface ScriptLoad {
  /** gzip -9 bytes of the scripts fetched. */
  gzip: number;
  files: string[];
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export async function scrollToBottom(page: Page) {
  for (let i = 0; i < 60; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(60);
    if (done) break;
  }
}

/**
 * An enquiry waiting on the device from an earlier visit (the form's store), whose EmailJS
 * origin is a closed local port: the page loads the sender, which gets no answer.
 */
async function seedWaitingEnquiry(page: Page) {
  const enquiry = waitingEnquiry('00000000-0000-4000-8000-000000000000', { origin: 'http://127.0.0.1:9' });
  await page.addInitScript((e) => localStorage.setItem(`${e.prefix}${e.enquiry.id}`, JSON.stringify(e.enquiry)), {
    prefix: ENQUIRY_KEY_PREFIX,
    enquiry,
  });
}

export async function scriptLoad(
  browser: Browser,
  outDir: string,
  url: string,
  wake = false,
  waitingEnquiry = false,
): Promise<ScriptLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (waitingEnquiry) await seedWaitingEnquiry(page);
  const files = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') files.add(new URL(req.url()).pathname);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    if (wake) {
      await scrollToBottom(page);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Menu' }).first().click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    }
  } finally {
    await context.close();
  }
  const gzip = [...files].reduce((n, f) => n + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length, 0);
  return { gzip, files: [...files] };
}
