// `npm run bench -- --write`: the figures a run measured go into docs/performance.md, between
// the markers below, with the date and the machine they were measured on. Only what the run
// measured is written (bench.ts writes full runs only); the rest of the file is left as it is.
// The figures a write replaces stay in the file's git history.
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import type { LighthouseScores } from './lighthouse.ts';
import type { AfterInteraction } from './after-interaction.ts';
import type { AdminLoad } from './admin-load.ts';
import type { PictureFigures } from './pictures.ts';
import type { ValidationTimes } from './validation-times.ts';
import { scaleTarget, targetWords } from './scale-targets.ts';

export const FIGURES_FILE = 'docs/performance.md';
export const START = '<!-- bench:start: written by `npm run bench -- --write`; edits here are replaced -->';
export const END = '<!-- bench:end -->';

/** What bench.ts collects (bench-results/bench.json); every part is there only when measured. */
export interface BenchResults {
  date: string;
  runs: number;
  build?: { ms: number; peakMiB: number };
  javascript?: Record<string, number>;
  interaction?: {
    firstPress?: { name: string; medianMs: number; runsMs: number[] }[];
    afterInteraction?: Record<string, AfterInteraction>;
    cssFloor?: Record<string, { atLoad: number; floor: number; ratio: number }>;
    cpuAtRest?: Record<string, number>;
  };
  lighthouse?: Record<string, { scores?: LighthouseScores; runs: LighthouseScores[]; error?: string }>;
  validation?: ValidationTimes;
  adminLoad?: AdminLoad;
  adminPhoneLoad?: AdminLoad;
  pictures?: PictureFigures | string;
  office?: { startMs: number; idleMiB1: number; idleMiB10: number; startMs10: number };
  scale?: {
    /** The pages asked for (--pages): what the targets are set by. */
    size?: number;
    pages: number;
    validateColdMs: number;
    validateWarmMs: number;
    /** Validation with the parse cache, each in a fresh process: filling an empty one, and from the filled one. */
    validateCache?: { fillMs: number; cachedMs: number };
    buildMs: number;
    peakMiB: number;
    firstBuild: { ms: number; peakMiB: number };
    leafJs?: number;
    built: boolean;
  }[];
}

export interface Machine {
  cores: number;
  cpu: string;
  memoryGiB: number;
  load: number[];
  os: string;
  node: string;
}

export function thisMachine(): Machine {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    load: loadavg(),
    os: `${osType()} ${release()}`,
    node: process.version,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
/** A table's rows, one a page: the page's address as code, then the cells of its figures. */
const byPage = <T>(figures: Record<string, T>, cells: (figure: T) => Array<string | number>) =>
  Object.entries(figures).map(([page, figure]) => [`\`${page}\``, ...cells(figure)]);
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** The Markdown of one run's figures (without the markers). */
export function figuresMarkdown(r: BenchResults, machine: Machine): string {
  const day = r.date.slice(0, 10);
  const out: string[] = [
    `## Last measured: ${day}`,
    `\`npm run bench\` on ${day}, ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}; load average ${machine.load.map((l) => l.toFixed(1)).join(', ')} when written; medians of ${r.runs} runs. Targets are those \`npm run bench\` prints.`,
  ];
  if (r.build)
    out.push(
      `**Build** of this site (validate, browser build, server build, prerender): ${s(r.build.ms)}, peak ${r.build.peakMiB} MiB.`,
    );
  if (r.javascript)
    out.push(
      '### JavaScript on a phone at load',
      'gzip -9 of every script fetched until the network is idle (390×844).',
      table(
        ['page', 'JavaScript'],
        byPage(r.javascript, (bytes) => [kb(bytes)]),
      ),
    );
  const i = r.interaction;
  if (i?.firstPress)
    out.push(
      '### First press',
      'Input event to the first frame showing the response, CPU slowed 4×, 150 ms round trip.',
      table(
        ['press', 'median', 'runs'],
        i.firstPress.map((p) => [p.name, ms(p.medianMs), p.runsMs.map(Math.round).join(', ')]),
      ),
    );
  if (i?.afterInteraction)
    out.push(
      '### JavaScript after using every part of a page',
      table(
        ['page', 'at load', 'after the menus', 'after everything'],
        byPage(i.afterInteraction, (b) => [kb(b.atLoad), kb(b.afterMenus), kb(b.afterAll)]),
      ),
    );
  if (i?.cssFloor)
    out.push(
      '### Bytes at load against the floor',
      'HTML + CSS + JS at load (gzip) against the floor: the HTML and the CSS rules used at 390 and 1280 px after scrolling.',
      table(
        ['page', 'at load', 'floor', 'ratio'],
        byPage(i.cssFloor, (f) => [kb(f.atLoad), kb(f.floor), `${f.ratio.toFixed(3)}×`]),
      ),
    );
  if (i?.cpuAtRest)
    out.push(
      '### CPU at rest',
      'CPU seconds per second of the whole browser over 10 s after load, untouched.',
      table(
        ['page', 'CPU-s/s'],
        byPage(i.cpuAtRest, (c) => [c.toFixed(3)]),
      ),
    );
  if (r.lighthouse)
    out.push(
      '### Lighthouse, mobile',
      'Simulated slow 4G and 4× CPU slowdown, served locally with gzip.',
      table(
        ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'CLS', 'TBT', 'runs at TBT 0', 'LCP'],
        byPage(r.lighthouse, (l) =>
          l.scores
            ? [
                l.scores.performance,
                l.scores.accessibility,
                l.scores.bestPractices,
                l.scores.seo,
                l.scores.cls.toFixed(3),
                ms(l.scores.tbtMs),
                `${l.runs.filter((x) => x.tbtMs === 0).length} of ${l.runs.length}`,
                s(l.scores.lcpMs),
              ]
            : [`not measured: ${l.error ?? 'no run finished'}`, '', '', '', '', '', '', ''],
        ),
      ),
    );
  if (r.validation)
    out.push(
      `**Validation** of the ${r.validation.files} files of the test corpus: median ${ms(r.validation.medianMs)}, slowest ${ms(r.validation.slowest.ms)} (\`${r.validation.slowest.file}\`); a 10 MB file is refused in ${ms(r.validation.tenMegabyteFileMs)}.`,
    );
  if (r.adminLoad)
    out.push(
      `**The editor** at \`/admin/\` on a warm dev server: median ${ms(r.adminLoad.medianMs)} over ${r.adminLoad.runsMs.length} loads; first load ${ms(r.adminLoad.coldMs)}.`,
    );
  if (r.adminPhoneLoad)
    out.push(
      `**The editor at 390 × 844, CPU 4× slower** (warm dev server, modules unbundled): median ${ms(r.adminPhoneLoad.medianMs)} to its first usable field; first load ${ms(r.adminPhoneLoad.coldMs)}.`,
    );
  if (typeof r.pictures === 'string') out.push(`**Pictures**: not measured (${r.pictures}).`);
  else if (r.pictures) {
    const p = r.pictures;
    out.push(
      `**Pictures** (the photo test site): the first build encodes ${p.cold.encoded} files in ${s(p.cold.pictureMs)} (whole build ${s(p.cold.buildMs)}), a second ${p.warm.encoded} in ${ms(p.warm.pictureMs)}; a 390 px phone at DPR 2 loads ${kb(p.firstScreenBytes)} of pictures for its first screen (${kb(p.allPictureBytesAtLoad)} at load)${p.lighthouse ? `; Lighthouse mobile ${p.lighthouse.performance}, LCP ${s(p.lighthouse.lcpMs)}` : ''}.`,
    );
  }
  if (r.office)
    out.push(
      `**The office**: start to ready ${ms(r.office.startMs)} (one site, PGlite), ${ms(r.office.startMs10)} (ten sites); resident memory at rest ${r.office.idleMiB1} MiB (one site), ${r.office.idleMiB10} MiB (ten sites).`,
    );
  if (r.scale)
    out.push(
      '### Synthetic sites',
      "Untrimmed copies of a real service page, one page a file under `pages/`; the targets are issue 39's (`scripts/bench/scale-targets.ts`).",
      table(
        ['pages', 'validate (cold / warm)', 'build', 'peak', 'first build (every card)', 'leaf page JS', 'targets'],
        r.scale.map((x) => [
          x.pages,
          `${ms(x.validateColdMs)} / ${ms(x.validateWarmMs)}`,
          x.built ? s(x.buildMs) : 'failed',
          `${x.peakMiB} MiB`,
          `${s(x.firstBuild.ms)}, ${x.firstBuild.peakMiB} MiB`,
          x.leafJs === undefined ? '—' : kb(x.leafJs),
          ((t) => (t ? targetWords(t) : '—'))(scaleTarget(x.size ?? x.pages)),
        ]),
      ),
      ...r.scale.flatMap((x) =>
        x.validateCache
          ? [
              `${x.pages} pages: validate cold is the first validation in a process with no parse cache, warm the same process again; with the parse cache, each in a fresh process, ${ms(x.validateCache.fillMs)} filling an empty cache and ${ms(x.validateCache.cachedMs)} from the filled cache (the figure the validate target is for).`,
            ]
          : [],
      ),
    );
  return out.join('\n\n');
}

/** The file's text with `figures` between the markers; the markers must be there. */
export function withFigures(text: string, figures: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${FIGURES_FILE} has no ${START} … ${END} markers: put them back where the figures go.`);
  return `${text.slice(0, start + START.length)}\n\n${figures.trim()}\n\n${text.slice(end)}`;
}

/** Writes one run's figures into docs/performance.md, formatted as Prettier would. */
export async function writeFigures(results: BenchResults, machine = thisMachine(), file = FIGURES_FILE): Promise<void> {
  const prettier = await import('prettier');
  const text = withFigures(readFileSync(file, 'utf8'), figuresMarkdown(results, machine));
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
