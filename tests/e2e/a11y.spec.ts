// Zero axe-core violations (WCAG 2.0, 2.1 and 2.2, A and AA), one <h1>, headings in order,
// landmarks in place: every route of site.yaml at desktop size, and at phone size one route of
// each layout (page heading or not, and each block type in its place: a page whose layout an
// earlier route already has is the same markup, so axe would find the same things there).
// Full-page screenshots for a reviewer come from `npx tsx scripts/screenshots.ts`, not from this test.
import { expect, test } from './shared-page.ts';
import { axeOn, DESKTOP, PHONE } from './helpers.ts';
import { oneRoutePerLayout, routeLayouts, siteRoutes } from './site-routes.ts';

test('the phone-size routes hold every layout of the site', () => {
  const checked = new Set(oneRoutePerLayout.map((path) => routeLayouts.get(path)));
  expect([...routeLayouts].filter(([, layout]) => !checked.has(layout))).toEqual([]);
  // Pages that differ only in their words share a layout.
  expect(oneRoutePerLayout.length).toBeLessThan(siteRoutes.length);
});

for (const [size, viewport, routes] of [
  ['desktop', DESKTOP, siteRoutes],
  ['phone', PHONE, oneRoutePerLayout],
] as const) {
  test.describe(`accessibility at ${size} size`, () => {
    test.use({ viewport });
    for (const route of routes) {
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
