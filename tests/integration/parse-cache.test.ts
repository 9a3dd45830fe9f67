// The parse cache (src/validate/parse-cache.ts, page-parse.ts, lazy-tree.ts) changes nothing but
// the time: a site of many page files, with problems in its page files, gives the same problems
// (words, files, lines, columns, in the same order) and the same site with the cache off, cold
// (being filled), warm on disk in a fresh process's memory, and warm in memory; a page file
// changed between two validations is validated as it is now; a damaged cache entry is no entry;
// two processes filling one empty cache at once both get it right and leave it whole.
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSyntheticSite } from '../../scripts/bench/synthetic-site.ts';
import { problemsDigest, type ValidateRun } from '../../scripts/bench/validate-cache.ts';
import { loadSiteFile, type LoadResult } from '../../src/validate/load-site.ts';
import { forgetParsesInMemory } from '../../src/validate/parse-cache.ts';
import { pageParses } from '../../src/validate/page-parse.ts';
import { testSite } from '../support/test-site.ts';

const work = mkdtempSync(join(tmpdir(), 'parse-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const saved = { mode: process.env.SITE_PARSE_CACHE, dir: process.env.SITE_PARSE_CACHE_DIR };
let cacheDir = '';
beforeEach(() => {
  cacheDir = mkdtempSync(join(work, 'cache-'));
  process.env.SITE_PARSE_CACHE_DIR = cacheDir;
  delete process.env.SITE_PARSE_CACHE;
  forgetParsesInMemory();
});
afterEach(() => {
  if (saved.mode === undefined) delete process.env.SITE_PARSE_CACHE;
  else process.env.SITE_PARSE_CACHE = saved.mode;
  if (saved.dir === undefined) delete process.env.SITE_PARSE_CACHE_DIR;
  else process.env.SITE_PARSE_CACHE_DIR = saved.dir;
  forgetParsesInMemory();
});

const load = (file: string) => loadSiteFile(file, undefined, { publicDir: testSite.publicDir });

/** A validation with the cache off (the parse of every file, as before the cache). */
function uncached(file: string): LoadResult {
  process.env.SITE_PARSE_CACHE = 'off';
  try {
    return load(file);
  } finally {
    delete process.env.SITE_PARSE_CACHE;
  }
}

/** What a validation says and gives: every problem, whole, and the site. */
const outcome = (r: LoadResult) => ({ problems: r.problems, config: r.config });

/** The cache's entries (files), by path. */
const entries = (dir = cacheDir): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());

/** Counts of page files parsed and kept during `run`. */
function counted<T>(run: () => T): { value: T; kept: number; parsed: number; parsedLater: number } {
  const before = { ...pageParses };
  const value = run();
  return {
    value,
    kept: pageParses.kept - before.kept,
    parsed: pageParses.parsed - before.parsed,
    parsedLater: pageParses.parsedLater - before.parsedLater,
  };
}

/** Replaces `from` with `to` in a site's file, which must hold it. */
function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

/** A synthetic site of about `pages` pages (one page a file under pages/section-N/). */
function manyFiles(name: string, pages = 120): { dir: string; file: string; page: (n: number) => string } {
  const dir = join(work, name);
  const { file } = writeSyntheticSite(dir, pages);
  const page = (n: number) =>
    join(dir, 'pages', `section-${Math.floor(n / 50)}`, `page-${String(n).padStart(5, '0')}.yaml`);
  return { dir, file, page };
}

// Problems in page files of every kind the checks after the parse find: a bad link, a copy of
// the phone number, a list of pages in a file (its root a list), and a YAML warning in a file.
const checksSite = manyFiles('checks');
edit(checksSite.page(3), 'link: /contact', 'link: /no-such-page');
edit(checksSite.page(7), 'up to three stories.', 'up to three stories. Call (985) 555-0142 today.');
edit(checksSite.page(60), 'link: /maintenance', 'link: /maintenanse');
mkdirSync(join(checksSite.dir, 'pages'), { recursive: true });
/** A page file's text as an item of a list of pages. */
const asItem = (text: string) =>
  `${text
    .trimEnd()
    .split('\n')
    .map((line, i) => (i === 0 ? `- ${line}` : line ? `  ${line}` : line))
    .join('\n')}\n`;
writeFileSync(
  join(checksSite.dir, 'pages', 'extra.yaml'),
  asItem(readFileSync(checksSite.page(10), 'utf8').replace('path: page-10', 'path: extra-one')) +
    asItem(
      readFileSync(checksSite.page(11), 'utf8')
        .replace('path: page-11', 'path: extra-two')
        .replace('link: /commercial', 'link: /nowhere'),
    ),
);
edit(
  checksSite.file,
  'children: pages/section-0/',
  'children: pages/section-0/\n  - path: extra\n    name: Extra\n    heading: Extra\n    children: pages/extra.yaml',
);
writeFileSync(
  checksSite.page(20),
  `%FOO a directive YAML does not know: a warning\n---\n${readFileSync(checksSite.page(20), 'utf8')}`,
);

// A value of the wrong kind (the schema's error) deep in one page file, and a key it does not know in another.
const schemaSite = manyFiles('schema');
edit(schemaSite.page(5), 'width: 600', 'width: wide');
edit(
  schemaSite.page(70),
  'heading: Residential Window Cleaning\n',
  'heading: Residential Window Cleaning\ncolour: red\n',
);

describe('the parse cache', () => {
  it('the sites have problems in their page files, at lines and columns past the first', () => {
    for (const site of [checksSite, schemaSite]) {
      const inPages = uncached(site.file).problems.filter((p) => p.file.includes('/pages/'));
      expect(inPages.some((p) => p.severity === 'error')).toBe(true);
      expect(inPages.some((p) => p.line > 4 && p.column > 1)).toBe(true);
    }
    const said = uncached(checksSite.file).problems.map((p) => p.message);
    expect(said.some((m) => m.includes('/no-such-page'))).toBe(true);
    expect(said.some((m) => m.includes('/nowhere'))).toBe(true);
    expect(said.some((m) => m.includes('copies the phone number'))).toBe(true);
    expect(uncached(schemaSite.file).config).toBeUndefined();
  });

  for (const [name, site] of [
    ['checks after the parse (links, copies, a list file)', checksSite],
    ['the schema', schemaSite],
  ] as const)
    it(`gives the same problems cold, warm and off: ${name}`, () => {
      const off = outcome(uncached(site.file));
      const cold = counted(() => load(site.file));
      expect(cold.parsed).toBeGreaterThan(50);
      expect(outcome(cold.value)).toEqual(off);
      expect(entries().length).toBeGreaterThan(50);
      // A fresh process: the entries on disk, nothing in memory.
      forgetParsesInMemory();
      const disk = counted(() => load(site.file));
      expect(disk.kept).toBeGreaterThan(50);
      expect(outcome(disk.value)).toEqual(off);
      // The same process again: the entries in memory.
      const memory = counted(() => load(site.file));
      expect(memory.kept).toBe(disk.kept);
      expect(outcome(memory.value)).toEqual(off);
      // The problems were placed from the outlines: no kept file was parsed for them.
      expect(disk.parsedLater + memory.parsedLater).toBe(0);
    });

  it('gives the same problems cold, warm and off on the fixture site', () => {
    const off = outcome(uncached(testSite.file));
    expect(off.problems.length).toBeGreaterThan(0);
    expect(outcome(load(testSite.file))).toEqual(off);
    forgetParsesInMemory();
    expect(outcome(load(testSite.file))).toEqual(off);
    expect(outcome(load(testSite.file))).toEqual(off);
  });

  it('never keeps a file with a problem, and SITE_PARSE_CACHE=off keeps nothing', () => {
    load(checksSite.file);
    forgetParsesInMemory();
    const warm = counted(() => load(checksSite.file));
    // The file with the YAML warning is parsed each time.
    expect(warm.parsed).toBe(1);
    process.env.SITE_PARSE_CACHE = 'off';
    const other = mkdtempSync(join(work, 'off-'));
    process.env.SITE_PARSE_CACHE_DIR = other;
    const off = counted(() => load(checksSite.file));
    expect(off.kept).toBe(0);
    expect(entries(other)).toEqual([]);
  });

  it('validates a page file changed since the last validation as it is now', () => {
    const site = manyFiles('changed', 60);
    load(site.file);
    const file = site.page(4);
    const before = readFileSync(file, 'utf8');
    // The same length, so that only the content tells the change.
    edit(file, 'link: /contact', 'link: /nothere');
    expect(readFileSync(file, 'utf8').length).toBe(before.length);
    const broken = load(site.file);
    expect(outcome(broken)).toEqual(outcome(uncached(site.file)));
    expect(broken.problems.some((p) => p.message.includes('/nothere') && p.file === resolve(file))).toBe(true);
    edit(file, 'name: Residential Window Cleaning 4', 'name: Residential Window Washing 4');
    edit(file, 'link: /nothere', 'link: /contact');
    for (const fresh of [false, true]) {
      if (fresh) forgetParsesInMemory();
      const fixed = load(site.file);
      expect(fixed.problems.some((p) => p.message.includes('/nothere'))).toBe(false);
      const names = JSON.stringify(fixed.config?.routes);
      expect(names).toContain('Residential Window Washing 4');
      expect(names).not.toContain('Residential Window Cleaning 4"');
      expect(outcome(fixed)).toEqual(outcome(uncached(site.file)));
    }
  });

  it('reads a truncated, corrupt, foreign, empty or unreadable entry as no entry', () => {
    const off = outcome(uncached(checksSite.file));
    load(checksSite.file);
    const all = entries().sort();
    expect(all.length).toBeGreaterThan(50);
    const [truncated, zero, flipped, foreign, unreadable, swapped] = all;
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    writeFileSync(zero, '');
    // A changed word in the data itself, which would still read as data without the entry's checksum.
    const bytes = readFileSync(flipped);
    const at = bytes.lastIndexOf('Residential');
    expect(at).toBeGreaterThan(0);
    bytes.write('Rexidential', at, 'latin1');
    writeFileSync(flipped, bytes);
    // Another file's entry under this one's name.
    writeFileSync(foreign, readFileSync(swapped));
    rmSync(unreadable);
    mkdirSync(unreadable);
    forgetParsesInMemory();
    const damaged = counted(() => load(checksSite.file));
    expect(outcome(damaged.value)).toEqual(off);
    expect(damaged.parsed).toBe(5 + 1);
    // Each damaged entry was made again (the unreadable one, a folder, stays unread).
    forgetParsesInMemory();
    const again = counted(() => load(checksSite.file));
    expect(outcome(again.value)).toEqual(off);
    expect(again.parsed).toBe(1 + 1);
  });

  it('two processes filling one empty cache at once are both right, and leave it whole', async () => {
    const off = uncached(checksSite.file).problems;
    const expected = { problems: off.length, digest: problemsDigest(off) };
    const run = () =>
      new Promise<ValidateRun>((done, fail) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', resolve('scripts/bench/validate-cache.ts'), '--child', checksSite.file],
          { env: { ...process.env, SITE_PARSE_CACHE_DIR: cacheDir, SITE_PUBLIC_DIR: testSite.publicDir } },
        );
        let out = '';
        let err = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        child.on('error', fail);
        child.on('close', (code) =>
          code === 0
            ? done(JSON.parse(out.trim().split('\n').at(-1) ?? '') as ValidateRun)
            : fail(new Error(`exit ${code}: ${err}`)),
        );
      });
    const both = await Promise.all([run(), run()]);
    for (const r of both) expect({ problems: r.problems, digest: r.digest }).toEqual(expected);
    expect(entries().filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // Whole: a third validation takes every clean file from the cache and says the same.
    const third = await run();
    expect({ problems: third.problems, digest: third.digest }).toEqual(expected);
    expect(third.kept).toBeGreaterThan(50);
    expect(third.parsed).toBe(1);
  }, 120_000);
});
