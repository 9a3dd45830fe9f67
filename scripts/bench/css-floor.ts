// How near a page's bytes at load are to the floor: the floor is the page's HTML plus only the
// CSS rules that its phone (390 px) and desktop (1280 px) views use after scrolling to the
// bottom (Chromium's CSS rule usage tracking, over both views), gzip -9; the bytes at load are
// its HTML, stylesheets and scripts at load, gzip -9.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { scrollToBottom } from './browser-js.ts';

const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** Used rules of every stylesheet of a page at one size: sheet URL → text of each used rule by its offset. */
async function usedRules(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const sheets = new Map<string, string>();
  cdp.on('CSS.styleSheetAdded', (e) => sheets.set(e.header.styleSheetId, e.header.sourceURL));
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await cdp.send('CSS.startRuleUsageTracking');
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await scrollToBottom(page);
    const { ruleUsage } = await cdp.send('CSS.stopRuleUsageTracking');
    const used = new Map<string, string>();
    const texts = new Map<string, string>();
    for (const rule of ruleUsage) {
      if (!rule.used) continue;
      const id = rule.styleSheetId;
      const text = texts.get(id) ?? (await cdp.send('CSS.getStyleSheetText', { styleSheetId: id })).text;
      texts.set(id, text);
      used.set(`${sheets.get(id)}@${rule.startOffset}`, text.slice(rule.startOffset, rule.endOffset));
    }
    return used;
  } finally {
    await context.close();
  }
}

export async function cssFloor(browser: Browser, url: string, htmlGzip: number): Promise<number> {
  const rules = new Map([
    ...(await usedRules(browser, url, { width: 390, height: 844 })),
    ...(await usedRules(browser, url, { width: 1280, height: 800 })),
  ]);
  return htmlGzip + gzip([...rules.values()].join(''));
}
