// One `vite build` in its own Node process, timed from outside, with the peak memory of
// the build and every process it starts (the Sass compiler runs as its own process).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';

export interface BuildRun {
  ms: number;
  /** Peak resident memory of the build's process tree, MiB. */
  peakMiB: number;
  ok: boolean;
  log: string;
}

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** The process ids of a process's children, from /proc (none when it has ended). */
export const childPids = (pid: number): number[] =>
  read(`/proc/${pid}/task/${pid}/children`).trim().split(/\s+/).filter(Boolean).map(Number);

/** Resident memory (KiB) of a process and all its descendants, from /proc. */
export function treeRssKiB(pid: number): number {
  const rss = Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0);
  return rss + childPids(pid).reduce((sum, child) => sum + treeRssKiB(child), 0);
}

export function buildOnce(outDir: string, siteFile?: string, env: Record<string, string> = {}): Promise<BuildRun> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      resolve('scripts/bench/maxrss-hook.mjs'),
      'node_modules/vite/bin/vite.js',
      'build',
      '--logLevel',
      'warn',
    ],
    {
      env: { ...process.env, SITE_OUT_DIR: outDir, ...(siteFile ? { SITE_FILE: siteFile } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  let peakKiB = 0;
  const sampler = setInterval(() => (peakKiB = Math.max(peakKiB, child.pid ? treeRssKiB(child.pid) : 0)), 25);
  return new Promise((done) => {
    child.on('close', (code) => {
      clearInterval(sampler);
      // The build's own peak, which sampling can miss between two samples.
      const own = Number(/BENCH_MAXRSS_KB (\d+)/.exec(log)?.[1] ?? 0);
      done({ ms: performance.now() - started, peakMiB: Math.max(peakKiB, own) / 1024, ok: code === 0, log });
    });
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
