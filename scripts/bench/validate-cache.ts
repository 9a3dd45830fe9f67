// Validation of a synthetic site of many page files (synthetic-site.ts) with and without the parse
// cache (src/validate/parse-cache.ts), each in a fresh process, in turns:
//   off    SITE_PARSE_CACHE=off: every file parsed (the validation before the cache)
//   cold   an empty cache: every file parsed and kept
//   warm   the cache filled by an earlier process, nothing in memory
//   again  a second validation in the warm run's process (the dev server, the editor, the office)
// Each run also gives a digest of its problems (words, files, lines, columns): all must be equal.
//   npx tsx scripts/bench/validate-cache.ts [--pages 10000] [--runs 3] [--site DIR]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import { pageParses } from '../../src/validate/page-parse.ts';
import { median } from './build-run.ts';
import { writeSyntheticSite } from './synthetic-site.ts';

export type CacheMode = 'off' | 'cold' | 'warm';

export interface ValidateRun {
  ms: number;
  /** The CPU time of the first validation (all of the process's threads: the GC's too). */
  cpuMs: number;
  /** A second validation in the same process, when asked for. */
  againMs?: number;
  /** Whether the site validated (no error). */
  ok: boolean;
  problems: number;
  digest: string;
  /** Page files taken from the cache, parsed, and parsed later for a look inside (page-parse.ts). */
  kept: number;
  parsed: number;
  parsedLater: number;
}

/** The problems of a validation, all of their words and places, as one hash. */
export const problemsDigest = (problems: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(problems)).digest('hex').slice(0, 16);

/** One validation of `file` in a fresh process, with the cache `mode` (its folder `cacheDir`). */
export function validateInChild(file: string, mode: CacheMode, cacheDir: string, again = false): ValidateRun {
  if (mode === 'cold') rmSync(cacheDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    SITE_PARSE_CACHE: mode === 'off' ? 'off' : '',
    SITE_PARSE_CACHE_DIR: cacheDir,
  };
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', file, ...(again ? ['--again'] : [])],
    { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`validation run failed: ${run.stderr.slice(-2000)}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as ValidateRun;
}

function child(file: string, again: boolean): void {
  let t = performance.now();
  const cpu = process.cpuUsage();
  const first = loadSiteFile(file);
  const ms = performance.now() - t;
  const used = process.cpuUsage(cpu);
  let againMs: number | undefined;
  if (again) {
    t = performance.now();
    loadSiteFile(file);
    againMs = performance.now() - t;
  }
  const out: ValidateRun = {
    ms,
    cpuMs: (used.user + used.system) / 1000,
    againMs,
    ok: !!first.config,
    problems: first.problems.length,
    digest: problemsDigest(first.problems),
    ...pageParses,
  };
  console.log(JSON.stringify(out));
}

export interface CacheFigures {
  pages: number;
  offMs: number;
  coldMs: number;
  warmMs: number;
  againMs: number;
  runs: Record<'off' | 'cold' | 'warm' | 'again', number[]>;
  /** Whether every run gave the same problems. */
  same: boolean;
  /** Whether the site validated (no error) in every run. */
  ok: boolean;
}

/** `runs` turns of off, cold and warm (with a second validation), on the site file `file`. */
export function cacheFigures(file: string, pages: number, runs = 3): CacheFigures {
  const cacheDir = mkdtempSync(join(tmpdir(), 'parse-cache-bench-'));
  const times: CacheFigures['runs'] = { off: [], cold: [], warm: [], again: [] };
  const digests = new Set<string>();
  let ok = true;
  try {
    for (let i = 0; i < runs; i++) {
      for (const mode of ['off', 'cold', 'warm'] as const) {
        const r = validateInChild(file, mode, cacheDir, mode === 'warm');
        times[mode].push(r.ms);
        if (r.againMs !== undefined) times.again.push(r.againMs);
        digests.add(`${r.problems}:${r.digest}`);
        ok &&= r.ok;
      }
    }
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
  return {
    pages,
    offMs: median(times.off),
    coldMs: median(times.cold),
    warmMs: median(times.warm),
    againMs: median(times.again),
    runs: times,
    same: digests.size === 1,
    ok,
  };
}

export const cacheFigureWords = (f: CacheFigures): string =>
  `validate, medians of ${f.runs.off.length} fresh processes in turns: ${Math.round(f.offMs)} ms with no cache (SITE_PARSE_CACHE=off), ${Math.round(f.coldMs)} ms filling an empty cache, ${Math.round(f.warmMs)} ms from a filled cache, ${Math.round(f.againMs)} ms a second time in one process; problems ${f.same ? 'the same in every run' : 'DIFFER between runs'}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (args[0] === '--child') child(args[1], args.includes('--again'));
  else {
    const pages = Number(arg('--pages') ?? 10_000);
    const given = arg('--site');
    const dir = given ?? mkdtempSync(join(tmpdir(), `bench-site-${pages}-`));
    try {
      const file = join(dir, 'site.yaml');
      if (!existsSync(file)) writeSyntheticSite(dir, pages);
      const figures = cacheFigures(file, pages, Number(arg('--runs') ?? 3));
      console.log(cacheFigureWords(figures));
      console.log(JSON.stringify(figures.runs));
    } finally {
      if (!given) rmSync(dir, { recursive: true, force: true });
    }
  }
}
