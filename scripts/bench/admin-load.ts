// How long the editor at /admin/ takes to load on a warm dev server: from navigation until
// its first form is on screen (site.yaml and the schema fetched, the form drawn). The dev
// server runs on a copy of site.yaml; the first load (which compiles and optimises the
// editor's modules) is left out, then the median of `runs` loads in fresh pages is reported.
// Target (issue 16): under 2 s. The lead calls adminLoad() from scripts/bench.ts.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openBrowser } from './browser-js.ts';
import { median } from './build-run.ts';
import { siteLocation } from '../../src/validate/site-location.ts';

export const ADMIN_LOAD_TARGET_MS = 2000;

export interface AdminLoad {
  /** Median milliseconds from navigation to the first form, warm server. */
  medianMs: number;
  runsMs: number[];
  /** The first (cold) load, for reference. */
  coldMs: number;
}

export async function adminLoad(opts: { port?: number; runs?: number; siteFile?: string } = {}): Promise<AdminLoad> {
  const port = opts.port ?? 5190;
  const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  const siteFile = join(dir, 'site.yaml');
  copyFileSync(opts.siteFile ?? siteLocation().file, siteFile);
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      env: { ...process.env, SITE_FILE: siteFile, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const browser = await openBrowser();
  try {
    await new Promise<void>((ready, fail) => {
      let out = '';
      const timer = setTimeout(() => fail(new Error(`the dev server did not start:\n${out}`)), 120_000);
      const read = (d: unknown) => {
        out += String(d);
        if (out.includes(`:${port}/`)) {
          clearTimeout(timer);
          ready();
        }
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
      server.on('exit', () => fail(new Error(`the dev server stopped:\n${out}`)));
    });
    const once = async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const start = performance.now();
      await page.goto(`http://127.0.0.1:${port}/admin/`);
      await page.getByRole('heading', { level: 2, name: 'Business settings' }).waitFor({ timeout: 120_000 });
      await page.getByRole('textbox').first().waitFor();
      const ms = performance.now() - start;
      await page.close();
      return ms;
    };
    const coldMs = await once();
    const runsMs: number[] = [];
    for (let i = 0; i < (opts.runs ?? 5); i++) runsMs.push(await once());
    return { medianMs: median(runsMs), runsMs, coldMs };
  } finally {
    await browser.close();
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run alone: npx tsx scripts/bench/admin-load.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await adminLoad();
  console.log(
    `editor load (warm dev server): median ${Math.round(r.medianMs)} ms over ${r.runsMs.length} runs (target < ${ADMIN_LOAD_TARGET_MS} ms); cold ${Math.round(r.coldMs)} ms`,
  );
}
