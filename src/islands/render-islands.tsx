// Renders each island collected during a page render on its own (with its own useId prefix,
// as the browser will hydrate it) and puts its HTML into its placeholder.
import { renderToString } from 'react-dom/server';
import { islandMarker, type CollectedIsland } from './Island.tsx';
import { IslandRoot } from './IslandRoot.tsx';
import { idPrefix, loadIsland } from './registry.ts';

export async function renderIslands(html: string, collected: readonly CollectedIsland[]): Promise<string> {
  let out = html;
  for (const island of collected) {
    const Component = await loadIsland(island.name);
    const inner = renderToString(
      <IslandRoot>
        <Component {...island.props} />
      </IslandRoot>,
      { identifierPrefix: idPrefix(island.id) },
    );
    const marker = islandMarker(island.id);
    if (!out.includes(marker)) throw new Error(`The placeholder of island ${island.id} (${island.name}) is missing`);
    out = out.replace(marker, () => inner);
  }
  return out;
}
