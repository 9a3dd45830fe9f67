// The page script's own task stays small (issue 44 item 3). The browser runs the page script
// and then ends the parse in one task, with its own DOMContentLoaded work (on a page with a
// form, the page's first layout can land there). With the page behaviours' import()s started
// in it as well, that task crossed 50 ms on a slowed phone: Lighthouse's TBT on /, /contact and
// /residential/faqs; the two import()s of / alone, in one task, still did. Read from a Chromium
// trace (which task asked for what), not timed.
import { expect, test } from '@playwright/test';
import { PHONE } from './helpers.ts';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
}

test('the page script starts the downloads of its optional parts in a later task than its own', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as object[] as TraceEvent[])));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await cdp.send('Tracing.end');
  await complete;

  // The task that ran the page script: the one holding the evaluation of the module.
  const evaluation = events.find((e) => e.name === 'v8.evaluateModule');
  expect(evaluation, 'the page script ran').toBeTruthy();
  const task = events.find(
    (e) =>
      e.name === 'RunTask' &&
      e.pid === evaluation!.pid &&
      e.tid === evaluation!.tid &&
      e.ts <= evaluation!.ts &&
      e.ts + (e.dur ?? 0) >= evaluation!.ts + (evaluation!.dur ?? 0),
  );
  expect(task, 'the task around it').toBeTruthy();
  const optional = events.filter(
    (e) =>
      e.name === 'ResourceSendRequest' &&
      /\/assets\/(logo-strip|review-stars)-[^/]+\.js$/.test(e.args?.data?.url ?? ''),
  );
  // The home page has both (src/client/page-behaviours.ts), and both are asked for...
  expect(optional.map((e) => /(logo-strip|review-stars)/.exec(e.args!.data!.url!)![1]).sort()).toEqual([
    'logo-strip',
    'review-stars',
  ]);
  // ...after the page script's task, and each in a task of its own.
  for (const e of optional) expect(e.ts, e.args!.data!.url).toBeGreaterThan(task!.ts + (task!.dur ?? 0));
  const taskOf = (e: TraceEvent) =>
    events.find(
      (t) => t.name === 'RunTask' && t.pid === e.pid && t.tid === e.tid && t.ts <= e.ts && t.ts + (t.dur ?? 0) >= e.ts,
    );
  const tasks = optional.map(taskOf);
  expect(tasks.every(Boolean), 'each request in a task of the page').toBe(true);
  expect(new Set(tasks).size, 'the tasks that asked for the optional chunks').toBe(optional.length);
});
