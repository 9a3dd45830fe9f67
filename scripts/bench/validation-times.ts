// How long the validator takes on each broken site file of tests/fixtures/invalid/ and on a
// 10 MB file (refused by its size before parsing). Timings are figures for the bench, not test
// assertions: on a busy machine a time limit fails for reasons the code does not control.
//   npx tsx scripts/bench/validation-times.ts
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadSiteBytes, loadSiteFile } from '../../src/validate/load-site.ts';
import { median } from './build-run.ts';

const CORPUS = 'tests/fixtures/invalid';

export interface ValidationTimes {
  files: number;
  medianMs: number;
  slowest: { file: string; ms: number };
  tenMegabyteFileMs: number;
}

const time = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

export function validationTimes(): ValidationTimes {
  // Compile the schema first, so that the figures measure each file, not the compile.
  loadSiteBytes('valid.yaml', readFileSync('tests/fixtures/valid/site.yaml'));
  const runs = readdirSync(CORPUS)
    .filter((f) => f.endsWith('.yaml'))
    .map((file) => ({ file, ms: time(() => loadSiteBytes(file, readFileSync(join(CORPUS, file)))) }))
    .sort((a, b) => a.ms - b.ms);
  const tmp = mkdtempSync(join(tmpdir(), 'bench-huge-'));
  try {
    const huge = join(tmp, 'huge.yaml');
    writeFileSync(
      huge,
      `business:\n  description: "${'a long description '.repeat(Math.ceil((10 * 1048576) / 19))}"\n`,
    );
    const round = (ms: number) => Math.round(ms * 10) / 10;
    const slowest = runs.at(-1) ?? { file: '', ms: 0 };
    return {
      files: runs.length,
      medianMs: round(median(runs.map((r) => r.ms)) ?? 0),
      slowest: { file: slowest.file, ms: round(slowest.ms) },
      tenMegabyteFileMs: round(time(() => loadSiteFile(huge))),
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(validationTimes());
