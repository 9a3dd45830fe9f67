// The first step of every island's `start` (src/blocks/<type>/<type>.client.ts): find the parts
// of the server's HTML it works on, and run only when all of them are there (an island whose
// HTML lacks a part stays as the server rendered it, never half alive).

/**
 * Finds each selector's first match inside `root` and calls `run` with them, in order; does
 * nothing when one is missing. `E` names the element type of each part.
 */
export function withParts<E extends Element[]>(
  root: ParentNode,
  selectors: { [K in keyof E]: string },
  run: (...parts: E) => void,
): void {
  const parts = selectors.map((selector) => root.querySelector(selector));
  if (parts.every((part) => part !== null)) run(...(parts as E));
}
