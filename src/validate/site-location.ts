// Where the site is (Node only): a site is a folder holding site.yaml and its public/.
// SITE_DIR names that folder (e.g. SITE_DIR=examples/landscaping npm start); without it, this
// repository's own first business, sites/pelican/. Every command (validate, start, build,
// preview) asks here.
// SITE_FILE, SITE_PUBLIC_DIR and SITE_OUT_DIR move one part each (the tests run on copies).
import { isAbsolute, join, relative, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** The site a command serves when SITE_DIR is not set: the first business's folder. */
export const defaultSiteDir = resolve(repoRoot, 'sites/pelican');

export interface SiteLocation {
  /** The site's folder. */
  dir: string;
  /** Its site.yaml. */
  file: string;
  /** Its public/ folder, served from the site root. */
  publicDir: string;
  /** Where `npm run build` writes it and `npm run preview` serves it from: dist/ in the site's folder. */
  outDir: string;
}

type Env = Readonly<Record<string, string | undefined>>;

export function siteLocation(env: Env = process.env): SiteLocation {
  const dir = resolve(env.SITE_DIR || defaultSiteDir);
  return {
    dir,
    file: resolve(env.SITE_FILE || join(dir, 'site.yaml')),
    publicDir: resolve(env.SITE_PUBLIC_DIR || join(dir, 'public')),
    outDir: resolve(env.SITE_OUT_DIR || join(dir, 'dist')),
  };
}

/**
 * Whether a build may empty the output folder first: it is the site's own dist/, wherever the
 * site is (Vite itself empties only a folder inside the repository, so the pages of an earlier
 * build of a site elsewhere stayed, and a page removed from site.yaml was still published).
 */
export const emptiesOutDir = (site: SiteLocation): boolean => site.outDir === join(site.dir, 'dist');

/** A file's name in messages: from the working folder when it is inside it, else its whole path. */
export function displayPath(path: string, from = process.cwd()): string {
  const rel = relative(from, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : resolve(path);
}
