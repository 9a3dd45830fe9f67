// Each page's own stylesheet: only the rules that can match that page (vite/prerender/page-css.ts).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageSheet, splitPageCss } from '../../vite/prerender/page-css.ts';

const css =
  ':root{--x:1}body{margin:0}.btn{color:red}.carousel-block .slide{left:0}.menu-item.open>.submenu{display:block}' +
  '.btn:not(.disabled){cursor:pointer}#mobile-menu{width:1px}.menu-item:has(>.submenu-grouped){position:static}' +
  '@media (min-width:992px){.carousel-block{gap:1px}}@keyframes spin{to{transform:rotate(1turn)}}' +
  'kbd kbd{font-weight:700}[hidden]{display:none}a:not(.btn){color:blue}';

describe('a page stylesheet', () => {
  const out = pageSheet(css, new Set(['btn', 'menu-item', 'submenu', 'open', 'body', 'a']));

  it('keeps the rules whose classes, ids and elements the page or its scripts name, and every rule without one', () => {
    for (const kept of [
      ':root{',
      'body{',
      '.btn{',
      '.menu-item.open>.submenu{',
      '@keyframes spin',
      '[hidden]{',
      'a:not(.btn){',
    ])
      expect(out).toContain(kept);
  });

  it('does not require the classes inside :not() or :has()', () => {
    expect(out).toContain('.btn:not(.disabled)');
    expect(out).toContain('.menu-item:has(>.submenu-grouped)');
  });

  it('drops the rules of blocks the page does not have, and media blocks left empty', () => {
    expect(out).not.toContain('carousel-block');
    expect(out).not.toContain('992px');
    expect(out).not.toContain('#mobile-menu');
    expect(out).not.toContain('kbd'); // no <kbd> on the page
  });
});

describe('splitting the site sheet into page sheets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-css-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = (body: string) => `<link rel="stylesheet" crossorigin href="/assets/site.css"><body>${body}</body>`;

  it('links each page to a sheet of its own, shared by pages that keep the same rules', () => {
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'a'));
    mkdirSync(join(dir, 'b'));
    writeFileSync(join(dir, 'assets/site.css'), css);
    writeFileSync(join(dir, 'index.html'), page('<section class="carousel-block"></section>'));
    writeFileSync(join(dir, 'a/index.html'), page('<a class="btn">x</a>'));
    writeFileSync(join(dir, 'b/index.html'), page('<a class="btn other">y</a>'));
    const count = splitPageCss(dir, 'assets/site.css', ['index.html', 'a/index.html', 'b/index.html'], () => new Set());
    expect(count).toBe(2);
    const href = (file: string) => /href="([^"]+)"/.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '';
    expect(href('a/index.html')).toBe(href('b/index.html'));
    expect(href('index.html')).not.toBe(href('a/index.html'));
    const home = readFileSync(join(dir, href('index.html').slice(1)), 'utf8');
    expect(home).toContain('.carousel-block');
    expect(home).not.toContain('.btn{');
    expect(readdirSync(join(dir, 'assets')).filter((f) => f.startsWith('page-'))).toHaveLength(2);
  });
});
