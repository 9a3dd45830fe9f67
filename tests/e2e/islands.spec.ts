// Islands: pages arrive as finished HTML and load JavaScript only for the part a visitor
// uses. What a visitor would notice: nothing to wait for, and the first press is never lost.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { ownPageTest as test } from './shared-page.ts';
import { collectConsole, DESKTOP, PHONE } from './helpers.ts';
import { filesUnder, freshBuild } from './built-site.ts';

/** What React DOM's code holds, minified or not. */
const REACT_DOM = /__reactFiber|react\.dev\/errors|reactjs\.org\/docs\/error/;

/** An island's code (src/blocks/<type>/<type>.client.ts), not the page script or its optional parts. */
const isIsland = (path: string) => /\.client-[^/]+\.js$/.test(path);

/** Paths of the scripts a page has fetched so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

/** Holds back the named chunk (an island's code, a menu's) until `release()` is called. */
async function holdIsland(page: Page, name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Makes every island script fail to load (a stale deploy, a dropped connection): only the page script (and its optional parts) arrives. */
async function blockIslands(page: Page) {
  const html = await (await page.request.get('/')).text();
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the page script').toBeTruthy();
  await page.route(/\/assets\/[^/]+\.js$/, (route) =>
    isIsland(new URL(route.request().url()).pathname) ? route.abort() : route.continue(),
  );
  return entry;
}

test.describe('at phone size', () => {
  test.use({ viewport: PHONE });

  test('the home page loads no island script, and the menu opens with no more than its open parts', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    // The page script and the home page's own parts (the islands' watch, logo strip, review
    // stars: src/client/page-behaviours.ts); a phone never fetches the desktop menu's code.
    expect(scripts.filter(isIsland), 'no island script').toEqual([]);
    expect(
      scripts.filter((s) => s.includes('/desktop-menu-')),
      'no desktop menu at 390 px',
    ).toEqual([]);
    const atLoad = [...scripts];
    await expect(page.locator('site-island')).toHaveCount(2); // the carousel and the form
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Contact Us' })).toBeVisible();
    // The menu opens with the page script; only what an open menu needs (Tab kept inside, the
    // submenus: src/client/phone-menu-open.ts) follows, and no island.
    await page.waitForLoadState('networkidle');
    expect(scripts.slice(0, atLoad.length)).toEqual(atLoad);
    expect(scripts.slice(atLoad.length)).toEqual([expect.stringMatching(/\/phone-menu-open-[\w-]+\.js$/)]);
  });

  test('with island scripts blocked, the phone menu opens, keeps focus and closes by key and by a press outside', async ({
    page,
  }) => {
    const messages = collectConsole(page);
    await blockIslands(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await panel.getByRole('button', { name: 'About submenu' }).click();
    await expect(panel.getByRole('link', { name: 'Our Team' })).toBeVisible();
    await page.mouse.click(20, 400); // the backdrop, left of the panel
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(messages).toEqual([]);
  });

  test("a press on a submenu before the open menu's code arrives is kept and acted on", async ({ page }) => {
    const release = await holdIsland(page, 'phone-menu-open');
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible(); // the page script opens it, with no more code
    const about = panel.getByRole('button', { name: 'About submenu' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Our Team' })).toBeVisible();
    // Closed and opened again, the submenu buttons act once per press.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test("a Shift+Tab before the open menu's code arrives keeps focus in the menu, and moves once it is in", async ({
    page,
  }) => {
    const release = await holdIsland(page, 'phone-menu-open');
    await page.goto('/', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    // Held: without the code, the browser would have moved focus out, behind the menu.
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    release();
    // Replayed: from the first control, Shift+Tab wraps to the menu's last one.
    await expect
      .poll(() =>
        panel.evaluate((el) => {
          const items = [...el.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
            (i) => i.offsetParent !== null,
          );
          return document.activeElement === items[items.length - 1];
        }),
      )
      .toBe(true);
  });

  test('the carousel wakes only when it comes near the screen', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const carousel = page.locator('.carousel-block');
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-running', 'true');
  });
});

test.describe('at desktop size', () => {
  test.use({ viewport: DESKTOP });

  test('no island script is requested before the first interaction with an island', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/contact', { waitUntil: 'networkidle' });
    // The page script, the desktop menu's code (preloaded with it at this width) and the
    // islands' watch: no island's own code.
    expect(scripts.filter(isIsland), 'no island script').toEqual([]);
    expect(scripts).toHaveLength(3);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About' }).hover();
    await expect(nav.getByRole('link', { name: 'Our Team' })).toBeVisible();
    await page.mouse.move(640, 700);
    await page.waitForLoadState('networkidle');
    expect(scripts, 'the menus need nothing more').toHaveLength(3);
    const sheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && sheets.push(new URL(r.url()).pathname));
    await page.locator('form.contact-form').getByLabel('First name', { exact: true }).focus();
    await expect(page.locator('site-island[data-island="contactForm"]')).toHaveAttribute('data-awake', 'true');
    expect(scripts.filter((s) => /\/contactForm\.client-[^/]+\.js$/.test(s))).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    // Only the rules of its states (errors, sent and failed messages), which the page's sheet leaves out.
    const own = await page.locator('site-island[data-island="contactForm"]').getAttribute('data-sheet');
    expect(own).toMatch(/^\/assets\/islands-[\w-]+\.css$/);
    expect(sheets, "the form brings its page's islands' sheet, nothing else").toEqual([own]);
  });

  test('the islands run without React: after the carousel and the form are used, no script holds React', async ({
    page,
  }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') bodies.push(r.text());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const carousel = page.locator('.carousel-block');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Next' }).click();
    await page.locator('form.contact-form input').first().focus();
    await expect(page.locator('site-island[data-awake="true"]')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    const code = await Promise.all(bodies);
    expect(code.length).toBeGreaterThanOrEqual(3); // the page script and both islands
    expect(code.filter((c) => REACT_DOM.test(c))).toEqual([]);
  });

  test('no script of the build holds React DOM or loads the whole-site stylesheet', () => {
    const scripts = filesUnder(freshBuild()).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(3); // the page script and both islands
    for (const file of scripts) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(REACT_DOM);
      expect(code, file).not.toMatch(/assets\/index-[\w-]+\.css/); // each page links its own sheet
    }
  });

  test('a key press on a carousel button before its code arrives is kept and acted on', async ({ page }) => {
    const release = await holdIsland(page, 'carousel.client');
    await page.emulateMedia({ reducedMotion: 'reduce' }); // it must not move by itself meanwhile
    await page.goto('/');
    const carousel = page.locator('.carousel-block');
    const active = carousel.locator('.carousel-slide.is-active');
    await expect(active).toHaveAttribute('aria-label', 'Slide 1 of 2');
    // The island's watch arrives just after the page script (a chunk of its own): the focus
    // wakes the island once the watch is there, which asks for the held code. A press before
    // the watch itself arrived would not be heard (a fresh-clone CI run pressed that early).
    const asked = page.waitForRequest(/\/assets\/carousel\.client-[^/]+\.js$/);
    await carousel.getByRole('button', { name: 'Next' }).focus();
    await asked;
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('aria-label', 'Slide 1 of 2');
    release();
    await expect(active).toHaveAttribute('aria-label', 'Slide 2 of 2');
    await expect(page.locator('site-island[data-island="carousel"]')).toHaveAttribute('data-awake', 'true');
  });

  test("a click on a menu before the desktop menu's code arrives is kept and acted on", async ({ page }) => {
    const release = await holdIsland(page, 'desktop-menu');
    await page.goto('/');
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
  });

  test('with island scripts blocked, the desktop menu opens and closes by pointer and by keyboard', async ({
    page,
  }) => {
    const messages = collectConsole(page);
    const entry = await blockIslands(page);
    const scripts = scriptsOf(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About' });
    // Pointer: hover opens, leaving closes; a click opens, a press outside closes.
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Why Use Us' })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    const services = nav.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(20, 700);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: Tab order is unchanged, Enter opens on the first entry, Escape returns focus.
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Why Use Us' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Our Team' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
    expect(scripts).toContain(entry);
    expect(scripts.filter(isIsland)).toEqual([]);
    expect(messages).toEqual([]);
  });

  test('with the form script blocked, typed text stays in its fields and nothing is sent', async ({ page }) => {
    await blockIslands(page);
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('First name', { exact: true }).pressSequentially('Ann');
    await form.getByLabel('What can we clean for you?').fill('Driveway.');
    await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Ann');
    await expect(form.getByLabel('What can we clean for you?')).toHaveValue('Driveway.');
    await expect(page.locator('site-island[data-island="contactForm"]')).toHaveAttribute('data-island-error', 'true');
    await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Ann');
    // Pressed anyway: the browser does not send the form itself (its fields would go into the
    // address, to no one); the visitor is told nothing was sent, and how to reach us.
    await form.getByRole('button', { name: /send/i }).click();
    const told = form.getByRole('alert');
    await expect(told).toContainText('This form could not load, so nothing was sent.');
    await expect(told.getByRole('link', { name: /call/i })).toHaveAttribute('href', /^tel:/);
    expect(new URL(page.url()).search).toBe('');
    await expect(form.getByLabel('What can we clean for you?')).toHaveValue('Driveway.');
  });

  test('text typed before the form is ready stays, and an early press of the send button is sent', async ({ page }) => {
    const release = await holdIsland(page, 'contactForm.client');
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('First name', { exact: true }).pressSequentially('Ann');
    await form.getByLabel('Last name', { exact: true }).fill('Boudreaux');
    await form.getByLabel('Email', { exact: true }).fill(`early+${Date.now()}@example.com`);
    await form.getByLabel('Phone', { exact: true }).fill('985-555-0100');
    await form.getByLabel('Street address', { exact: true }).fill('12 Magnolia Lane');
    await form.getByLabel('City', { exact: true }).fill('Covington');
    await form.getByLabel('ZIP code', { exact: true }).fill('70433');
    await form.getByLabel('What can we clean for you?').fill('Driveway.');
    await form.getByLabel('How did you hear about us?').selectOption('Referral');
    await form.getByLabel('What are you interested in?').selectOption('House Wash');
    await form.getByRole('button', { name: 'Send my request' }).click();
    await expect(page).toHaveURL(/\/contact$/); // no native submit, nothing lost
    release();
    await expect(form.getByRole('button')).toHaveText('Sent!');
    await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Ann');
  });

  test('hovering a link prefetches the next page', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document' || r.headers()['sec-purpose']?.includes('prefetch'))
        prefetched.push(new URL(r.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).hover();
    await expect.poll(() => prefetched).toContain('/privacy-policy');
  });
});
