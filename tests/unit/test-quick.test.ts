// `npm run test:quick` picks the browser specs that touch the changed files: by import, or by
// the table of what each spec checks; documentation alone runs no browser spec.
import { describe, expect, it } from 'vitest';
import { SMOKE_SPECS, specsFor } from '../../scripts/test-quick.ts';

const specs = [
  'admin.spec.ts',
  'home.spec.ts',
  'navigation.spec.ts',
  'photos.spec.ts',
  'prerender.spec.ts',
  'routing.spec.ts',
  'visual.spec.ts',
];

describe('npm run test:quick: the browser specs of a change', () => {
  it('runs none for documentation', () => {
    expect(specsFor(['README.md', 'docs/owner.md'], specs)).toEqual([]);
  });

  it('runs a spec that changed, and every spec that imports a changed helper', () => {
    expect(specsFor(['tests/e2e/photos.spec.ts'], specs)).toEqual(['photos.spec.ts']);
    expect(specsFor(['tests/e2e/shared-page.ts'], specs)).toEqual(
      expect.arrayContaining(['navigation.spec.ts', 'routing.spec.ts']),
    );
    expect(specsFor(['tests/support/photo-site.ts'], specs)).toEqual(['photos.spec.ts']);
  });

  it('runs the specs that check what a changed file makes', () => {
    expect(specsFor(['editor/client/app.tsx'], specs)).toEqual(['admin.spec.ts']);
    expect(specsFor(['src/client/phone-menu.ts'], specs)).toEqual(['navigation.spec.ts', 'routing.spec.ts']);
    expect(specsFor(['src/styles/_tokens.scss'], specs)).toEqual(['visual.spec.ts']);
  });

  it('runs the smoke specs for a renderer change no row names, but not for its unit test', () => {
    expect(specsFor(['src/markdown/parse.ts'], specs)).toEqual(
      specs.filter((s) => (SMOKE_SPECS as readonly string[]).includes(s)),
    );
    expect(specsFor(['src/markdown/markdown.test.ts'], specs)).toEqual([]);
  });
});
