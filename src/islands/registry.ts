// The interactive parts of a page ("islands"): the only components the browser loads and
// hydrates. Everything else is rendered to HTML at build time and ships no JavaScript.
// Each island is a React component whose props are plain JSON, serialized next to it.
import type { ComponentProps, ComponentType } from 'react';

export const islands = {
  Carousel: () => import('../blocks/carousel/Carousel.tsx'),
  ContactForm: () => import('../blocks/contactForm/ContactForm.tsx'),
};

export type IslandName = keyof typeof islands;
type ComponentOf<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>['default'];
export type IslandProps<N extends IslandName> = ComponentProps<ComponentOf<N>>;

/**
 * When an island's code loads and hydrates:
 * - `interaction`: on the first pointer, focus, key or touch inside it; that first press is replayed;
 * - `visible`: when it comes near the viewport.
 */
export type HydrateWhen = 'interaction' | 'visible';

export async function loadIsland(name: string): Promise<ComponentType<object>> {
  const loader = (islands as Record<string, (() => Promise<{ default: unknown }>) | undefined>)[name];
  if (!loader) throw new Error(`Unknown island "${name}"`);
  return (await loader()).default as ComponentType<object>;
}

/** The id prefix of an island's useId() values, the same on the server and in the browser. */
export const idPrefix = (islandId: string) => `${islandId}-`;
