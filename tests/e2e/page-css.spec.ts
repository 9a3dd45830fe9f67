// Each page loads one stylesheet of its own (vite/prerender/page-css.ts), and nothing loads the
// whole-site stylesheet it was made from: not the page, and not an island when it wakes
// (vite/page-css-preload-plugin.ts). A woken island adds only its page's islands' sheet (the
// rules of the states its code shows, such as the form's errors: src/islands/wake.ts).
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { filesUnder, freshBuild } from './built-site.ts';
import { PHONE } from './helpers.ts';

/** The built files, and the whole-site stylesheets: every .css in assets/ no page links. */
function builtFiles() {
  const dir = freshBuild();
  const files = filesUnder(dir);
  const pages = files.filter((f) => f.endsWith('.html'));
  const linked = new Set(
    pages.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"|data-sheet="([^"]+)"/g)].map(
        (m) => basename((m[1] ?? m[2])!),
      ),
    ),
  );
  const sheets = files.filter((f) => f.startsWith(join(dir, 'assets/')) && f.endsWith('.css')).map((f) => basename(f));
  return { files, pages, linked, wholeSite: sheets.filter((s) => !linked.has(s)) };
}

test('every page links one stylesheet of its own, and no script names the whole-site stylesheet', () => {
  const { files, pages, linked, wholeSite } = builtFiles();
  expect(wholeSite.length, 'the whole-site stylesheet is still built').toBeGreaterThan(0);
  for (const page of pages) {
    const hrefs = [...readFileSync(page, 'utf8').matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(hrefs, page).toEqual([expect.stringMatching(/^\/assets\/page-[\w-]+\.css$/)]);
  }
  expect([...linked].every((s) => s.startsWith('page-') || s.startsWith('islands-'))).toBe(true);
  for (const script of files.filter((f) => f.endsWith('.js')))
    for (const sheet of wholeSite)
      expect(readFileSync(script, 'utf8'), `${script} names ${sheet}`).not.toContain(sheet);
});

test.describe('at phone size', () => {
  test.use({ viewport: PHONE });

  for (const path of ['/', '/contact']) {
    test(`${path}: waking its islands loads only the page's own stylesheet and its islands' sheet (their states' rules, not at load)`, async ({
      page,
    }) => {
      const sheets: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css'))
          sheets.push(new URL(r.url()).pathname);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const own = await page.locator('link[rel="stylesheet"]').getAttribute('href');
      expect(sheets).toEqual([own]);
      const islands = page.locator('[data-island]');
      expect(await islands.count(), `${path} has islands to wake`).toBeGreaterThan(0);
      for (const island of await islands.all()) {
        await island.scrollIntoViewIfNeeded();
        await island.locator('input, button, a').first().focus();
        await expect(island).toHaveAttribute('data-awake', 'true');
      }
      await page.waitForLoadState('networkidle');
      const islandSheet = await islands.first().getAttribute('data-sheet');
      expect(islandSheet).toMatch(/^\/assets\/islands-[\w-]+\.css$/);
      expect(sheets).toEqual([own, islandSheet]);
    });
  }
});
