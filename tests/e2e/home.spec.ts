// The home page: its blocks in the spec's order and counts, and how they behave.
import { expect, type Page } from '@playwright/test';
import { ownPageTest as test, test as tabTest } from './shared-page.ts';
import { collectConsole, disclosure, PHONE, summaryOf } from './helpers.ts';

const activeSlide = (page: Page) => page.locator('.carousel-block .carousel-slide.is-active');

/** Move the pointer off the carousel and take keyboard focus out of it. */
async function leaveCarousel(page: Page) {
  const box = (await page.locator('.carousel-block').boundingBox())!;
  const viewport = page.viewportSize()!;
  const y = box.y > 10 ? box.y - 5 : Math.min(box.y + box.height + 5, viewport.height - 5);
  expect(y < box.y || y > box.y + box.height).toBe(true);
  await page.mouse.move(5, y);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('home page', () => {
  tabTest(
    'hero: the page h1, the offer, a Call Us phone button and Schedule An Estimate to /contact',
    async ({ page }) => {
      const messages = collectConsole(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const hero = page.locator('.hero-block');
      await expect(hero.getByRole('heading', { level: 1 })).toContainText('Covington, LA');
      await expect(hero).toContainText('$50 off for first-time customers');
      await expect(hero.getByRole('link', { name: /Call Us/ })).toHaveAttribute('href', 'tel:+19855550142');
      const img = hero.locator('img.hero-media');
      await expect(img).toHaveAttribute('width', '1600');
      expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      await hero.getByRole('link', { name: 'Schedule An Estimate' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(messages).toEqual([]); // includes an island that could not start
    },
  );

  tabTest('six service cards, each one link to its page', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('.service-cards li');
    await expect(cards).toHaveCount(6);
    const hrefs = await page.locator('.service-cards a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/commercial',
      '/residential',
      '/maintenance',
      '/residential/window-cleaning',
      '/municipal',
      '/holiday-lighting',
    ]);
    for (let i = 0; i < 6; i++) expect(await cards.nth(i).locator('a, button').count()).toBe(1);
    await page.locator('.service-cards a', { hasText: 'Municipal' }).click();
    await expect(page).toHaveURL(/\/municipal$/);
  });

  test('logo strip: six logos move on one at a time, then rest, and hold while hovered', async ({ page }) => {
    // The page's clock is Playwright's, moved on by hand; the move itself is a CSS transition.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00') });
    await page.clock.pauseAt(new Date('2026-01-05T09:00:01'));
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Our credentials and track record' });
    await expect(strip.locator('.logo-strip-row:not([aria-hidden]) > li')).toHaveCount(6);
    const track = strip.locator('.logo-strip-track');
    const x = () => track.evaluate((t) => new DOMMatrix(getComputedStyle(t).transform).m41);
    const step = 40_000 / 6; // secondsPerLoop (default 40 s) over six logos
    // Its script (a chunk of its own) has started and sees it: its clock counts from here. The
    // page script asks for that chunk a task after its own (a timer), which the paused clock
    // holds, so the clock moves on a millisecond at a time until the strip's script runs.
    await expect
      .poll(async () => {
        await page.clock.runFor(1);
        return strip.getAttribute('data-in-view');
      })
      .toBe('');
    await page.clock.runFor(step - 1000);
    expect(await x()).toBe(0); // at rest until its time comes
    await page.clock.runFor(1000);
    const oneLogo = await strip
      .locator('.logo-strip-item')
      .evaluateAll((els) => (els[0] as HTMLElement).offsetLeft - (els[1] as HTMLElement).offsetLeft);
    await expect.poll(x).toBe(oneLogo); // one logo to the left, the move finished
    const moved = await x();
    await strip.hover();
    await page.clock.runFor(3 * step);
    await page.waitForTimeout(1000); // a move would be a 0.8 s transition: it must not come
    expect(await x()).toBe(moved);
  });

  tabTest('locations: the button reveals the 19 towns and the Gulf Coast', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('.locations-block');
    const towns = disclosure(section, /towns we serve/);
    const button = summaryOf(towns);
    await expect(towns).not.toHaveAttribute('open');
    await expect(section.locator('.locations-list')).toBeHidden();
    await button.click();
    await expect(towns).toHaveAttribute('open');
    await expect(section.getByRole('listitem')).toHaveCount(19);
    await expect(section.getByRole('listitem').first()).toBeVisible();
    await expect(section).toContainText('Mississippi Gulf Coast');
    await button.click();
    await expect(section.locator('.locations-list')).toBeHidden();
  });

  test('carousel: 6 items make 2 slides; it moves on by itself after 5 s and wraps', async ({ page }) => {
    // The page's clock is Playwright's: stopped once the page has loaded, then moved on by hand,
    // so the 5 s are measured exactly and no test waits for them.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00') });
    await page.goto('/');
    await page.clock.pauseAt(new Date('2026-01-05T09:01:00'));
    const carousel = page.locator('.carousel-block');
    await carousel.scrollIntoViewIfNeeded(); // it wakes when it comes near the screen
    await expect(carousel.locator('.carousel-slide')).toHaveCount(2);
    await expect(carousel.locator('.carousel-item-card')).toHaveCount(6);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 2');
    await expect(carousel).toHaveAttribute('data-running', 'true');
    await page.clock.runFor(4900);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 2');
    await page.clock.runFor(200);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 2');
    await page.clock.runFor(5000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 2'); // wraps
  });

  test('carousel: next and back wrap both ways; hover and the pause button stop it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.locator('.carousel-block');
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 2');
    await expect(activeSlide(page)).toBeInViewport();
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 2');
    await carousel.getByRole('button', { name: 'Previous' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 2');
    await carousel.getByRole('button', { name: 'Previous' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 2');
    // Focus and hover are on the carousel now: it stands still.
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.clock.fastForward(5600);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 2');

    await carousel.getByRole('button', { name: 'Pause' }).click();
    await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible();
    await leaveCarousel(page);
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.clock.fastForward(5600);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 2');
    await carousel.getByRole('button', { name: 'Play' }).click();
    await leaveCarousel(page);
    await expect(carousel).toHaveAttribute('data-running', 'true');
    await page.clock.fastForward(5600);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 2');
  });

  tabTest(
    'testimonials: three 5-star reviews; the stars animate in as the block nears the viewport',
    async ({ page }) => {
      await page.goto('/');
      const block = page.locator('.testimonials-block');
      await expect(block.locator('.testimonial')).toHaveCount(3);
      await expect(block.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
      await expect(block.locator('.avatar')).toHaveText(['KM', 'DR', 'LT']);
      await expect(block).toHaveAttribute('data-stars', 'waiting');
      // Scroll so the block's top sits 100 px below the bottom of the window: inside the 150 px margin.
      await page.evaluate(() => {
        const top = document.querySelector('.testimonials-block')!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - window.innerHeight - 100);
      });
      await expect(block).toHaveAttribute('data-stars', 'playing');
      await expect(block.locator('.star').first()).toHaveCSS('animation-duration', '1s');
      await expect(block.locator('.star').first()).toHaveCSS('opacity', '1', { timeout: 3000 });
      await block.getByRole('link', { name: 'Contact Us Today' }).click();
      await expect(page).toHaveURL(/\/contact$/);
    },
  );

  tabTest('testimonials: the stars wait while the block is far below the window', async ({ page }) => {
    await page.goto('/');
    const block = page.locator('.testimonials-block');
    await page.evaluate(() => {
      const top = document.querySelector('.testimonials-block')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight - 400);
    });
    await page.waitForTimeout(500);
    await expect(block).toHaveAttribute('data-stars', 'waiting');
  });

  tabTest('an FAQ of 7 questions closes the page', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('.faq-accordion-block');
    await expect(faq.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(faq.locator('details > summary.accordion-button')).toHaveCount(7);
    // The FAQ is the last block of the page.
    expect(
      await page
        .locator('main > *')
        .last()
        .evaluate((el) => el.classList.contains('faq-accordion-block')),
    ).toBe(true);
  });

  tabTest('blocks come in the spec order', async ({ page }) => {
    await page.goto('/');
    // Islands sit in a <site-island> box-less wrapper; the columns block is a div (its <aside>
    // must not sit inside a section landmark).
    const order = await page
      .locator('main > section, main > div.columns-block, main > site-island > section')
      .evaluateAll((els) =>
        els.map((e) => e.className.split(' ').find((c: string) => /-(block|strip|cards|band)$/.test(c))),
      );
    // The spec's blocks, with the reviews moved up after the services (issue 23: on phones they
    // sat 80% of the way down) and the soft-washing text beside the form, next to the intro.
    expect(order).toEqual([
      'hero-block',
      'logo-strip',
      'service-cards',
      'testimonials-block',
      'columns-block',
      'locations-block',
      'carousel-block',
      'image-band',
      'rich-text-block',
      'faq-accordion-block',
    ]);
  });
});

test.describe('home page with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the carousel does not move by itself, and its buttons still work', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.locator('.carousel-block');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.clock.fastForward(5800);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 2');
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 2');
  });

  test('the logo strip is a still row and the stars show without animation', async ({ page }) => {
    await page.goto('/');
    const track = page.locator('.logo-strip-track');
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(page.locator('.logo-strip-row[aria-hidden="true"]')).toBeHidden();
    await expect(page.locator('.logo-strip img:visible')).toHaveCount(6);
    const block = page.locator('.testimonials-block');
    await expect(block).toHaveAttribute('data-stars', 'static');
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('.star').first()).toHaveCSS('animation-name', 'none');
    await expect(block.locator('.star').first()).toHaveCSS('opacity', '1');
  });
});

tabTest('the home page fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.locator('.hero-block').getByRole('link', { name: /Call Us/ })).toBeInViewport();
});

// A veil over the whole picture would wash an owner's photo out where most visitors see it.
tabTest('on a phone the hero picture is a band above the heading, with no veil over it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const hero = page.locator('.hero-block');
  const picture = (await hero.locator('.hero-media').boundingBox())!;
  const heading = (await hero.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(picture.width).toBe(PHONE.width);
  expect(picture.height).toBeGreaterThan(150);
  expect(picture.y + picture.height).toBeLessThanOrEqual(heading.y);
  await expect(hero.locator('.hero-overlay')).toBeHidden();
  await expect(hero.getByRole('link', { name: 'Schedule An Estimate' })).toBeInViewport();
});

tabTest('on a phone each service card shows its picture beside its words', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const cards = page.locator('.service-card');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const picture = (await card.locator('.service-card-image').boundingBox())!;
    const drawn = (await card.locator('.service-card-image img').boundingBox())!;
    const words = (await card.locator('.card-body').boundingBox())!;
    // A square tile (a strip as tall as the card cut the sides off the drawing in its middle),
    // filled by the picture (a link's tap-target rule once left it 0 px high), centred beside the words.
    expect(picture.width).toBeGreaterThan(80);
    expect(Math.abs(picture.height - picture.width)).toBeLessThan(1);
    expect(drawn).toEqual(picture);
    expect(Math.abs(picture.y + picture.height / 2 - (words.y + words.height / 2))).toBeLessThan(2);
    expect(picture.x + picture.width).toBeLessThanOrEqual(words.x + 1);
  }
});
