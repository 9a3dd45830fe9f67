// Full-page screenshots of routes at desktop (1280×800) and phone (390×844) sizes.
//   npx tsx scripts/screenshots.ts [baseURL] [route ...]   → test-results/screenshots/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { validSite } from './valid-site.ts';
import { flattenRoutes } from '../src/site/routes.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const routes =
  process.argv.length > 3 ? process.argv.slice(3) : flattenRoutes(validSite().routes).map((r) => r.fullPath);
const out = 'test-results/screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  const page = await browser.newPage({ viewport });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
    await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots of ${routes.length} routes in ${out}/`);
