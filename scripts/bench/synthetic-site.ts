// A synthetic site for the scale benchmark: the real site (site.yaml: its business, menu and
// pages), and added to it, sections of untrimmed copies of one real service page
// (/residential/window-cleaning, every block of it), one page a file under pages/, each
// section taking its folder with `children: pages/section-N/` (src/validate/includes.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { flattenRoutes } from '../../src/site/routes.ts';
import type { Route, SiteConfig } from '../../src/site/site-types.generated.ts';
import { siteLocation } from '../../src/validate/site-location.ts';

/** The real page copied: a service page as the owner wrote it. */
export const COPIED_PAGE = '/residential/window-cleaning';
const SECTION_SIZE = 50;

/**
 * Writes dir/site.yaml and dir/pages/section-N/page-I.yaml: about `pageCount` pages in all
 * (the real site's, one per section and the copies). Returns the site file and the bytes of
 * one copied page's file.
 */
export function writeSyntheticSite(dir: string, pageCount: number): { file: string; pageBytes: number } {
  mkdirSync(dir, { recursive: true });
  const base = parse(readFileSync(siteLocation().file, 'utf8')) as SiteConfig;
  const real = flattenRoutes(base.routes);
  const source = real.find((r) => r.fullPath === COPIED_PAGE)?.route;
  if (!source) throw new Error(`site.yaml has no page ${COPIED_PAGE} to copy`);
  const { children: _children, ...page } = source;
  void _children;
  const copies = Math.max(0, pageCount - real.length);
  const sections = Math.ceil(copies / (SECTION_SIZE + 1));
  let made = 0;
  let pageBytes = 0;
  // Sections whose pages are in files: children: names their folder (src/validate/includes.ts).
  const added: Array<Omit<Route, 'children'> & { children: string }> = [];
  // A section holds its own page and at least one copy.
  for (let s = 0; s < sections && made + 1 < copies; s++) {
    const folder = join(dir, 'pages', `section-${s}`);
    mkdirSync(folder, { recursive: true });
    made++; // the section's own page
    for (let i = 0; i < SECTION_SIZE && made < copies; i++, made++) {
      const n = s * SECTION_SIZE + i;
      const text = stringify({ ...page, path: `page-${n}`, name: `${page.name ?? 'Service'} ${n}` });
      pageBytes = Buffer.byteLength(text);
      writeFileSync(join(folder, `page-${String(n).padStart(5, '0')}.yaml`), text);
    }
    added.push({
      path: `section-${s}`,
      name: `Section ${s}`,
      heading: `Section ${s}`,
      blocks: [{ type: 'richText', text: `Pages of section ${s}.` }],
      children: `pages/section-${s}/`,
    });
  }
  const file = join(dir, 'site.yaml');
  writeFileSync(file, stringify({ ...base, routes: [...base.routes, ...added] }));
  return { file, pageBytes };
}
