// The build collects the load's garbage once the site's YAML trees are let go
// (vite/collect-garbage.ts), in a process started without --expose-gc.
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../vite/collect-garbage.ts';

describe('collectGarbage', () => {
  it('collects what nothing holds any more', async () => {
    const made = () => new WeakRef(Array.from({ length: 100_000 }, (_, i) => ({ i })));
    const weak = made();
    expect(weak.deref()).toBeDefined();
    // A WeakRef holds its object until the end of the job that made or read it.
    await new Promise((next) => setImmediate(next));
    collectGarbage();
    expect(weak.deref()).toBeUndefined();
  });
});
