// Every route of site.yaml, at desktop and phone sizes: zero axe-core violations (WCAG 2.0,
// 2.1 and 2.2, A and AA), one <h1>, headings in order, landmarks in place. Full-page
// screenshots for a reviewer come from `npx tsx scripts/screenshots.ts`, not from this test.
import { expect, test } from './shared-page.ts';
import { axeOn, DESKTOP, PHONE } from './helpers.ts';
import { siteRoutes } from './site-routes.ts';

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`accessibility at ${size} size`, () => {
    test.use({ viewport });
    for (const route of siteRoutes) {
      test(`${route} has no axe violations and a sound outline`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(route);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('header')).toHaveCount(1);
        await expect(page.locator('main')).toHaveCount(1);
        await expect(page.locator('footer')).toHaveCount(1);
        await expect(page.getByRole('navigation').first()).toBeAttached();

        // Headings never skip a level on the way down.
        const levels = await page
          .locator('main :is(h1, h2, h3, h4, h5, h6, [role=heading][aria-level])')
          .evaluateAll((hs) => hs.map((h) => Number(h.getAttribute('aria-level') ?? h.tagName[1])));
        levels.forEach((level, i) => {
          if (i > 0)
            expect(level, `heading ${i + 1} (h${level}) after h${levels[i - 1]}`).toBeLessThanOrEqual(
              levels[i - 1] + 1,
            );
        });

        const images = await page.locator('main img:not([alt])').count();
        expect(images, 'images without an alt attribute').toBe(0);

        const results = await axeOn(page).analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
