// `npm run build` with a hostile site file: it stops with exit code 1 and the mistake at
// file:line:col, prints no stack trace, and writes no policy, _headers or page. The four
// builds run at once: each mostly waits for Vite to start.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const STACK = /^\s+at .*(\.ts|\.js|node:)/m;
const out = mkdtempSync(resolve('.e2e/hostile-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Runs `vite build` on a site file: its exit code and everything it printed. */
function build(siteFile: string, outDir: string): Promise<{ status: number | null; printed: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir], {
      env: { ...process.env, SITE_FILE: siteFile, NO_COLOR: '1' },
      timeout: 120_000,
    });
    let printed = '';
    child.stdout.on('data', (d) => (printed += d));
    child.stderr.on('data', (d) => (printed += d));
    child.on('error', fail);
    child.on('close', (status) => done({ status, printed }));
  });
}

describe('a build from a hostile site file', () => {
  it.concurrent.each([
    [
      'csp-injection-origin.yaml',
      /csp-injection-origin\.yaml:31:11 error: The EmailJS server "https:\/\/api\.emailjs\.com 'unsafe-inline'; script-src-elem \.\.\." holds spaces/,
    ],
    [
      'deep-nesting.yaml',
      /deep-nesting\.yaml:27:5 error: The values starting here are nested more than 40 levels deep/,
    ],
    ['tag-js-function.yaml', /tag-js-function\.yaml:7:13 error: The YAML tag !!js\/function has no use in a site file/],
    // Once valid, then stopped the build with ENAMETOOLONG and a stack.
    [
      'page-path-too-long.yaml',
      /page-path-too-long\.yaml:77:11 error: This is 300 characters long; at most 80 fit here\./,
    ],
  ])(
    '%s: exit 1, the error at its line, no stack, nothing written',
    async (file, error) => {
      const dist = join(out, file.replace('.yaml', ''));
      const { status, printed } = await build(join('tests/fixtures/invalid', file), dist);
      expect(status, printed).toBe(1);
      expect(printed).toMatch(error);
      expect(printed).not.toMatch(STACK);
      expect(printed).not.toMatch(/Maximum call stack/);
      expect(existsSync(join(dist, '_headers'))).toBe(false);
      expect(existsSync(join(dist, 'index.html'))).toBe(false);
    },
    120_000,
  );
});
