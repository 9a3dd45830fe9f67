// npm run bench [-- --pages 1000] [--runs 3] [--no-lighthouse]
// A benchmark, not a test: builds the site, prints first-load bytes per route and the
// build time, runs Lighthouse (mobile) on key pages served compressed, and with --pages
// measures validate and build time of synthetic sites. Marks each figure against its
// target (issue 5) and always exits 0. Results also go to bench-results/bench.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadSiteFile } from '../src/config/load-site.ts';
import { flattenRoutes } from '../src/config/routes.ts';
import { kb, pageWeight, type PageWeight } from './bench/sizes.ts';
import { lighthouse, type LighthouseScores } from './bench/lighthouse.ts';
import { writeSyntheticSite } from './bench/synthetic-site.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const scalePages = option('--pages') ? Number(option('--pages')) : undefined;
const runs = Number(option('--runs') ?? 3);
const withLighthouse = !args.includes('--no-lighthouse');
const LH_PAGES = ['/', '/residential/faqs', '/contact'];

const TARGET = { jsGzip: 120 * 1024, cssGzip: 20 * 1024, perf: 95, other: 100, cls: 0, validateMs: 1000, buildMs: 60_000 };
const mark = (ok: boolean) => (ok ? 'ok ' : 'OVER');

function build(outDir: string, siteFile?: string): { ms: number; ok: boolean; log: string } {
  const started = performance.now();
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    env: { ...process.env, SITE_OUT_DIR: outDir, ...(siteFile ? { SITE_FILE: siteFile } : {}) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ms: performance.now() - started, ok: r.status === 0, log: `${r.stdout}\n${r.stderr}` };
}

async function serve(outDir: string) {
  const { preview } = await import('vite');
  const server = await preview({
    build: { outDir },
    preview: { host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 4216), strictPort: false },
    logLevel: 'silent',
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://127.0.0.1:4216';
  return { url, close: () => server.close() };
}

function printWeights(weights: PageWeight[]) {
  console.log('\nFirst load per route (gzip level 9; target on a phone: JS <= 120 KB, CSS <= 20 KB gzip)');
  console.log(`${'route'.padEnd(44)} ${'JS raw'.padStart(9)} ${'JS gzip'.padStart(9)}      ${'CSS raw'.padStart(9)} ${'CSS gzip'.padStart(9)}      ${'HTML raw'.padStart(9)} ${'HTML gz'.padStart(9)}`);
  for (const w of weights) {
    console.log(
      `${w.path.padEnd(44)} ${kb(w.js.raw).padStart(9)} ${kb(w.js.gzip).padStart(9)} ${mark(w.js.gzip <= TARGET.jsGzip)} ${kb(w.css.raw).padStart(9)} ${kb(w.css.gzip).padStart(9)} ${mark(w.css.gzip <= TARGET.cssGzip)} ${kb(w.html.raw).padStart(9)} ${kb(w.html.gzip).padStart(9)}`,
    );
  }
}

function printLighthouse(path: string, scores: LighthouseScores | undefined, error?: string) {
  if (!scores) {
    console.log(`${path.padEnd(20)} not measured: ${error}`);
    return;
  }
  const s = scores;
  console.log(
    `${path.padEnd(20)} perf ${String(s.performance).padStart(3)} ${mark(s.performance >= TARGET.perf)}  a11y ${String(s.accessibility).padStart(3)} ${mark(s.accessibility >= TARGET.other)}  best ${String(s.bestPractices).padStart(3)} ${mark(s.bestPractices >= TARGET.other)}  seo ${String(s.seo).padStart(3)} ${mark(s.seo >= TARGET.other)}  CLS ${s.cls.toFixed(3)} ${mark(s.cls <= TARGET.cls)}  LCP ${Math.round(s.lcpMs)} ms  TBT ${Math.round(s.tbtMs)} ms  FCP ${Math.round(s.fcpMs)} ms`,
  );
}

function timeValidate(file: string): { coldMs: number; warmMs: number; ok: boolean } {
  let t = performance.now();
  const first = loadSiteFile(file);
  const coldMs = performance.now() - t;
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    loadSiteFile(file);
    warm.push(performance.now() - t);
  }
  warm.sort((a, b) => a - b);
  return { coldMs, warmMs: warm[1]!, ok: !!first.config };
}

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString() };
  const outDir = resolve('.e2e/bench-dist');
  console.log('Building the site...');
  const b = build(outDir);
  results.buildMs = Math.round(b.ms);
  if (!b.ok) {
    console.log(`The build failed; no figures.\n${b.log.slice(-2000)}`);
    return results;
  }
  console.log(`Build (validate + client + SSR + prerender): ${(b.ms / 1000).toFixed(1)} s ${mark(b.ms <= TARGET.buildMs)}`);
  const site = loadSiteFile(resolve('site.yaml')).config!;
  const weights = flattenRoutes(site.routes).map((r) => pageWeight(outDir, r.fullPath));
  weights.push(pageWeight(outDir, '/404.html'));
  printWeights(weights);
  results.routes = weights;

  if (withLighthouse) {
    console.log(`\nLighthouse, mobile, median of ${runs} runs, served locally with gzip (targets: perf >= 95, others 100, CLS 0)`);
    const server = await serve(outDir);
    const lh: Record<string, unknown> = {};
    try {
      for (const path of LH_PAGES) {
        const r = await lighthouse(server.url + path, runs);
        printLighthouse(path, r.scores, r.error);
        lh[path] = r;
      }
    } finally {
      await server.close();
    }
    results.lighthouse = lh;
  }

  if (scalePages) {
    console.log(`\nScale: synthetic sites (targets for 1,000 pages: validate < 1 s, build < 60 s)`);
    const scale: unknown[] = [];
    for (const n of [...new Set([40, scalePages])]) {
      const dir = mkdtempSync(join(tmpdir(), `bench-site-${n}-`));
      try {
        const { file, blockTypes } = writeSyntheticSite(dir, n);
        const routes = flattenRoutes(loadSiteFile(file).config?.routes ?? []).length;
        const v = timeValidate(file);
        const sb = build(join(dir, 'dist'), file);
        const row = { pages: routes, validateColdMs: Math.round(v.coldMs), validateWarmMs: Math.round(v.warmMs), buildMs: Math.round(sb.ms), valid: v.ok, built: sb.ok, blockTypes };
        scale.push(row);
        console.log(
          `${String(routes).padStart(5)} pages: validate ${row.validateColdMs} ms cold / ${row.validateWarmMs} ms warm ${mark(v.ok && v.coldMs < TARGET.validateMs)}  build ${(sb.ms / 1000).toFixed(1)} s ${mark(sb.ok && sb.ms < TARGET.buildMs)}  (${(sb.ms / routes).toFixed(0)} ms/page; blocks: ${blockTypes.join(', ')})`,
        );
        if (!sb.ok) console.log(sb.log.slice(-1500));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    results.scale = scale;
  }
  return results;
}

main()
  .then((results) => {
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
    console.log('\nSaved bench-results/bench.json');
  })
  .catch((err) => console.error(`bench could not finish: ${err instanceof Error ? err.stack : String(err)}`))
  .finally(() => process.exit(0));
