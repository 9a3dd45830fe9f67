// Tests only: OFFICE_TEST_PAUSE_AT names a point where the office stands still, so that a test
// can kill it exactly there (tests/office/kill-mid-publish.test.ts). Only tests set it; unset (as in
// production) nothing pauses. The pause blocks the whole process (a save's last step is
// synchronous), and it says on its output that it has begun.
//   save-rename: a save, between writing site.yaml's new text beside it and renaming it over.

export type PausePoint = 'save-rename';

const PAUSE_MS = 60_000;

/** A function that pauses the process when OFFICE_TEST_PAUSE_AT is `point`; undefined otherwise. */
export function pauseAt(point: PausePoint): (() => void) | undefined {
  if (process.env.OFFICE_TEST_PAUSE_AT !== point) return undefined;
  return () => {
    process.stdout.write(`Test pause at ${point}.\n`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, PAUSE_MS);
  };
}
