// Every link and picture of a built site that points inside it resolves: a page, a file, or an
// id on the page it names. Read from the built HTML, so it holds whatever site.yaml says.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface BrokenLink {
  page: string;
  link: string;
  why: string;
}

export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(path));
    else if (entry.name.endsWith('.html')) out.push(path);
  }
  return out;
}

/** The page address of a built file: dist/a/b/index.html → /a/b. */
export function addressOf(dist: string, file: string): string {
  const rel = relative(dist, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

function targetFile(dist: string, path: string): string | undefined {
  const clean = decodeURIComponent(path).replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}/index.html`, `${clean}.html`];
  return candidates.map((c) => join(dist, c)).find((f) => existsSync(f) && statSync(f).isFile());
}

const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let found = ids.get(file);
  if (!found) {
    found = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    ids.set(file, found);
  }
  return found;
}

export function brokenLinks(dist: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  ids.clear();
  for (const file of htmlFiles(dist)) {
    const page = addressOf(dist, file);
    const html = readFileSync(file, 'utf8');
    const links = new Set<string>();
    for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) links.add(m[1]);
    for (const m of html.matchAll(/\ssrcset="([^"]*)"/g))
      for (const part of m[1].split(',')) links.add(part.trim().split(/\s+/)[0]);
    for (const raw of links) {
      const link = raw.replace(/&amp;/g, '&');
      if (!link || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(link)) continue; // another site, tel:, mailto:
      const [pathAndQuery, fragment] = link.split('#', 2);
      const path = pathAndQuery.split('?')[0];
      const target =
        path === '' ? file : path.startsWith('/') ? targetFile(dist, path) : targetFile(dist, join(page, '..', path));
      if (!target) {
        broken.push({ page, link, why: 'no page or file there' });
        continue;
      }
      if (fragment && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(fragment)))
        broken.push({ page, link, why: `no id "${fragment}" on that page` });
    }
  }
  return broken;
}
