// Test files share their worker's modules and document (isolate: false in vite.config.ts), so
// whatever a test rendered is unmounted and removed after it: the next test, in this file or
// the next, starts with an empty document.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
});
