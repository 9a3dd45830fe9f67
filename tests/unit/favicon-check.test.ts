// A site folder without public/favicon.svg (the build then makes the tab icon from the logo) is
// warned about at the logo's line; with it, nothing is said.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runValidate } from '../support/run-validate.ts';

const publicDir = mkdtempSync(join(tmpdir(), 'no-favicon-'));
cpSync('examples/landscaping/public', publicDir, { recursive: true });
rmSync(join(publicDir, 'favicon.svg'));
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

const site = { SITE_DIR: 'examples/landscaping' };
const logoLine = (text: string) => text.split('\n').findIndex((l) => /^\s+src: .*logo/.test(l)) + 1;

describe('the tab icon', () => {
  it('is warned about, at the logo, when public/ has no favicon.svg; the site stays valid', () => {
    const line = logoLine(readFileSync('examples/landscaping/site.yaml', 'utf8'));
    const run = runValidate([], { ...site, SITE_PUBLIC_DIR: publicDir });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(`examples/landscaping/site.yaml:${line}:`);
    expect(run.stderr).toMatch(
      /warning: There is no favicon\.svg in public\/: the build makes the tab icon from the whole logo/,
    );
  });

  it('is not mentioned when the file is there', () => {
    const run = runValidate([], site);
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).not.toContain('favicon');
  });
});
