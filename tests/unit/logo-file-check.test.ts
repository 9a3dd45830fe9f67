// The logo's address is a file's path alone, and the file a picture (an SVG drawing for
// logo.src): validate refuses at the line what the build once crashed on or published
// (issue 44: /images/logo.svg?x=1 gave a raw ENOENT; /leak-passwd.txt validated).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/validate/yaml-source.ts';
import { siteValidator } from '../../src/validate/schema-validator.ts';
import { siteChecks } from '../../src/validate/checks/site-checks.ts';
import type { SiteConfig } from '../../src/site/site-types.generated.ts';
import { testSite } from '../support/test-site.ts';

const text = readFileSync(testSite.file, 'utf8');
const LOGO_LINE = text.split('\n').findIndex((l) => l.trim() === 'src: /images/logo.svg') + 1;
let publicDir: string;

beforeAll(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'logo-check-'));
  cpSync(testSite.publicDir, publicDir, { recursive: true });
  writeFileSync(join(publicDir, 'leak-passwd.txt'), 'root:x:0:0:root:/root:/bin/bash\n');
  writeFileSync(join(publicDir, 'images/fake.svg'), 'root:x:0:0:root:/root:/bin/bash\n');
  cpSync(join(publicDir, 'images/logo.svg'), join(publicDir, 'images/logo.png'));
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

/** The logo problems of the root site with logo.src written as `src`: line and message. */
function logoProblems(src: string) {
  const { source, data } = parseYaml('site.yaml', text.replace('src: /images/logo.svg', `src: "${src}"`));
  expect(siteValidator().validate(data)).toBe(true);
  return siteChecks(data as SiteConfig, source, { publicDir })
    .filter((p) => p.severity === 'error' && p.message.startsWith('The logo'))
    .map((p) => [p.line, p.message, p.fix]);
}

describe('the logo file check', () => {
  it('passes the site’s own logo', () => {
    expect(LOGO_LINE).toBeGreaterThan(0);
    expect(logoProblems('/images/logo.svg')).toEqual([]);
  });

  it.each([
    ['/images/logo.svg?x=1', /has a query \(\?…\)/, /\/images\/logo\.svg\.$/],
    ['/images/logo.svg#top', /has a fragment \(#…\)/, /\/images\/logo\.svg\.$/],
    ['/leak-passwd.txt', /is not a picture file/, /path of the logo file/],
    ['/images/fake.svg', /is named as an SVG drawing, but the file is not one/, /SVG drawing/],
    ['/images/logo.png', /is a raster picture, but the main logo must be an SVG drawing/, /SVG drawing/],
  ])('refuses %s at its line, with a fix', (src, message, fix) => {
    expect(logoProblems(src)).toEqual([[LOGO_LINE, expect.stringMatching(message), expect.stringMatching(fix)]]);
  });
});
