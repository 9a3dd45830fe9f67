// One `vite build` in its own Node process, timed from outside, with its peak memory.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';

export interface BuildRun {
  ms: number;
  /** Peak resident memory of the build process, MiB. */
  peakMiB: number;
  ok: boolean;
  log: string;
}

export function buildOnce(outDir: string, siteFile?: string): BuildRun {
  const started = performance.now();
  const r = spawnSync(
    process.execPath,
    ['--import', resolve('scripts/bench/maxrss-hook.mjs'), 'node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      env: { ...process.env, SITE_OUT_DIR: outDir, ...(siteFile ? { SITE_FILE: siteFile } : {}) },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const ms = performance.now() - started;
  const rss = /BENCH_MAXRSS_KB (\d+)/.exec(r.stderr ?? '');
  return { ms, peakMiB: rss ? Number(rss[1]) / 1024 : NaN, ok: r.status === 0, log: `${r.stdout}\n${r.stderr}` };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
