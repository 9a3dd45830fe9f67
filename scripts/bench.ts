// npm run bench [-- --pages 1000] [--runs 3] [--no-lighthouse] [--only pictures]
// A benchmark, not a test: builds the site and prints, against the targets (issue 11),
// the JavaScript each page loads on a phone, the CSS and HTML sizes, Lighthouse (mobile)
// on key pages, the validation times of the test corpus, the load time of the editor at
// /admin/ (issue 16), and with --pages the build time and peak memory of synthetic sites of
// 40, 300 and N pages (medians; the first build of each, whose social cards are not cached
// yet, is shown apart), and the picture pipeline on a site of photos (issue 24; `--only
// pictures` runs just that). Always exits 0. Results also go to bench-results/bench.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadSiteFile } from '../src/validate/load-site.ts';
import { flattenRoutes } from '../src/site/routes.ts';
import { kb, pageWeight } from './bench/sizes.ts';
import { lighthouse, type LighthouseScores } from './bench/lighthouse.ts';
import { writeSyntheticSite } from './bench/synthetic-site.ts';
import { buildOnce, median } from './bench/build-run.ts';
import { openBrowser, scriptLoad } from './bench/browser-js.ts';
import { adminLoad, ADMIN_LOAD_TARGET_MS } from './bench/admin-load.ts';
import { validationTimes } from './bench/validation-times.ts';
import { pictureBench, PICTURE_TARGET } from './bench/pictures.ts';

const { values: opts } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const scalePages = opts.pages ? Number(opts.pages) : undefined;
const runs = Number(opts.runs);
const LH_PAGES = ['/', '/residential/faqs', '/contact'];
/** An address no page has: the not-found page. */
const NOT_FOUND = '/no-such-page';

const TARGET = {
  jsAtLoad: 20 * 1024,
  jsFormInView: 80 * 1024,
  jsAfterWake: 100 * 1024,
  cssGzip: 20 * 1024,
  perf: 100,
  other: 100,
  cls: 0,
  tbtMs: 0,
  validateMs: 1000,
  build1000Ms: 9000,
  build1000MiB: 500,
};
const mark = (ok: boolean) => (ok ? 'ok ' : 'OVER');

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

function printLighthouse(path: string, scores: LighthouseScores | undefined, error?: string) {
  if (!scores) {
    console.log(`${path.padEnd(20)} not measured: ${error}`);
    return;
  }
  const s = scores;
  console.log(
    `${path.padEnd(20)} perf ${String(s.performance).padStart(3)} ${mark(s.performance >= TARGET.perf)}  a11y ${String(s.accessibility).padStart(3)} ${mark(s.accessibility >= TARGET.other)}  best ${String(s.bestPractices).padStart(3)} ${mark(s.bestPractices >= TARGET.other)}  seo ${String(s.seo).padStart(3)} ${mark(s.seo >= TARGET.other)}  CLS ${s.cls.toFixed(3)} ${mark(s.cls <= TARGET.cls)}  TBT ${Math.round(s.tbtMs)} ms ${mark(s.tbtMs <= TARGET.tbtMs)}  LCP ${Math.round(s.lcpMs)} ms  FCP ${Math.round(s.fcpMs)} ms`,
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
  return { coldMs, warmMs: median(warm), ok: !!first.config };
}

/** JavaScript at load of every page (and the home page after scrolling and opening the menu). */
async function javascript(outDir: string, paths: string[]) {
  const server = await serve(outDir);
  const browser = await openBrowser();
  const rows: Record<string, number> = {};
  try {
    console.log('\nJavaScript on a phone (390×844, gzip -9 of every script fetched until the network is idle)');
    console.log(
      `  target: <= ${kb(TARGET.jsAtLoad)} at load; <= ${kb(TARGET.jsFormInView)} where the form is in view on arrival`,
    );
    for (const path of paths) {
      const load = await scriptLoad(browser, outDir, server.url + path);
      rows[path] = load.gzip;
      const w = pageWeight(outDir, path === NOT_FOUND ? '/404.html' : path);
      console.log(
        `${path.padEnd(44)} JS ${kb(load.gzip).padStart(8)} ${mark(load.gzip <= TARGET.jsAtLoad)} (${load.files.length} file${load.files.length === 1 ? '' : 's'})   CSS ${kb(w.css.gzip).padStart(8)} ${mark(w.css.gzip <= TARGET.cssGzip)}   HTML ${kb(w.html.gzip).padStart(8)}`,
      );
    }
    // Pages without a waiting enquiry load only the page script; with one, the sender too.
    const waiting = await scriptLoad(browser, outDir, `${server.url}/our-team`, false, true);
    rows['/our-team with an enquiry waiting on the device'] = waiting.gzip;
    console.log(
      `${'/our-team with an enquiry waiting (+ sender)'.padEnd(44)} JS ${kb(waiting.gzip).padStart(8)} ${mark(waiting.gzip <= TARGET.jsAtLoad)} (${waiting.files.length} files)`,
    );
    const woke = await scriptLoad(browser, outDir, `${server.url}/`, true);
    rows['/ (scrolled to the bottom, menu opened)'] = woke.gzip;
    console.log(
      `${'/ after scrolling to the bottom and opening the menu'.padEnd(44)} JS ${kb(woke.gzip).padStart(8)} ${mark(woke.gzip <= TARGET.jsAfterWake)} (target <= ${kb(TARGET.jsAfterWake)})`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

/** A leaf page of a synthetic site: the last page of its first section. */
const leafOf = (file: string) =>
  flattenRoutes(loadSiteFile(file).config?.routes ?? []).find((r) => /\/page-\d+$/.test(r.fullPath))?.fullPath;

async function scale(n: number) {
  const dir = mkdtempSync(join(tmpdir(), `bench-site-${n}-`));
  try {
    const { file } = writeSyntheticSite(dir, n);
    const pages = flattenRoutes(loadSiteFile(file).config?.routes ?? []).length;
    const v = timeValidate(file);
    // A card cache of its own: the first build renders every social card, the others reuse them.
    const env = { SITE_CARD_CACHE: join(dir, 'card-cache') };
    const cold = await buildOnce(join(dir, 'dist'), file, env);
    const builds = [];
    for (let i = 0; i < runs; i++) builds.push(await buildOnce(join(dir, 'dist'), file, env));
    const ok = builds.every((b) => b.ok);
    const ms = median(builds.map((b) => b.ms));
    const mib = median(builds.map((b) => b.peakMiB));
    let leafJs: number | undefined;
    const leaf = leafOf(file);
    if (ok && leaf) {
      const server = await serve(join(dir, 'dist'));
      const browser = await openBrowser();
      try {
        leafJs = (await scriptLoad(browser, join(dir, 'dist'), server.url + leaf)).gzip;
      } finally {
        await browser.close();
        await server.close();
      }
    }
    const big = pages >= 1000;
    console.log(
      `${String(pages).padStart(5)} pages: validate ${Math.round(v.coldMs)} ms cold / ${Math.round(v.warmMs)} ms warm ${mark(v.ok && v.coldMs < TARGET.validateMs)}  build ${(ms / 1000).toFixed(1)} s${big ? ` ${mark(ok && ms <= TARGET.build1000Ms)}` : ''} (${(ms / pages).toFixed(1)} ms/page)  peak ${Math.round(mib)} MiB${big ? ` ${mark(mib <= TARGET.build1000MiB)}` : ''}  leaf page JS ${leafJs === undefined ? '—' : kb(leafJs)}`,
    );
    console.log(
      `${''.padStart(5)}        first build, every social card rendered: ${(cold.ms / 1000).toFixed(1)} s, peak ${Math.round(cold.peakMiB)} MiB`,
    );
    if (!ok) console.log(builds.find((b) => !b.ok)?.log.slice(-1500));
    return {
      pages,
      validateColdMs: Math.round(v.coldMs),
      validateWarmMs: Math.round(v.warmMs),
      buildMs: Math.round(ms),
      peakMiB: Math.round(mib),
      firstBuild: { ms: Math.round(cold.ms), peakMiB: Math.round(cold.peakMiB) },
      leafJs,
      built: ok,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function pictures() {
  console.log(
    `\nPictures: the photo test site (4032×3024 hero, six photo cards, before-and-after), median of ${runs} warm builds`,
  );
  const p = await pictureBench(runs, { lighthouse: !opts['no-lighthouse'], serve });
  if (typeof p === 'string') {
    console.log(`not measured: ${p}`);
    return p;
  }
  console.log(
    `image work: cold ${(p.cold.pictureMs / 1000).toFixed(1)} s (${p.cold.encoded} files encoded; whole build ${(p.cold.buildMs / 1000).toFixed(1)} s)  warm ${p.warm.pictureMs} ms (${p.warm.encoded} encoded ${mark(p.warm.encoded === PICTURE_TARGET.warmEncoded)}; whole build ${(p.warm.buildMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `phone 390×844 DPR 2: first screen ${kb(p.firstScreenBytes)} of pictures ${mark(p.firstScreenBytes <= PICTURE_TARGET.firstScreenBytes)} (target <= ${kb(PICTURE_TARGET.firstScreenBytes)}); every picture fetched at load ${kb(p.allPictureBytesAtLoad)}`,
  );
  if (p.lighthouse)
    console.log(
      `Lighthouse mobile on its home page: perf ${p.lighthouse.performance} ${mark(p.lighthouse.performance >= TARGET.perf)}  LCP ${Math.round(p.lighthouse.lcpMs)} ms ${mark(p.lighthouse.lcpMs <= PICTURE_TARGET.lcpMs)} (target <= ${PICTURE_TARGET.lcpMs} ms)  CLS ${p.lighthouse.cls.toFixed(3)}`,
    );
  else if (p.lighthouseError) console.log(`Lighthouse not measured: ${p.lighthouseError}`);
  return p;
}

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), runs };
  if (opts.only === 'pictures') {
    results.pictures = await pictures();
    return results;
  }
  const outDir = resolve('.e2e/bench-dist');
  console.log(`Building the site (${runs} times)...`);
  const builds = [];
  for (let i = 0; i < runs; i++) builds.push(await buildOnce(outDir));
  if (!builds.every((b) => b.ok)) {
    console.log(`The build failed; no figures.\n${builds.find((b) => !b.ok)?.log.slice(-2000)}`);
    return results;
  }
  const ms = median(builds.map((b) => b.ms));
  results.build = { ms: Math.round(ms), peakMiB: Math.round(median(builds.map((b) => b.peakMiB))) };
  console.log(
    `Build (validate + browser build + server build + prerender): median ${(ms / 1000).toFixed(1)} s, peak ${Math.round(median(builds.map((b) => b.peakMiB)))} MiB`,
  );
  const routes = loadSiteFile(resolve('site.yaml')).config?.routes ?? [];
  results.javascript = await javascript(outDir, [...flattenRoutes(routes).map((r) => r.fullPath), NOT_FOUND]);

  if (!opts['no-lighthouse']) {
    console.log(
      `\nLighthouse, mobile, median of ${runs} runs, served locally with gzip (targets: 100 everywhere, TBT 0 ms, CLS 0)`,
    );
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

  const v = validationTimes();
  console.log(
    `\nValidation of the ${v.files} files of the test corpus: median ${v.medianMs} ms, slowest ${v.slowest.ms} ms (${v.slowest.file}); a 10 MB file is refused in ${v.tenMegabyteFileMs} ms`,
  );
  results.validation = v;

  try {
    const a = await adminLoad({ runs: 5 });
    console.log(
      `\nEditor at /admin/ on a warm dev server: median ${Math.round(a.medianMs)} ms over ${a.runsMs.length} loads ${mark(a.medianMs < ADMIN_LOAD_TARGET_MS)} (target < ${ADMIN_LOAD_TARGET_MS} ms); first load ${Math.round(a.coldMs)} ms`,
    );
    results.adminLoad = a;
  } catch (error) {
    console.log(`\nEditor load not measured: ${error instanceof Error ? error.message : String(error)}`);
  }

  results.pictures = await pictures();

  if (scalePages) {
    console.log(
      `\nScale: synthetic sites, medians of ${runs} builds (targets at 1,000 pages: build <= 9 s, peak <= 500 MiB, validate < 1 s)`,
    );
    const rows = [];
    for (const n of [...new Set([40, 300, scalePages])].sort((a, b) => a - b)) rows.push(await scale(n));
    results.scale = rows;
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
