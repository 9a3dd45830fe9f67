// Whether an element can be seen: inside the viewport, in a tab that is not hidden. Motion
// (the carousel's autoplay) waits while it is not, so an untouched page uses no CPU for it.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  const tabShown = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => false,
  );
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return inView && tabShown;
}
