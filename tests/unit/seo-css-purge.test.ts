import { describe, expect, it } from 'vitest';
import { cssTargets, purgeUtilities, usedWords } from '../../vite/prerender/css-purge.ts';

const css =
  '/*! Bootstrap */:root{--bs-blue:#0d6efd}.btn{display:inline-block}.alert-warning{color:red}' +
  '.d-none{display:none!important}.d-flex{display:flex!important}.gap-3{gap:1rem!important}' +
  '.mixed{color:red!important;margin:0}' +
  '@media (min-width:992px){.d-lg-none{display:none!important}.d-lg-grid{display:grid!important}}' +
  '@media (min-width:1200px){.d-xl-grid{display:grid!important}}' +
  '.bg{background:url("data:image/svg+xml,%3csvg{}%3e")}' +
  // Escaped class names: `.hover\:d-none` is the class hover:shadow-sm; `.w-50\%` is w-50%.
  '.hover\\:shadow-sm{box-shadow:none!important}.focus\\:shadow-lg{box-shadow:none!important}' +
  '.w-50{width:50%!important}.w-50\\%{width:50%!important}.g-md-4{--bs-gutter-x:1.5rem}';

describe('utility purge', () => {
  const used = usedWords(['className:"d-flex d-lg-none"', '<div class="gap-3 hover:shadow-sm w-50">']);
  const { css: out, removed } = purgeUtilities(css, used);

  it('keeps utilities the built files name and everything that is not a utility', () => {
    for (const kept of [
      '.d-flex{',
      '.gap-3{',
      '.d-lg-none{',
      '.btn{',
      '.alert-warning{',
      '.mixed{',
      ':root{',
      '/*! Bootstrap */',
      'svg{}',
      '.g-md-4{',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('drops unnamed utilities and media blocks left empty', () => {
    expect(out).not.toContain('.d-none{');
    expect(out).not.toContain('.d-lg-grid');
    expect(out).not.toContain('1200px');
  });

  it('reads escaped class names as the browser does', () => {
    expect(out).toContain('.hover\\:shadow-sm{'); // named in a class attribute as hover:shadow-sm
    expect(out).not.toContain('.focus\\:shadow-lg'); // named nowhere
    expect(out).toContain('.w-50{');
    expect(out).not.toContain('.w-50\\%'); // w-50 is named, w-50% is not
    expect(removed).toBe(5);
  });

  it('matches whole class names only', () => {
    expect(usedWords(['d-lg-none-x']).has('d-lg-none')).toBe(false);
  });

  it('prints for the build target, so the vendor prefixes it needs stay', () => {
    const sheet = 'abbr[title]{-webkit-text-decoration:underline dotted;text-decoration:underline dotted}';
    expect(purgeUtilities(sheet, new Set(), cssTargets(['chrome111', 'safari16.4', 'ios16.4'])).css).toContain(
      '-webkit-text-decoration:underline dotted',
    );
    expect(() => cssTargets(['es2020'])).toThrow(/does not know the build target "es2020"/);
  });
});
