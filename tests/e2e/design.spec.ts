// The design rules of docs/design.md, checked in the browser: one look per heading level,
// body text within about 75 characters a line, the sticky desktop header, 44px tap targets on phones and the footer's contents;
// sample content always labelled, the service-page pattern ending in an action, the phone's
// call bar with both actions, the home page's height on phones and distinct team avatars.
import type { Page } from '@playwright/test';
import { expect, test } from './shared-page.ts';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { telHref } from '../../src/site/phone.ts';
import { DESKTOP, PHONE } from './helpers.ts';
import { routeLayouts, siteRoutes } from './site-routes.ts';
import { builtDocument } from './built-site.ts';
import { fillEnquiry } from './enquiry.ts';
import { sampleEntries } from '../../src/validate/checks/sample-checks.ts';
import { flattenRoutes } from '../../src/site/routes.ts';
import { eachBlock } from '../../src/site/each-block.ts';
import { testSite } from '../support/test-site.ts';

const config = loadSiteFile(testSite.file).config!;
const flat = flattenRoutes(config.routes);
/** The service pages: every page that opens with the service hero of the service-page pattern. */
// Pages that open with a service hero; the careers page has one too, but offers jobs, not a service.
const servicePages = flat
  .filter((r) => r.route.blocks?.[0]?.type === 'serviceHero' && r.fullPath !== '/careers')
  .map((r) => r.fullPath);

/** What a person reads of a built page's main part: its text without closed answers, hidden parts and scripts (they are taken out of `main`). */
function readableText(main: Element): string {
  main
    .querySelectorAll('details:not([open]) > :not(summary), [hidden], template, script, style')
    .forEach((el) => el.remove());
  return main.textContent!.replace(/\s+/g, ' ').trim();
}

/** For each layout, the route with the most words. */
function wordiestRoutePerLayout(): string[] {
  const best = new Map<string, { path: string; length: number }>();
  for (const path of siteRoutes) {
    const layout = routeLayouts.get(path)!;
    const length = readableText(builtDocument(path).querySelector('main')!).length;
    if ((best.get(layout)?.length ?? -1) < length) best.set(layout, { path, length });
  }
  return [...best.values()].map((b) => b.path);
}

// That a section page links to each of its pages and that no page is a dead end are the
// validator's (src/validate/checks/section-links-check.ts, dead-end-check.ts), at the line.

/** The look of each visible heading in main: its level, its computed type and its words. */
const headingLooks = (page: Page) =>
  page.locator('main :is(h1, h2, h3, h4, h5, h6, [role=heading][aria-level])').evaluateAll((hs) =>
    hs
      .filter((h) => (h as HTMLElement).offsetParent !== null || h.getClientRects().length > 0)
      .map((h) => {
        // The words may sit in one child (a link or the question's button): its look is what shows.
        const only =
          h.children.length === 1 && h.children[0].textContent?.trim() === h.textContent?.trim() ? h.children[0] : h;
        const s = getComputedStyle(only);
        return {
          level: Number(h.getAttribute('aria-level') ?? h.tagName[1]),
          look: [s.fontSize, s.fontWeight, s.color, s.fontFamily, s.lineHeight, s.textTransform, s.letterSpacing].join(
            ' | ',
          ),
          text: h.textContent!.trim().slice(0, 40),
        };
      }),
  );

/** The widest line of each paragraph, list item or quote in main, in characters. */
const widestLines = (page: Page) =>
  page.locator('main :is(p, li, dd, blockquote)').evaluateAll((els) =>
    els.flatMap((el) => {
      // Width of each line of the element's own text, and its characters.
      const lines = new Map<number, number>();
      let chars = 0;
      let width = 0;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const t = node.textContent ?? '';
        if (!t.trim()) continue;
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width < 1) continue;
          const top = Math.round(r.top / 4);
          lines.set(top, (lines.get(top) ?? 0) + r.width);
          width += r.width;
        }
        chars += t.replace(/\s+/g, ' ').length;
      }
      if (lines.size < 2 || !chars) return [];
      const perLine = Math.max(...lines.values()) / (width / chars);
      return [{ perLine: Math.round(perLine), text: (el.textContent ?? '').trim().slice(0, 50) }];
    }),
  );

test.describe('type', () => {
  test.use({ viewport: DESKTOP });

  // One visit per layout for both rules: pages of the same layout differ only in their words,
  // so the page of each layout with the most words (the longest lines, if any is too long).
  test('at 1280 wide each heading level has at most two looks (section and item) across the site, and body text stays within about 75 characters a line', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const looks = new Map<number, Map<string, string>>();
    const tooLong: string[] = [];
    for (const route of wordiestRoutePerLayout()) {
      await page.goto(route);
      for (const h of await headingLooks(page)) {
        const byLook = looks.get(h.level) ?? new Map<string, string>();
        if (!byLook.has(h.look)) byLook.set(h.look, `${route} "${h.text}"`);
        looks.set(h.level, byLook);
      }
      for (const w of await widestLines(page))
        if (w.perLine > 78) tooLong.push(`${route}: ${w.perLine} characters a line in "${w.text}…"`);
    }
    for (const [level, byLook] of looks) {
      const summary = [...byLook].map(([look, where]) => `${look}  (first: ${where})`);
      expect(summary.length, `h${level} looks:\n${summary.join('\n')}`).toBeLessThanOrEqual(2);
    }
    // Section headings (h2) and item headings differ; the page heading (h1) is larger still.
    expect(looks.get(2)?.size).toBeGreaterThanOrEqual(1);
    expect(tooLong).toEqual([]);
  });
});

test.describe('sticky header on desktops', () => {
  test.use({ viewport: DESKTOP });
  test('the phone number and the quote button stay on screen after scrolling', async ({ page }) => {
    await page.goto('/residential/faqs');
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    // The top contact bar has scrolled away; the header row is still there.
    expect((await page.locator('.contact-bar').boundingBox())!.y).toBeLessThan(0);
    const header = page.locator('header.site-header');
    for (const link of [
      header.locator(`a[href="${telHref(config.business.phone)}"]`).last(),
      header.getByRole('link', { name: config.header!.quoteText }),
    ]) {
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThan(120);
      // Nothing covers it: the element at its centre is the link.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(await link.getAttribute('href'));
    }
    await header.getByRole('link', { name: config.header!.quoteText }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('header on desktops', () => {
  test("another business's longer menu words go on to a second row of the desktop menu: the page never scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto('/');
    // Another business's menu, in French (its words in the same markup), and a longer button.
    const words = ['Accueil', 'Questions fréquentes', 'Nos prestations', 'Prendre rendez-vous', 'Avis de nos clients'];
    await page.locator('.menu-bar > li').evaluateAll((items, words) => {
      items.forEach((li, i) => {
        const first = li.querySelector('.menu-link, .menu-toggle')!;
        first.firstChild!.textContent = words[i % words.length];
      });
    }, words);
    await page.locator('.header-quote').evaluate((a) => (a.textContent = 'Demander un devis gratuit'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(992);
    for (const item of await page.locator('.menu-bar > li, .header-quote, .logo-link').all()) {
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(992);
    }
    // The logo keeps its size.
    expect((await page.locator('.logo-link img').boundingBox())!.width).toBeGreaterThan(150);
  });
});

test.describe('tap targets on phones', () => {
  test.use({ viewport: PHONE });
  for (const route of [
    '/',
    '/contact',
    '/residential/window-cleaning',
    '/residential/faqs',
    '/commercial',
    '/municipal',
  ]) {
    test(`${route}: controls and stand-alone links are at least 44×44`, async ({ page }) => {
      await page.goto(route);
      const small = await page
        .locator('main, footer, .call-bar, header')
        .first()
        .evaluate(() => {
          const out: string[] = [];
          const inSentence = (a: Element) => {
            const block = a.closest('p, li, dd, td, label');
            return !!block && (block.textContent ?? '').trim().length > (a.textContent ?? '').trim().length + 2;
          };
          for (const el of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea')) {
            if (el.closest('[aria-hidden="true"], .contact-form-trap, .skip-link')) continue;
            if (!(el as HTMLElement).checkVisibility?.({ visibilityProperty: true })) continue;
            let box = el.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) continue;
            if (el.tagName === 'A' && inSentence(el)) continue;
            // A checkbox is pressed through its label too: the label's box is the target.
            if (el instanceof HTMLInputElement && el.type === 'checkbox' && el.labels?.[0])
              box = el.labels[0].getBoundingClientRect();
            if (box.height < 43.5 || box.width < 43.5)
              out.push(
                `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('name') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
              );
          }
          return out;
        });
      expect(small).toEqual([]);
    });
  }

  test("the call bar never covers the form's message", async ({ page }) => {
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 400, body: 'The Public Key is invalid' }),
    );
    await page.goto('/contact');
    const form = page.locator('form.contact-form').first();
    await fillEnquiry(form);
    await form.getByRole('button').click();
    const alert = form.getByRole('alert');
    await expect(alert).toBeFocused();
    const box = (await alert.boundingBox())!;
    const bar = (await page.locator('.call-bar').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  });

  test("the call bar never covers the footer's last line", async ({ page }) => {
    await page.goto('/contact');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = (await page.locator('.call-bar').boundingBox())!;
    const last = (await page.locator('footer p').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
  });
});

test.describe('footer', () => {
  test('carries the company, phone, email, service area, reviews, services, careers and privacy', async ({ page }) => {
    await page.goto('/our-team');
    const footer = page.locator('footer');
    const b = config.business;
    await expect(footer).toContainText(b.company);
    await expect(footer).toContainText(config.footer!.serviceArea!);
    await expect(footer.locator(`a[href="${telHref(b.phone)}"]`)).toHaveText(b.phone);
    await expect(footer.locator(`a[href="mailto:${b.email}"]`)).toHaveText(b.email);
    const reviews = footer.locator(`a[href="${b.reviews!.url}"]`);
    await expect(reviews).toContainText(b.reviews!.label);
    await expect(reviews).toHaveAttribute('target', '_blank');
    for (const path of ['/residential', '/commercial', '/careers', '/privacy-policy']) {
      await expect(footer.locator(`a[href="${path}"]`), `footer links to ${path}`).toHaveCount(1);
    }
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // The postal address of a service-area business: town and ZIP code, no street.
    await expect(footer.locator('address')).toContainText(`${b.location} ${b.postalCode}`);
    const quote = footer.getByRole('link', { name: config.header!.quoteText });
    await expect(quote).toHaveAttribute('href', config.header!.quoteLink);
    await expect(quote).toBeVisible();
    await footer.locator('a[href="/careers"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  });

  test('the not-found page has the page band like every other page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.locator('.page-heading h1')).toHaveText('Page not found');
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`at ${label} size each day range and each time of the opening hours sits on one line`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const rows = await page.locator('footer .opening-hours-row').evaluateAll((rows) =>
        rows.map((row) => {
          const [dt, dd] = [row.querySelector('dt')!, row.querySelector('dd')!];
          const lines = (el: Element) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          };
          return {
            text: row.textContent,
            dtLines: lines(dt),
            ddLines: lines(dd),
            sameLine: Math.abs(dt.getBoundingClientRect().top - dd.getBoundingClientRect().top) < 2,
          };
        }),
      );
      expect(rows.length).toBeGreaterThan(1);
      for (const r of rows) expect(r, r.text ?? '').toMatchObject({ dtLines: 1, ddLines: 1, sameLine: true });
      // Every time starts at the same place, even after a day range longer than this site's.
      await page
        .locator('footer .opening-hours-row dt')
        .first()
        .evaluate((dt) => (dt.textContent = 'Monday–Thursday'));
      const starts = await page
        .locator('footer .opening-hours-row dd')
        .evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().left)));
      expect(new Set(starts).size, String(starts)).toBe(1);
    });
  }
});

test.describe('not-found page', () => {
  test('leads to the main services, a call and the quote request', async ({ page }) => {
    await page.goto('/no-such-page');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: config.header!.quoteText })).toHaveAttribute(
      'href',
      config.header!.quoteLink,
    );
    await expect(main.locator(`a[href="${telHref(config.business.phone)}"]`)).toBeVisible();
    const services = await main
      .getByRole('navigation', { name: config.notFound!.servicesHeading })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(services).toEqual(config.notFound!.services!.map((s) => s.url));
    expect(services).toEqual(expect.arrayContaining(['/residential', '/commercial']));
  });
});

test.describe('sample content', () => {
  const samples = sampleEntries(config);
  const pages = [...new Set(samples.map((s) => s.page))];

  test('every sample review shows a visible Example label that screen readers read too', async ({ page }) => {
    // The shipped site.yaml has samples; once the owner replaces them this checks that none remain labelled.
    for (const path of pages.length ? pages : ['/']) {
      await page.goto(path);
      const cards = await page.locator('main figure.testimonial').evaluateAll((figs) =>
        figs.map((f) => {
          const label = f.querySelector('.sample-label') as HTMLElement | null;
          return {
            name: f.querySelector('.testimonial-name')?.textContent,
            label: label?.innerText.trim(),
            labelVisible: !!label && label.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
            hidden: !!label?.closest('[aria-hidden="true"]'),
            firstWords: (f as HTMLElement).innerText.trim().split('\n')[0],
          };
        }),
      );
      const sampleNames = new Set(
        samples
          .filter((s) => s.page === path && s.what.startsWith('the review by '))
          .map((s) => s.what.replace('the review by ', '')),
      );
      for (const card of cards) {
        if (sampleNames.has(card.name ?? '')) {
          expect(card, `${path}: ${card.name}`).toMatchObject({ labelVisible: true, hidden: false });
          expect(card.label?.toLowerCase()).toBe('example');
        } else {
          expect(card.label, `${path}: ${card.name} is real and carries no label`).toBeUndefined();
        }
      }
      expect(cards.filter((c) => c.label).length).toBe(sampleNames.size);
    }
  });
});

test.describe('service pages', () => {
  test.use({ viewport: DESKTOP });

  test('every service page follows the pattern and ends in an action', async ({ page }) => {
    test.setTimeout(120_000);
    expect(servicePages.length, 'service pages in site.yaml').toBeGreaterThanOrEqual(13);
    const quote = config.header!;
    const tel = telHref(config.business.phone);
    const problems: string[] = [];
    for (const path of servicePages) {
      await page.goto(path);
      const hero = page.locator('main .service-hero');
      const checks: Array<[string, Promise<number> | number]> = [
        ['a hero h1', hero.locator('h1').count()],
        ['a quote button in the hero', hero.locator(`a[href="${quote.quoteLink}"]`).count()],
        ['a call button in the hero', hero.locator(`a[href="${tel}"]`).count()],
        ['a picture slot', hero.locator('.service-hero-picture :is(img, svg)').count()],
        [
          'a trust strip linked to the reviews',
          page.locator(`main .trust-strip a[href="${config.business.reviews!.url}"]`).count(),
        ],
        ['related services', page.locator('main .link-cards-block, main .link-list-block').count()],
      ];
      for (const [what, count] of checks) if ((await count) < 1) problems.push(`${path}: no ${what}`);
      // The last thing on the page is a way to act: a quote link and a call link.
      const last = page.locator('main > *').last();
      const lastLinks = await last.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      if (!lastLinks.includes(quote.quoteLink) || !lastLinks.includes(tel))
        problems.push(`${path}: ends without a quote and a call link (${lastLinks.join(', ')})`);
      // The desktop width is used: something below the hero reaches well into the right half
      // (a column of reading width, centred, does; one hung at the left does not).
      const rightHalf = await page.evaluate(() => {
        const hero = document.querySelector('main .service-hero')!.getBoundingClientRect();
        return [...document.querySelectorAll('main :is(p, li, h2, h3, img, svg, form)')].some((el) => {
          const r = el.getBoundingClientRect();
          return r.top + window.scrollY > hero.bottom + window.scrollY && r.right > 800 && r.width > 0;
        });
      });
      if (!rightHalf) problems.push(`${path}: nothing in the right half of the page below the hero`);
    }
    expect(problems).toEqual([]);
  });

  test('the residential FAQs keep the nozzle guide and end with an action', async ({ page }) => {
    await page.goto('/residential/faqs');
    await expect(page.locator('main .swatch-guide-block')).toHaveCount(1);
    const last = page.locator('main > *').last();
    await expect(last.locator('a[href="/contact"]')).toHaveCount(1);
    await expect(last.locator(`a[href="${telHref(config.business.phone)}"]`)).toHaveCount(1);
  });

  test('the gum, red clay and rust cards each have their own picture', async ({ page }) => {
    await page.goto('/commercial/pressure-washing');
    // Each card's picture: its scene (an <img>), or the drawn placeholder where it has none.
    const pictures = await page
      .locator('#stain-removal .service-card-image')
      .evaluateAll((cards) =>
        cards.map(
          (c) => c.querySelector('img')?.getAttribute('src') ?? c.querySelector('svg')?.getAttribute('data-icon'),
        ),
      );
    expect(pictures).toHaveLength(3);
    expect(pictures.every(Boolean)).toBe(true);
    expect(new Set(pictures).size).toBe(3);
  });
});

/** How many lines an element's text takes (boxes whose tops differ by less than half a line are one line). Run in the page. */
const textLines = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const half = parseFloat(getComputedStyle(el).lineHeight) / 2 || 8;
  const tops = [...range.getClientRects()].map((r) => r.top).sort((a, b) => a - b);
  return tops.filter((top, i) => i === 0 || top - tops[i - 1] >= half).length;
};

test.describe('phones', () => {
  test.use({ viewport: PHONE });

  test('the sticky bar offers Call and Get a Quote, side by side and always on screen', async ({ page }) => {
    await page.goto('/residential/roof-washing');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const bar = page.locator('.call-bar');
    const call = bar.locator(`a[href="${telHref(config.business.phone)}"]`);
    const quote = bar.getByRole('link', { name: config.header!.quoteText });
    await expect(call).toBeVisible();
    await expect(call).toContainText(config.business.phone);
    await expect(quote).toHaveAttribute('href', config.header!.quoteLink);
    const [c, q] = [(await call.boundingBox())!, (await quote.boundingBox())!];
    expect(Math.abs(c.y - q.y)).toBeLessThan(2);
    expect(c.y + c.height).toBeLessThanOrEqual(PHONE.height);
    expect(q.x).toBeGreaterThanOrEqual(c.x + c.width);
    expect(q.x + q.width).toBeLessThanOrEqual(PHONE.width);
    await quote.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('a longer quote button wraps its words inside the screen, beside the whole phone number', async ({ page }) => {
    await page.goto('/contact');
    const bar = page.locator('.call-bar');
    // Another business's words for the button (header.quoteText), in the same markup.
    const quote = bar.locator(`a[href="${config.header!.quoteLink}"]`);
    await quote.evaluate((a) => (a.textContent = 'Book a Trial Lesson Today'));
    const call = bar.locator(`a[href="${telHref(config.business.phone)}"]`);
    const [c, q] = [(await call.boundingBox())!, (await quote.boundingBox())!];
    expect(q.x + q.width).toBeLessThanOrEqual(PHONE.width);
    expect(q.x).toBeGreaterThanOrEqual(c.x + c.width);
    // The number stays on one line: its button is one line tall inside its padding.
    expect(await call.evaluate(textLines)).toBe(1);
    expect(await quote.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
  });

  test("another business's longer call words and number wrap inside the screen, the number whole on its line", async ({
    page,
  }) => {
    await page.goto('/');
    // Another business's words and number (wording.call, a hero's callText, a French number), in the same markup.
    const calls = page.locator(`.call-bar a[href^="tel:"], .hero-block a[href^="tel:"]`);
    expect(await calls.count()).toBe(2);
    await calls.evaluateAll((links) =>
      links.forEach((a) => {
        a.firstChild!.textContent = 'Nous appeler';
        a.querySelector('span')!.textContent = '+33 4 78 29 41 63';
      }),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const call of await calls.all()) {
      const box = (await call.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await call.locator('span').evaluate(textLines)).toBe(1);
    }
  });

  test('the home page is at most 9,000 px tall at 390 wide, with the reviews in its first half', async ({ page }) => {
    await page.goto('/');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(9000); // 8,500 before the steps of how a job goes beside the form
    const reviews = (await page.locator('.testimonials-block').boundingBox())!;
    expect(reviews.y).toBeLessThan(height / 2);
  });
});

test.describe('team page', () => {
  test("every team member has initials of their own, on the site's colours", async ({ page }) => {
    await page.goto('/our-team');
    const members = config.routes.find((r) => r.path === 'our-team')!.blocks!.find((b) => b.type === 'teamCards')!;
    const avatars = await page
      .locator('.team-card .avatar')
      .evaluateAll((els) => els.map((el) => ({ text: el.textContent, colour: getComputedStyle(el).backgroundColor })));
    expect(avatars).toHaveLength((members as { members: unknown[] }).members.length);
    expect(new Set(avatars.map((a) => a.text)).size).toBe(avatars.length);
    // Three tones of the theme (src/styles/_avatar.scss), shared out by name: more than one shows.
    const tones = new Set(avatars.map((a) => a.colour));
    expect(tones.size).toBeGreaterThan(1);
    expect(tones.size).toBeLessThanOrEqual(3);
  });
});

test('an info notice is a light tint of the site’s main colour, not Bootstrap’s cyan', async ({ page }) => {
  const withInfo = flattenRoutes(config.routes).find((r) => {
    let info = false;
    eachBlock(r.route.blocks, (b) => (info ||= b.type === 'notice' && b.variant !== 'warning'));
    return info;
  })!;
  await page.goto(withInfo.fullPath);
  const background = await page
    .locator('.notice-info')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const primary = config.business.theme.primary.match(/[0-9a-f]{2}/gi)!.map((h) => parseInt(h, 16));
  const tint = primary.map((c) => 255 * 0.9 + c * 0.1);
  const shown = background.match(/\d+/g)!.slice(0, 3).map(Number);
  shown.forEach((c, i) => expect(Math.abs(c - tint[i]), background).toBeLessThanOrEqual(1));
  // The form's own info messages ("Saved on this device…") wear the same tint.
  await page.goto('/contact');
  await page.locator('form.contact-form input').first().focus(); // the form wakes, with its styles
  await expect(page.locator('site-island[data-island="contactForm"]')).toHaveAttribute('data-awake', 'true');
  const saved = await page.locator('form.contact-form').evaluate((form) => {
    const shown = form
      .querySelector<HTMLTemplateElement>('template[data-outcome="waiting"]')!
      .content.firstElementChild!.cloneNode(true);
    form.querySelector('.contact-form-status')!.append(shown);
    return getComputedStyle(shown as Element).backgroundColor;
  });
  expect(saved).toBe(background);
});
