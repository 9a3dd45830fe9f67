// The corpus of broken site files (tests/fixtures/invalid/): each names the exact errors it
// must give, as "# expect: FILE:LINE:COLUMN error: MESSAGE" lines at its top or in a
// NAME.expected file beside it. Every one must fail with exactly those errors, a fix and
// no stack trace; a few go through the command of `npm run validate` (src/validate/cli.ts,
// in the test's process). How long each takes is a bench figure (scripts/bench/validation-times.ts), not an
// assertion here.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteBytes, loadSiteFile, MAX_FILE_BYTES } from '../../src/validate/load-site.ts';
import { formatProblem } from '../../src/validate/problem.ts';
import { runValidate } from '../support/run-validate.ts';

const dir = 'tests/fixtures/invalid';
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

function expectedOf(file: string): string[] {
  const sidecar = join(dir, file.replace(/\.yaml$/, '.expected'));
  if (existsSync(sidecar))
    return readFileSync(sidecar, 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
  return readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('# expect: '))
    .map((l) => l.slice('# expect: '.length));
}

// The command of `npm run validate`, in this process; validate-cli.test.ts checks the npm script's wiring.
const validate = (file: string) => runValidate([file]);

const head = (p: { file: string; line: number; column: number; severity: string; message: string }) =>
  `${p.file}:${p.line}:${p.column} ${p.severity}: ${p.message}`;
const STACK = /^\s+at .*(\.ts|\.js|node:)/m;

describe('the corpus of broken site files', () => {
  // Compile the schema once first, so that a test's own time limit is not spent on the compile.
  beforeAll(() => void loadSiteBytes('valid.yaml', readFileSync('tests/fixtures/valid/site.yaml')), 30_000);

  it('holds at least 25 files, each with its expected errors', () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
    for (const f of files) expect(expectedOf(f), f).not.toEqual([]);
  });

  it.each(files)('%s fails with exactly its expected errors, each with a fix', (file) => {
    const { problems, config } = loadSiteBytes(file, readFileSync(join(dir, file)));
    const errors = problems.filter((p) => p.severity === 'error');
    expect(config).toBeUndefined();
    expect(errors.map(head)).toEqual(expectedOf(file));
    for (const e of errors) {
      expect(e.fix, `${head(e)} has no fix`).toBeTruthy();
      expect(formatProblem(e)).not.toMatch(STACK);
    }
  });

  describe('a 10 MB file', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'site-corpus-'));
    const huge = join(tmp, 'huge.yaml');
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));
    // Valid-looking YAML, so only the size can stop it.
    writeFileSync(huge, `business:\n  description: "${'pressure washing '.repeat(Math.ceil((10 * 1048576) / 17))}"\n`);

    it('is refused by its size, with a clear message', () => {
      const { problems } = loadSiteFile(huge);
      expect(problems).toHaveLength(1);
      expect(problems[0].message).toBe(
        `The file is 10.0 MB; a site file may be at most ${MAX_FILE_BYTES / 1048576} MB.`,
      );
      expect(problems[0].fix).toMatch(/public\/images/);
    });

    it('fails `npm run validate -- FILE` with exit code 1 and no stack trace', () => {
      const r = validate(huge);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/huge\.yaml:1:1 error: The file is 10\.0 MB/);
      expect(r.stderr + r.stdout).not.toMatch(STACK);
    }, 30_000);
  });

  // One of each family through the real command line: YAML, shape, links, URLs, files,
  // nesting that once crashed the validator, and bytes that are not UTF-8.
  const viaCli = [
    'tab-indent.yaml',
    'binary-garbage.yaml',
    'broken-text-link.yaml',
    'javascript-url.yaml',
    'deep-nesting.yaml',
    'latin1-bytes.yaml',
  ];
  it.each(viaCli)(
    '`npm run validate -- %s` exits 1 with the expected message and no stack trace',
    (file) => {
      const path = join(dir, file);
      const r = validate(path);
      expect(r.status).toBe(1);
      for (const line of expectedOf(file)) expect(r.stderr).toContain(line.replace(`${file}:`, `${path}:`));
      expect(r.stderr).toMatch(/\n {2}fix: /);
      expect(r.stderr + r.stdout).not.toMatch(STACK);
      expect(basename(path)).toBe(file);
    },
    30_000,
  );
});
