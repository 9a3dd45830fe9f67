// The root of every island, on the server and in the browser alike (so useId() values
// match): it tells the hydration script once the island is live.
import { useEffect, type ReactNode } from 'react';

export function IslandRoot({ children, onReady }: { children?: ReactNode; onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return children;
}
