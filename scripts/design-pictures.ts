// Pictures of each block for docs/design.md, taken from a running build at 1280 wide:
//   npx tsx scripts/design-pictures.ts [baseURL]   → docs/design/<block>.png
// Each picture is the first block of that type in site.yaml, found by the class of its type
// (scripts/block-selector.ts) among the page's own blocks, not a nested one.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts';
import { validSite } from './valid-site.ts';
import { flattenRoutes } from '../src/site/routes.ts';
import { blockSelector } from './block-selector.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const config = validSite();
const firstPage = new Map<string, string>();
for (const r of flattenRoutes(config.routes))
  for (const b of r.route.blocks ?? []) if (!firstPage.has(b.type)) firstPage.set(b.type, r.fullPath);

mkdirSync('docs/design', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
for (const [type, path] of firstPage) {
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const block = page.locator(blockSelector(type)).first();
  await block.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  // Tall blocks are cut at 900px: the picture shows the look, not every item.
  const box = await block.boundingBox();
  if (!box) throw new Error(`${type}: the block on ${path} is not visible`);
  await page.screenshot({
    path: `docs/design/${type}.png`,
    fullPage: true,
    clip: { x: 0, y: box.y + (await page.evaluate(() => scrollY)), width: 1280, height: Math.min(box.height, 900) },
  });
  console.log(`docs/design/${type}.png  (${path})`);
}
await browser.close();
