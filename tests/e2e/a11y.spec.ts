// Zero axe-core violations (WCAG 2.0, 2.1 and 2.2, A and AA) at desktop and phone size on one
// route of each layout (page heading or not, and each block type in its place, with or without
// its heading and with its variants: a page whose layout an earlier route already has is the
// same markup with other words, so axe would find the same things there). The outline of every
// route (one <h1>, landmarks, headings in order, images with an alt) is read from its built
// HTML, which is what it depends on. Full-page screenshots for a reviewer come from
// `npx tsx scripts/screenshots.ts`, not from this test.
import { expect, test } from './shared-page.ts';
import { axeOn, DESKTOP, PHONE } from './helpers.ts';
import { builtDocument } from './built-site.ts';
import { oneRoutePerLayout, routeLayouts, siteRoutes } from './site-routes.ts';

test('the routes checked by axe hold every layout of the site', () => {
  const checked = new Set(oneRoutePerLayout.map((path) => routeLayouts.get(path)));
  expect([...routeLayouts].filter(([, layout]) => !checked.has(layout))).toEqual([]);
  // Pages that differ only in their words share a layout.
  expect(oneRoutePerLayout.length).toBeLessThan(siteRoutes.length);
});

/** The outline problems of a page: landmarks, the one <h1>, heading levels never skipped, alt texts. */
function outlineProblems(document: Document): string[] {
  const count = (selector: string) => document.querySelectorAll(selector).length;
  const problems = [
    count('h1') !== 1 && `${count('h1')} <h1> elements`,
    ...['header', 'main', 'footer:not(main footer)'].map((l) => count(l) !== 1 && `${count(l)} ${l} landmarks`),
    count('nav') === 0 && 'no navigation',
    count('main img:not([alt])') > 0 && `${count('main img:not([alt])')} images without an alt attribute`,
  ].filter((p): p is string => Boolean(p));
  // Headings never skip a level on the way down.
  const levels = [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6, [role=heading][aria-level])')].map(
    (h) => Number(h.getAttribute('aria-level') ?? h.tagName[1]),
  );
  levels.forEach((level, i) => {
    if (i > 0 && level > levels[i - 1] + 1) problems.push(`heading ${i + 1} (h${level}) after h${levels[i - 1]}`);
  });
  return problems;
}

test('every route has a sound outline', () => {
  const problems = siteRoutes.flatMap((route) => outlineProblems(builtDocument(route)).map((p) => `${route}: ${p}`));
  expect(problems).toEqual([]);
});

test('the outline check finds a skipped heading level, a second <h1> and a missing alt', () => {
  const document = builtDocument('/');
  const main = document.querySelector('main')!;
  main.insertAdjacentHTML('beforeend', '<h1>Again</h1><h4>Skipped</h4><img src="/x.png">');
  expect(outlineProblems(document)).toEqual([
    '2 <h1> elements',
    '1 images without an alt attribute',
    expect.stringMatching(/^heading \d+ \(h4\) after h1$/),
  ]);
});

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`accessibility at ${size} size`, () => {
    test.use({ viewport });
    for (const route of oneRoutePerLayout) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(route);
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
