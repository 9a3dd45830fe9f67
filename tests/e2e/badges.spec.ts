// The trust badges of the home page: their words are text of the page laid out inside each
// badge's frame, so they never run past it, whatever font the device has. Words drawn into an
// SVG ran past the dashed border with a wider system font ("Since 1996", "FULLY INSURED").
import { expect, test } from './shared-page.ts';

const WIDE_FONT = `body, body * { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace !important;
  letter-spacing: 0.12em !important; }`;

/** Each badge of the strip's first row: its words and whether their box sits inside the frame. */
const badges = (page: import('@playwright/test').Page) =>
  page.locator('.logo-strip-row:not([aria-hidden]) .logo-strip-item').evaluateAll((items) =>
    items.map((item) => {
      const frame = item.querySelector('.trust-badge')?.getBoundingClientRect();
      const words = item.querySelector('.trust-badge-words');
      const range = document.createRange();
      if (words) range.selectNodeContents(words);
      const text = [...range.getClientRects()];
      const emblem = item.querySelector('img')!.getBoundingClientRect();
      const inside = (r: DOMRect) =>
        !!frame &&
        r.left >= frame.left + 3 &&
        r.right <= frame.right - 3 &&
        r.top >= frame.top + 3 &&
        r.bottom <= frame.bottom - 3;
      return {
        words: words?.textContent ?? '',
        inside: text.length > 0 && text.every(inside) && inside(emblem),
        // The words never sit over the drawing.
        clear: text.every((r) => r.left >= emblem.right || r.top >= emblem.bottom),
      };
    }),
  );

for (const width of [320, 390, 768, 1024, 1280, 1440])
  for (const [fonts, css] of [
    ['the site fonts', ''],
    ['a wide monospace fallback', WIDE_FONT],
  ] as const)
    test(`at ${width} px with ${fonts}, every badge's words are page text inside its frame`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      if (css) await page.addStyleTag({ content: css });
      const found = await badges(page);
      expect(found.map((b) => b.words)).toEqual([
        'In business Since 1996 Covington, LA',
        'Fully insured $2M liability coverage',
        'Over 200 Five-star customer reviews',
        'Over 10 years of local service',
        'Soft wash at about 150 psi safe on siding',
        'Estimate within 3 days or sooner',
      ]);
      for (const b of found) expect(b, b.words).toMatchObject({ inside: true, clear: true });
      // The strip stays within the screen: the page never scrolls sideways for it.
      const strip = (await page.locator('.logo-strip').boundingBox())!;
      expect(strip.x + strip.width).toBeLessThanOrEqual(width);
      if (!css) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const width of [320, 390, 1280])
    test(`at ${width} px the still badges keep their words inside their frames with a wide font`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.addStyleTag({ content: WIDE_FONT });
      const found = await badges(page);
      expect(found).toHaveLength(6);
      for (const b of found) expect(b, b.words).toMatchObject({ inside: true, clear: true });
      const strip = (await page.locator('.logo-strip').boundingBox())!;
      expect(strip.x + strip.width).toBeLessThanOrEqual(width);
      // Still and wrapped on to rows: every badge is whole on the screen.
      const items = await page
        .locator('.logo-strip-row:not([aria-hidden]) .trust-badge')
        .evaluateAll((els) =>
          els.map((el) => el.getBoundingClientRect()).map((r) => r.left >= 0 && r.right <= window.innerWidth),
        );
      expect(items).toEqual(items.map(() => true));
    });
});
