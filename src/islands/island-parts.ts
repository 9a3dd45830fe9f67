// Every island's `start` (src/blocks/<type>/<type>.client.ts), made here: it finds the parts
// of the server's HTML it works on, and runs only when all of them are there (an island whose
// HTML lacks a part stays as the server rendered it, never half alive).

/**
 * An island's `start`: finds each selector's first match inside the island and calls `run` with
 * them, in order, and the island's props; does nothing when one is missing. `E` names the element
 * type of each part.
 */
export function startWithParts<E extends Element[], P>(
  selectors: { [K in keyof E]: string },
  run: (parts: E, props: P) => void,
): (root: HTMLElement, props: P) => void {
  return (root, props) => {
    const parts = selectors.map((selector) => root.querySelector(selector));
    if (parts.every((part) => part !== null)) run(parts as E, props);
  };
}
