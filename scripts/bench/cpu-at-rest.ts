// CPU a page uses while nobody touches it: CPU seconds per second of the whole browser (every
// Chromium process: page, compositor and GPU included), measured over 10 s after the page has
// loaded and settled, with nothing else open in that browser.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openBrowser } from './browser-js.ts';
import { childPids } from './build-run.ts';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;
const SETTLE_MS = 3000;
const MEASURE_MS = 10_000;

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** utime + stime (ticks) of every descendant of a process. */
function childrenTicks(pid: number): number {
  return childPids(pid).reduce((sum, child) => {
    // Fields after the command name (which is in parentheses): utime is the 12th, stime the 13th.
    const fields = read(`/proc/${child}/stat`)
      .replace(/^.*\) /, '')
      .split(' ');
    return sum + Number(fields[11] ?? 0) + Number(fields[12] ?? 0) + childrenTicks(child);
  }, 0);
}

export async function cpuAtRest(
  url: string,
  viewport: { width: number; height: number },
  /** CSS added to the page, to try what a change would save. */
  extraCss = '',
): Promise<number> {
  const browser = await openBrowser();
  try {
    const page: Page = await browser.newPage({ viewport });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (extraCss) await page.addStyleTag({ content: extraCss });
    await page.waitForTimeout(SETTLE_MS);
    const before = childrenTicks(process.pid);
    await page.waitForTimeout(MEASURE_MS);
    const after = childrenTicks(process.pid);
    return (after - before) / TICKS_PER_S / (MEASURE_MS / 1000);
  } finally {
    await browser.close();
  }
}
