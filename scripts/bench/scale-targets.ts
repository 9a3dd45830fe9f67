// Issue 39's targets for sites of any size, measured on the bench's synthetic sites (bench.ts
// scale(), synthetic-site.ts): the one place they are written. The bench prints them next to
// its figures, and write-figures.ts puts them beside the figures in docs/performance.md.

export interface ScaleTarget {
  /**
   * Validation of the whole site in a fresh process, its page files' parses in the parse cache
   * (src/validate/parse-cache.ts): `npm run validate` again after a change to a few files. The
   * bench shows the validation with no cache beside it.
   */
  validateMs?: number;
  /** A warm build (the social cards already made). */
  buildMs: number;
  /** Peak resident memory of a build and every process it starts. */
  peakMiB: number;
  /** The JavaScript a leaf page loads may differ from the smallest site's by at most this. */
  leafJsBytes?: number;
}

/** The first build (every social card made) takes at most this many times a warm one. */
export const COLD_OVER_WARM = 3;

/** By the number of pages asked of the synthetic site (`--pages`); other sizes have no target. */
export const SCALE_TARGETS: Readonly<Record<number, ScaleTarget>> = {
  1000: { buildMs: 12_000, peakMiB: 600 },
  10_000: { validateMs: 5000, buildMs: 90_000, peakMiB: 1536, leafJsBytes: 1024 },
};

/** The targets of a synthetic site of `size` pages, when it has any. */
export const scaleTarget = (size: number): ScaleTarget | undefined => SCALE_TARGETS[size];

/** The targets in words, as the bench prints them and the figures file shows them. */
export function targetWords(t: ScaleTarget): string {
  const parts = [
    t.validateMs === undefined ? undefined : `validate ≤ ${t.validateMs / 1000} s`,
    `build ≤ ${t.buildMs / 1000} s`,
    `peak ≤ ${t.peakMiB >= 1024 ? `${t.peakMiB / 1024} GiB` : `${t.peakMiB} MiB`}`,
    `first build ≤ ${COLD_OVER_WARM}× warm`,
    t.leafJsBytes === undefined ? undefined : `leaf page JS within ${t.leafJsBytes / 1024} KB of the smallest site's`,
  ];
  return parts.filter(Boolean).join(', ');
}
