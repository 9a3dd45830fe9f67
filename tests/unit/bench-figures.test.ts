// `npm run bench -- --write` puts the figures a run measured into docs/performance.md between its
// markers, with the date and the machine, and leaves the rest of the file alone. Tried here on a
// small results object: the bench itself is far too long for a test.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  END,
  FIGURES_FILE,
  START,
  figuresMarkdown,
  withFigures,
  writeFigures,
  type BenchResults,
  type Machine,
} from '../../scripts/bench/write-figures.ts';
import { SCALE_TARGETS, targetWords } from '../../scripts/bench/scale-targets.ts';

const machine: Machine = {
  cores: 2,
  cpu: 'Test CPU @ 2.0GHz',
  memoryGiB: 8,
  load: [7.25, 6, 5.5],
  os: 'Linux 6.1',
  node: 'v20.20.2',
};
/** One Lighthouse run, which is also the median of the one run. */
const scores = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs: 1200,
  tbtMs: 0,
  fcpMs: 900,
};
const results: BenchResults = {
  date: '2026-11-29T03:00:00.000Z',
  runs: 3,
  build: { ms: 8012, peakMiB: 377 },
  interaction: {
    firstPress: [{ name: 'tap on Menu (390 px)', medianMs: 48.4, runsMs: [45.1, 48.4, 60.2] }],
    cssFloor: { '/contact': { atLoad: 14_000, floor: 10_621, ratio: 14_000 / 10_621 } },
  },
  lighthouse: { '/': { scores, runs: [scores] } },
  office: { startMs: 812, idleMiB1: 120, idleMiB10: 180, startMs10: 1300 },
};

describe('npm run bench -- --write', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('writes what was measured, with the date and the machine, and nothing that was not', () => {
    const md = figuresMarkdown(results, machine);
    expect(md).toContain('## Last measured: 2026-11-29');
    expect(md).toContain('2 cores (Test CPU @ 2.0GHz), 8 GiB, Linux 6.1, Node v20.20.2; load average 7.3, 6.0, 5.5');
    expect(md).toContain('medians of 3 runs');
    expect(md).toContain('8.0 s, peak 377 MiB');
    expect(md).toContain('| tap on Menu (390 px) | 48 ms | 45, 48, 60 |');
    expect(md).toContain('| `/contact` | 13.7 KB | 10.4 KB | 1.318× |');
    expect(md).toContain('| `/` | 100 | 100 | 100 | 100 | 0.000 | 0 ms | 1 of 1 | 1.2 s |');
    expect(md).toContain('start to ready 812 ms');
    expect(md).not.toMatch(/Synthetic sites|Pictures|CPU at rest|The editor/);
  });

  it("writes the synthetic sites with issue 39's targets beside each size that has them", () => {
    const row = (size: number, pages: number) => ({
      size,
      pages,
      validateColdMs: 4200,
      validateWarmMs: 3900,
      buildMs: 61_000,
      peakMiB: 1200,
      firstBuild: { ms: 150_000, peakMiB: 1300 },
      leafJs: 3100,
      built: true,
    });
    const md = figuresMarkdown({ ...results, scale: [row(40, 41), row(10_000, 10_003)] }, machine);
    expect(md).toContain('### Synthetic sites');
    expect(md).toContain(
      "| 10003 | 4200 ms / 3900 ms | 61.0 s | 1200 MiB | 150.0 s, 1300 MiB | 3.0 KB | validate ≤ 5 s, build ≤ 90 s, peak ≤ 1.5 GiB, first build ≤ 3× warm, leaf page JS within 1 KB of the smallest site's |",
    );
    expect(md).toMatch(/\| 41 \| [^\n]* \| — \|\n/);
    expect(targetWords(SCALE_TARGETS[1000])).toBe('build ≤ 12 s, peak ≤ 600 MiB, first build ≤ 3× warm');
  });

  it('replaces only what lies between the markers', () => {
    const text = `# Title\n\nIntro.\n\n${START}\n\nold figures\n\n${END}\n\n## After\n`;
    const next = withFigures(text, 'new figures');
    expect(next).toBe(`# Title\n\nIntro.\n\n${START}\n\nnew figures\n\n${END}\n\n## After\n`);
    expect(withFigures(next, 'newer')).toContain(`${START}\n\nnewer\n\n${END}`);
    expect(() => withFigures('# No markers\n', 'x')).toThrow(/markers/);
  });

  it('writes a file Prettier leaves as it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-figures-'));
    dirs.push(dir);
    const file = join(dir, 'performance.md');
    writeFileSync(file, `# Performance\n\n${START}\n\nold\n\n${END}\n`);
    await writeFigures(results, machine, file);
    const written = readFileSync(file, 'utf8');
    expect(written).toContain('## Last measured: 2026-11-29');
    expect(written).not.toContain('old');
    const prettier = await import('prettier');
    expect(await prettier.check(written, { filepath: file })).toBe(true);
  });

  it('docs/performance.md has the markers', () => {
    const text = readFileSync(FIGURES_FILE, 'utf8');
    expect(text.indexOf(START)).toBeGreaterThan(0);
    expect(text.indexOf(END)).toBeGreaterThan(text.indexOf(START));
  });
});
