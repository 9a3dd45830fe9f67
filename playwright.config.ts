import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from './tests/support/chromium.ts';
import { testSite } from './tests/support/test-site.ts';

// The engine's browser tests run on their own fixture site (tests/fixtures/pelican/), never on
// the business's folder an owner edits, whatever SITE_DIR the shell has; the specs' own servers
// and builds inherit it.
process.env.SITE_DIR = testSite.dir;

// E2E_PORT lets several checkouts or sessions run the suite at once, each with its own build.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_PORT ? `.e2e/dist-${port}` : 'dist';

// Playwright hands out work in the order of the projects (and by file name inside one): the
// specs that build a site of their own or run Java go first, then those holding one worker
// for a long serial run, then the rest. Photos, started last, once kept one core busy for
// minutes while the other had nothing left to do.
const BUILDS = [
  /photos\.spec\.ts$/,
  /example-site\.spec\.ts$/,
  /one-edit\.spec\.ts$/,
  /html-validity\.spec\.ts$/,
  /enquiry-office\.spec\.ts$/,
];
// The office's specs start an office of their own each and run serially: with the servers.
const SERVERS = [
  /admin[^/]*\.spec\.ts$/,
  /dev-reload\.spec\.ts$/,
  /enquiry-delivery\.spec\.ts$/,
  /office-[^/]*\.spec\.ts$/,
];
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [
    { name: 'builds', testMatch: BUILDS, use: desktop },
    { name: 'servers', testMatch: SERVERS, use: desktop },
    { name: 'desktop', testIgnore: [...BUILDS, ...SERVERS], use: desktop },
  ],
  webServer: {
    command: `npm run build && npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    // The test site (examples have their own spec).
    env: { SITE_DIR: testSite.dir, SITE_OUT_DIR: outDir, VITE_EMAILJS_ORIGIN: 'self' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
