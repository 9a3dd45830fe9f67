// A site split across files is the same site as one file: a synthetic site of 300 pages (the
// bench's, scripts/bench/synthetic-site.ts: untrimmed copies of a real service page, one page a
// file under pages/section-N/) and the same pages written into site.yaml itself validate with the
// same problems and build the same files, byte for byte (the sitemap's dates apart: outside git,
// each is its build's date).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { writeSyntheticSite } from '../../scripts/bench/synthetic-site.ts';
import { loadSiteFile } from '../../src/validate/load-site.ts';
import type { Problem } from '../../src/validate/problem.ts';
import { testSite } from '../support/test-site.ts';

const work = mkdtempSync(join(tmpdir(), 'split-site-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The split site's pages put back into its site.yaml, in the order the folders give them. */
function oneFile(splitDir: string, siteFile: string, dir: string): string {
  const data = parse(readFileSync(siteFile, 'utf8')) as { routes: Array<{ children?: unknown }> };
  data.routes = data.routes.map((r) => {
    if (typeof r.children !== 'string') return r;
    const folder = join(splitDir, r.children);
    const pages = readdirSync(folder)
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((f) => parse(readFileSync(join(folder, f), 'utf8')) as unknown);
    return { ...r, children: pages };
  });
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'site.yaml');
  writeFileSync(file, stringify(data));
  return file;
}

/** A problem without where it is written (file, line, column), which differ between the two. */
const said = (p: Problem) =>
  `${p.severity} ${p.where}: ${p.message.replace(/ on line \d+/g, ' on line N')} | ${p.fix ?? ''}`;

function build(siteFile: string, outDir: string) {
  const r = spawnSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    env: {
      ...process.env,
      // Vitest sets NODE_ENV to test, which would give the bundle React's development runtime.
      NODE_ENV: 'production',
      SITE_FILE: siteFile,
      SITE_PUBLIC_DIR: testSite.publicDir,
      SITE_OUT_DIR: outDir,
      SITE_CARD_CACHE: join(work, 'cards'),
      NO_COLOR: '1',
    },
    encoding: 'utf8',
    timeout: 400_000,
  });
  expect(r.status, r.stdout + r.stderr).toBe(0);
}

/** Every file under `dir`, by its path from there. */
function filesOf(dir: string, base = ''): string[] {
  return readdirSync(join(dir, base), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(dir, `${base}${e.name}/`) : [`${base}${e.name}`],
  );
}

describe('a site of 300 pages split across files', () => {
  const splitDir = join(work, 'split');
  const { file: splitFile } = writeSyntheticSite(splitDir, 300);
  const wholeFile = oneFile(splitDir, splitFile, join(work, 'whole'));

  it('is made of files, and the one-file copy is one file', () => {
    expect(readdirSync(join(splitDir, 'pages')).length).toBeGreaterThan(4);
    expect(readFileSync(wholeFile, 'utf8')).not.toContain('pages/');
  });

  it('validates to the same site with the same problems', () => {
    const split = loadSiteFile(splitFile, undefined, { publicDir: testSite.publicDir });
    const whole = loadSiteFile(wholeFile, undefined, { publicDir: testSite.publicDir });
    expect(split.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(split.config).toBeDefined();
    expect(split.config).toEqual(whole.config);
    expect(split.problems.map(said).sort()).toEqual(whole.problems.map(said).sort());
    // The problems of a copied page are said at its own file.
    expect(split.problems.some((p) => /pages\/section-0\/page-\d+\.yaml$/.test(p.file))).toBe(true);
  }, 300_000);

  it('builds the same files, byte for byte', () => {
    const outSplit = join(work, 'out-split');
    const outWhole = join(work, 'out-whole');
    build(splitFile, outSplit);
    build(wholeFile, outWhole);
    const files = filesOf(outSplit).sort();
    expect(files.length).toBeGreaterThan(300);
    expect(filesOf(outWhole).sort()).toEqual(files);
    const undated = (text: string) => text.replace(/<lastmod>[^<]*<\/lastmod>/g, '<lastmod/>');
    for (const f of files) {
      const a = readFileSync(join(outSplit, f));
      const b = readFileSync(join(outWhole, f));
      if (f === 'sitemap.xml') expect(undated(a.toString()), f).toBe(undated(b.toString()));
      else expect(a.equals(b), f).toBe(true);
    }
  }, 900_000);
});
