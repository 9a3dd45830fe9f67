// The phone menu's first tap restyles the menu, not the page (issue 44 item 1). A modal
// <dialog> (showModal()) makes everything else inert, and Chromium restyles the whole page for
// that on every open: on / 353 elements where the menu shows 32, most of the tap's time on a
// slowed phone. Counted from a Chromium trace (the elements each style recalculation visits),
// not timed: a count holds on a busy machine.
import { expect, test } from '@playwright/test';
import { PHONE } from './helpers.ts';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tid: number;
  args?: { elementCount?: number };
}

test('the first tap on Menu restyles only the menu, and makes no modal', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as object[] as TraceEvent[])));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'blink.user_timing'] },
    transferMode: 'ReportEvents',
  });
  await page.evaluate(() => performance.mark('before-tap'));
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await toggle.tap();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await cdp.send('Tracing.end');
  await complete;

  const mark = events.find((e) => e.name === 'before-tap');
  expect(mark, 'the mark in the trace').toBeTruthy();
  const restyled = events
    .filter((e) => e.name === 'UpdateLayoutTree' && e.tid === mark!.tid && e.ts >= mark!.ts)
    .map((e) => e.args?.elementCount ?? 0);
  // What the open menu shows (its hidden submenus have no style), and the page's elements.
  const { shown, all } = await panel.evaluate((el) => ({
    shown: [el, ...el.querySelectorAll('*')].filter((e) => e.checkVisibility()).length,
    all: document.body.querySelectorAll('*').length,
  }));
  expect(shown).toBeGreaterThan(10);
  expect(all).toBeGreaterThan(4 * shown);
  // The menu, its backdrop, the toggle and the root (its scrolling stops), and a few more.
  expect(Math.max(...restyled), `elements restyled by each recalculation: ${restyled.join(', ')}`).toBeLessThanOrEqual(
    shown + 12,
  );
  // A modal dialog (showModal()) is what made the rest of the page inert.
  expect(await page.evaluate(() => document.querySelectorAll(':modal').length)).toBe(0);
});
