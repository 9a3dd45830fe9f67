// How long the editor at /admin/ takes to load on a warm dev server: from navigation until
// its first form is on screen (site.yaml and the schema fetched, the form drawn). The dev
// server runs on a copy of site.yaml; the first load (which compiles and optimises the
// editor's modules) is left out, then the median of `runs` loads in fresh pages is reported.
// Target (issue 16): under 2 s. With `phone`, the same at 390 x 844 with touch and the CPU
// slowed 4x (issue 41's "first use within 3 s"): until the editor's first control an owner
// can use is on screen. The lead calls adminLoad() from scripts/bench.ts.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openBrowser } from './browser-js.ts';
import { median } from './build-run.ts';
import { siteLocation } from '../../src/validate/site-location.ts';

export const ADMIN_LOAD_TARGET_MS = 2000;
export const ADMIN_PHONE_TARGET_MS = 3000;

export interface AdminLoad {
  /** Median milliseconds from navigation to the first form, warm server. */
  medianMs: number;
  runsMs: number[];
  /** The first (cold) load, for reference. */
  coldMs: number;
}

export async function adminLoad(
  opts: { port?: number; runs?: number; siteFile?: string; phone?: boolean } = {},
): Promise<AdminLoad> {
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
      const page = await browser.newPage(
        opts.phone
          ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 800 } },
      );
      if (opts.phone) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      const start = performance.now();
      await page.goto(`http://127.0.0.1:${port}/admin/`);
      if (opts.phone) await page.getByRole('textbox').first().waitFor({ timeout: 120_000 });
      else {
        await page.getByRole('heading', { level: 2, name: 'Business settings' }).waitFor({ timeout: 120_000 });
        await page.getByRole('textbox').first().waitFor();
      }
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

// Run alone: npx tsx scripts/bench/admin-load.ts [--phone]
if (import.meta.url === `file://${process.argv[1]}`) {
  const phone = process.argv.includes('--phone');
  const r = await adminLoad({ phone });
  const target = phone ? ADMIN_PHONE_TARGET_MS : ADMIN_LOAD_TARGET_MS;
  console.log(
    `editor load${phone ? ' at 390 x 844, CPU 4x slower' : ''} (warm dev server): median ${Math.round(r.medianMs)} ms over ${r.runsMs.length} runs (target < ${target} ms); cold ${Math.round(r.coldMs)} ms`,
  );
}
