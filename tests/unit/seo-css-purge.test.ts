import { describe, expect, it } from 'vitest';
import { purgeUtilities, usedWords } from '../../vite/css-purge.ts';

const css =
  '/*! Bootstrap */:root{--bs-blue:#0d6efd}.btn{display:inline-block}.alert-warning{color:red}' +
  '.d-none{display:none!important}.d-flex{display:flex!important}.gap-3{gap:1rem!important}' +
  '.mixed{color:red!important;margin:0}' +
  '@media (min-width:992px){.d-lg-none{display:none!important}.d-lg-grid{display:grid!important}}' +
  '@media (min-width:1200px){.d-xl-grid{display:grid!important}}' +
  '.bg{background:url("data:image/svg+xml,%3csvg{}%3e")}';

describe('utility purge', () => {
  const used = usedWords(['className:"d-flex d-lg-none"', '<div class="gap-3">']);
  const { css: out, removed } = purgeUtilities(css, used);

  it('keeps utilities the built files name and everything that is not a utility', () => {
    for (const kept of ['.d-flex{', '.gap-3{', '.d-lg-none{', '.btn{', '.alert-warning{', '.mixed{', ':root{', '/*! Bootstrap */', 'svg{}']) {
      expect(out).toContain(kept);
    }
  });

  it('drops unnamed utilities and media blocks left empty', () => {
    expect(out).not.toContain('.d-none{');
    expect(out).not.toContain('.d-lg-grid');
    expect(out).not.toContain('1200px');
    expect(removed).toBe(3);
  });

  it('matches whole class names only', () => {
    expect(usedWords(['d-lg-none-x']).has('d-lg-none')).toBe(false);
  });
});
