// Server side of an island: renders a <site-island> placeholder holding the island's name,
// its hydration trigger and its props (JSON), and records it so that render-islands.tsx
// renders the component into the placeholder. Islands do not nest.
import { createContext, useContext } from 'react';
import type { HydrateWhen, IslandName, IslandProps } from './registry.ts';

export interface CollectedIsland {
  id: string;
  name: IslandName;
  props: object;
}

const Collector = createContext<CollectedIsland[] | null>(null);
export const IslandCollector = Collector.Provider;

/** The text that render-islands.tsx replaces with the island's HTML. */
export const islandMarker = (id: string) => `<!--island:${id}-->`;

interface Props<N extends IslandName> {
  name: N;
  props: IslandProps<N>;
  when: HydrateWhen;
}

export function Island<N extends IslandName>({ name, props, when }: Props<N>) {
  const collected = useContext(Collector);
  if (!collected) throw new Error('<Island> outside <IslandCollector>');
  const id = `island-${collected.length}`;
  collected.push({ id, name, props });
  return (
    <site-island
      id={id}
      data-island={name}
      data-when={when}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: islandMarker(id) }}
    />
  );
}
