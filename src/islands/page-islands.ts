// The island mechanism with the site's islands (src/blocks/islands.generated.ts): a chunk of
// its own, which the page script loads only on a page that has an island
// (src/client/page-behaviours.ts), so the pages without one carry none of its code.
import { islandLoaders } from '../blocks/islands.generated.ts';
import { watchIslands } from './wake.ts';

/** Watches the page's islands (what the page script starts on a page that has one). */
export function start(doc: Document): void {
  watchIslands(doc, islandLoaders);
}
