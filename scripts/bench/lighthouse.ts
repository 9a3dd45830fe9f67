// Lighthouse (mobile, the default form factor) on a locally served, compressed build,
// with the system Chromium. Returns the median of several runs.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../../tests/support/chromium.ts';
import { median } from './build-run.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

// Asynchronous: the preview server answering Lighthouse runs in this same process.
async function runOnce(url: string): Promise<LighthouseScores | string> {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  try {
    let failure = '';
    await promisify(execFile)(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        timeout: 180_000,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stderr?: string; message?: string }) => {
      failure = (err.stderr || err.message || '').trim().split('\n').slice(-3).join(' ');
    });
    if (!existsSync(out)) return `lighthouse failed: ${failure}`;
    const lhr = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const audit = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: audit('cumulative-layout-shift'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Median of each figure over `runs` runs; undefined with a reason when Lighthouse could not run. */
export async function lighthouse(
  url: string,
  runs: number,
): Promise<{ scores?: LighthouseScores; runs: LighthouseScores[]; error?: string }> {
  const results: LighthouseScores[] = [];
  let error: string | undefined;
  for (let i = 0; i < runs; i++) {
    const r = await runOnce(url);
    if (typeof r === 'string') error = r;
    else results.push(r);
  }
  if (!results.length) return { runs: [], error };
  const scores: LighthouseScores = { ...results[0] };
  for (const k of Object.keys(scores) as Array<keyof LighthouseScores>) scores[k] = median(results.map((r) => r[k]));
  return { scores, runs: results, error };
}
