// Test files share their worker's modules and document (isolate: false in vite.config.ts), so
// whatever a test rendered is unmounted and removed after it: the next test, in this file or
// the next, starts with an empty document.
import { afterEach } from 'vitest';
import { testSite } from './test-site.ts';

// The engine's tests read their own fixture site, never the business's folder an owner edits;
// whatever SITE_DIR the shell has. A command a test starts inherits it.
process.env.SITE_DIR = testSite.dir;

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
});
