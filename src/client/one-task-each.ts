// Runs steps in order, each in a task of its own: between two steps the browser can paint and
// answer a press, and no step's work adds to another's in one long task.

export function oneTaskEach(steps: readonly (() => void)[]): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    // A step that throws still lets the next ones run (the one that sends a waiting request
    // among them); its error is reported as before.
    try {
      step();
    } finally {
      oneTaskEach(rest);
    }
  });
}
