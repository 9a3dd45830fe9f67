// A build of a valid site that has warnings: site.yaml is loaded once per build, so each
// warning is printed once (the site plugin, the prerender and the theme pictures all use
// that one load), and the build still writes every page.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SITE = 'tests/fixtures/valid/site.yaml';
const out = mkdtempSync(resolve('.e2e/build-warnings-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('a build of a site with warnings', () => {
  it('prints each warning once and builds every page', () => {
    const r = spawnSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build'], {
      // NODE_ENV: vitest sets it to test, which would give the bundle React's development runtime.
      env: { ...process.env, NODE_ENV: 'production', SITE_FILE: SITE, SITE_OUT_DIR: out, NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const printed = r.stdout + r.stderr;
    expect(r.status, printed).toBe(0);
    const warnings = printed.match(/^tests\/fixtures\/valid\/site\.yaml:\d+:\d+ warning: .*$/gm) ?? [];
    // The fixture has ten (npm run validate lists them): the email settings, four copied facts, a
    // shared title, three dead-end pages and a section page that does not link to the page under it.
    expect(warnings).toHaveLength(10);
    expect(new Set(warnings).size).toBe(10);
    expect(printed.match(/^10 warnings$/gm)).toHaveLength(1);
    for (const file of ['index.html', 'contact/index.html', '404.html', 'sitemap.xml'])
      expect(existsSync(join(out, file)), file).toBe(true);
  }, 240_000);
});
