import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium.ts';

// E2E_PORT lets several checkouts or sessions run the suite at once, each with its own build.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_PORT ? `.e2e/dist-${port}` : 'dist';

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
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `npm run build && npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    // The root site, whatever SITE_DIR the shell has (examples have their own spec).
    env: { SITE_DIR: '', SITE_OUT_DIR: outDir, VITE_EMAILJS_ORIGIN: 'self' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
