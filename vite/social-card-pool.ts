// Renders many social cards at once, for a build whose cards are not in the cache yet (a
// fresh clone, a new theme colour, a renamed company): a few worker threads side by side,
// each rendering at most CARDS_PER_WORKER cards before it ends, because resvg's native
// memory is only returned when its thread ends. Memory stays flat however many pages
// the site has, and the cores share the work.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CardFonts, CardJob } from './social-card.ts';

const CARDS_PER_WORKER = 25;
const MAX_WORKERS = 2;

function runWorker(cacheDir: string, fonts: CardFonts, jobs: CardJob[]): Promise<void> {
  const worker = new Worker(new URL('./social-card-worker.mjs', import.meta.url), {
    workerData: { cacheDir, fonts, jobs },
  });
  return new Promise((done, fail) => {
    let finished = false;
    worker.once('message', () => (finished = true));
    worker.once('error', fail);
    worker.once('exit', (code) =>
      finished && code === 0
        ? done()
        : fail(new Error(`A social card worker stopped (exit code ${code}) before rendering its ${jobs.length} cards`)),
    );
  });
}

/** Renders every job into the cache folder; resolves when all are written. */
export async function renderCardsInWorkers(
  cacheDir: string,
  fonts: CardFonts,
  jobs: readonly CardJob[],
): Promise<void> {
  const batches: CardJob[][] = [];
  for (let i = 0; i < jobs.length; i += CARDS_PER_WORKER) batches.push(jobs.slice(i, i + CARDS_PER_WORKER));
  const lanes = Math.min(MAX_WORKERS, availableParallelism(), batches.length);
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) await runWorker(cacheDir, fonts, batch);
    }),
  );
}
