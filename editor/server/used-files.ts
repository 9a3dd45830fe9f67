// The files under public/ that the site names (pictures, videos, documents): every text of the
// data that holds a site path such as /images/team.jpg, in a field or inside Markdown, and is
// a file there. Publish commits these with site.yaml and nothing else.
import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';

const SITE_PATH = /(?:^|[\s("'=[])(\/[\w\-.%~/]+\.[A-Za-z0-9]+)/g;

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, into);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) strings(v, into);
  return into;
}

/** Absolute paths under `publicDir` that `data` names (whether or not they exist), sorted, each once. */
export function sitePaths(data: unknown, publicDir: string): string[] {
  const root = resolve(publicDir);
  const found = new Set<string>();
  for (const s of strings(data)) {
    for (const m of s.matchAll(SITE_PATH)) {
      let path = m[1];
      try {
        path = decodeURIComponent(path);
      } catch {
        continue;
      }
      const file = resolve(root, `.${path}`);
      if (file.startsWith(root + sep)) found.add(file);
    }
  }
  return [...found].sort();
}

/** The files under `publicDir` that `data` names and that exist. */
export const usedFiles = (data: unknown, publicDir: string): string[] =>
  sitePaths(data, publicDir).filter((file) => existsSync(file) && statSync(file).isFile());
