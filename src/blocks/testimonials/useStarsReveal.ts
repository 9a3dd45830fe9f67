// The stars' one-time animation: 'static' (server, no IntersectionObserver, reduced
// motion: stars simply show), 'waiting' (hidden until the block comes near) and 'playing'.
// It starts 150 px before the block enters the viewport, and never runs twice.
import { useEffect, useState, type RefObject } from 'react';
import { useReducedMotion } from '../../components/useReducedMotion.ts';
import { STAR_TRIGGER_ROOT_MARGIN } from './defaults.ts';

export type RevealState = 'static' | 'waiting' | 'playing';

export function useStarsReveal(ref: RefObject<HTMLElement | null>): RevealState {
  const reduced = useReducedMotion();
  const [state, setState] = useState<RevealState>('static');
  useEffect(() => {
    const el = ref.current;
    if (reduced !== false || !el || typeof IntersectionObserver !== 'function') return;
    setState((s) => (s === 'static' ? 'waiting' : s));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('playing');
          observer.disconnect();
        }
      },
      { rootMargin: STAR_TRIGGER_ROOT_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [reduced, ref]);
  // Reduced motion turned on later: show the stars without animation.
  return reduced ? 'static' : state;
}
