// Hydrates one island: loads React and the island's component, reads its props from the
// page and makes the server's HTML live. Resolves once the island is interactive.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '../islands/IslandRoot.tsx';
import { idPrefix, loadIsland } from '../islands/registry.ts';

export async function hydrate(root: HTMLElement): Promise<void> {
  const name = root.dataset.island ?? '';
  const props = JSON.parse(root.dataset.props ?? '{}') as object;
  const Component = await loadIsland(name);
  await new Promise<void>((resolve) => {
    hydrateRoot(root, createElement(IslandRoot, { onReady: resolve }, createElement(Component, props)), {
      identifierPrefix: idPrefix(root.id),
    });
  });
}
