// Visual regression: full-page screenshots of six pages at phone and desktop width, compared
// with the committed ones in visual.spec.ts-snapshots/. A real change of the look fails;
// after an intended one, look at the diff under test-results/ and update them with
//   E2E_PORT=… npx playwright test tests/e2e/visual.spec.ts --update-snapshots
// Made with Debian's Chromium (the one CI uses), animations off and motion reduced.
import { expect, test } from './shared-page.ts';

const PAGES = ['/', '/contact', '/residential/window-cleaning', '/residential/faqs', '/commercial', '/our-team'];
const WIDTHS = [
  [390, 844],
  [1280, 800],
] as const;

for (const [width, height] of WIDTHS) {
  test.describe(`${width} wide`, () => {
    test.use({ viewport: { width, height }, reducedMotion: 'reduce' });
    for (const path of PAGES) {
      test(`${path} looks as committed`, async ({ page }) => {
        test.setTimeout(90_000); // a full-page capture of the home page is slow on a busy machine
        await page.goto(path, { waitUntil: 'networkidle' });
        // Load every lazy picture, then wait for each to be decoded.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 20));
          }
          window.scrollTo(0, 0);
        });
        // (Pictures that cannot show, in hidden copies or later carousel slides, never load.)
        await page.waitForFunction(() =>
          [...document.images].every((img) => {
            const box = img.getBoundingClientRect();
            return img.complete || !img.checkVisibility() || box.left >= innerWidth || box.right <= 0;
          }),
        );
        const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '_');
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // The copyright line carries the current year.
          mask: [page.locator('.footer-bottom')],
          maxDiffPixelRatio: 0.0001,
          timeout: 20_000,
        });
      });
    }
  });
}
