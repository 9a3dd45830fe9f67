// First-load bytes of a prerendered page: the HTML, the scripts it loads or preloads
// and its stylesheets, raw and gzip (what a CDN sends).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileOf } from '../../vite/prerender/render-pages.ts';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  path: string;
  html: Bytes;
  js: Bytes;
  css: Bytes;
  jsFiles: number;
}

const gzipOf = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const sum = (files: Buffer[]): Bytes => ({
  raw: files.reduce((n, b) => n + b.length, 0),
  gzip: files.reduce((n, b) => n + gzipOf(b), 0),
});

/** The file of a page address, or of a file address such as /404.html. */
const fileOf = (path: string) => (path.endsWith('.html') ? path.slice(1) : htmlFileOf(path));

export function pageWeight(outDir: string, path: string): PageWeight {
  const html = readFileSync(join(outDir, fileOf(path)));
  const text = html.toString('utf8');
  const attr = (re: RegExp) => [...text.matchAll(re)].map((m) => m[1]);
  const scripts = new Set([
    ...attr(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
    ...attr(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ]);
  const styles = new Set(attr(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g));
  const read = (href: string) => readFileSync(join(outDir, href.replace(/^\//, '')));
  return {
    path,
    html: sum([html]),
    js: sum([...scripts].map(read)),
    css: sum([...styles].map(read)),
    jsFiles: scripts.size,
  };
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
