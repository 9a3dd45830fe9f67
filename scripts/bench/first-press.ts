// How fast the first press answers: the time from the input event (its timeStamp) to the
// first frame that shows the response (the menu open, the letter in the field), for the
// first press of each kind on a freshly loaded page, with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate) and a 150 ms round trip on every request
// (Network.emulateNetworkConditions latency 150). Unlike the Event Timing API, this also
// counts a press that is held while code downloads and answered later.
import type { Browser, Page } from '@playwright/test';

export const THROTTLING = { cpuRate: 4, latencyMs: 150 };

interface Scenario {
  name: string;
  path: string;
  phone?: boolean;
  act: (page: Page) => Promise<void>;
  /** What shows the response: the attribute (or, without one, the value) of an element; null: no such attribute. */
  shown: { selector: string; attr?: string; equals: string | null };
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();

export const SCENARIOS: Scenario[] = [
  {
    name: 'Enter on a focused About (desktop)',
    path: '/',
    act: async (page) => {
      await mainNav(page).getByRole('button', { name: 'About' }).focus();
      await page.keyboard.press('Enter');
    },
    shown: { selector: '.desktop-nav .menu-toggle', attr: 'aria-expanded', equals: 'true' },
  },
  {
    name: 'click on Services (desktop)',
    path: '/',
    act: (page) => mainNav(page).getByRole('button', { name: 'Services' }).click(),
    shown: { selector: '.desktop-nav .menu-item:nth-child(3) .menu-toggle', attr: 'aria-expanded', equals: 'true' },
  },
  {
    name: 'tap on Menu (390 px)',
    path: '/',
    phone: true,
    act: (page) => page.getByRole('button', { name: 'Menu', exact: true }).tap(),
    shown: { selector: '.mobile-menu-toggle', attr: 'aria-expanded', equals: 'true' },
  },
  {
    // The floor the other figures stand on: a tap that changes nothing, timed to the next frame.
    name: 'tap on the heading (390 px; control)',
    path: '/',
    phone: true,
    act: (page) => page.locator('h1').first().tap(),
    shown: { selector: 'body', attr: 'data-no-such-attribute', equals: null },
  },
  {
    name: 'first key typed in the form (/contact)',
    path: '/contact',
    act: async (page) => {
      await page.locator('form.contact-form').getByLabel('First name', { exact: true }).click();
      await page.keyboard.press('A');
    },
    shown: { selector: 'form.contact-form input[name="name"]', equals: 'A' },
  },
];

/**
 * The in-page watcher, as text: tsx names the functions it compiles, and such code cannot be
 * sent to the page. window.responseMs resolves with the time from the first press (a key for
 * the form, whose click only focuses the field) to the first frame that shows the response.
 */
const watchResponse = (shown: Scenario['shown']) => `
  window.responseMs = new Promise((resolve) => {
    const shown = ${JSON.stringify(shown)};
    let start = NaN;
    const isShown = () => {
      const el = document.querySelector(shown.selector);
      return (shown.attr ? el?.getAttribute(shown.attr) : el?.value) === shown.equals;
    };
    const check = (frame) => (isShown() ? resolve(Math.max(0, frame - start)) : requestAnimationFrame(check));
    const onInput = (e) => {
      if (!Number.isNaN(start)) return;
      start = e.timeStamp;
      requestAnimationFrame(check);
    };
    for (const type of shown.attr ? ['pointerdown', 'keydown', 'touchstart'] : ['keydown'])
      addEventListener(type, onInput, { capture: true });
  });
  undefined; // (the page would otherwise wait for the promise)
`;

/** Milliseconds from the first press of `act` to the first frame that shows its response. */
async function once(browser: Browser, baseUrl: string, s: Scenario): Promise<number> {
  const context = await browser.newContext(
    s.phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  // Nothing leaves this machine (the form would post to the email service).
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
    await page.goto(baseUrl + s.path, { waitUntil: 'load' });
    await page.evaluate(watchResponse(s.shown));
    await s.act(page);
    return await Promise.race([
      page.evaluate('window.responseMs') as Promise<number>,
      page.waitForTimeout(15_000).then(() => Infinity),
    ]);
  } finally {
    await context.close();
  }
}

export async function firstPress(browser: Browser, baseUrl: string, runs: number) {
  const rows: { name: string; medianMs: number; runsMs: number[] }[] = [];
  for (const s of SCENARIOS) {
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) runsMs.push(await once(browser, baseUrl, s));
    const sorted = [...runsMs].sort((a, b) => a - b);
    rows.push({ name: s.name, medianMs: sorted[Math.floor((sorted.length - 1) / 2)], runsMs });
  }
  return rows;
}
