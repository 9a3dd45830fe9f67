// Whether the visitor asks for reduced motion. Null until known: the server and the hydrating
// render cannot know it, so motion code waits for a value before it starts.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => null,
  );
}
