// What of a site's public/ folder is published, read once for the validator and the build:
// every file, symbolic links followed, except dotfiles (`.env`, `.htpasswd`: some hosts serve
// them) other than the `.well-known/` folder at the top, which hosts need. A symbolic link is
// followed only while it stays inside the site folder (the folder holding public/), leads to
// no dotfile and no folder above it: a link to /etc/passwd, to ../.env or to the site folder
// itself is refused, by name. The build copies exactly `published` (vite/public-copy-plugin.ts).
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface BadLink {
  /** The link, from public/ (images/passwd.txt). */
  path: string;
  /** Where it leads, as written in the link. */
  target: string;
  /** Why it is refused, in words. */
  why: string;
}

export interface PublicFolder {
  /** Files to publish, from public/, with '/' between folders. */
  published: string[];
  /** Dotfiles and dot-folders left out, from public/. */
  leftOut: string[];
  badLinks: BadLink[];
}

const isDotName = (name: string) => name.startsWith('.');
const inside = (folder: string, path: string) => path === folder || path.startsWith(folder + sep);

const CIRCLE = 'it leads to a folder it is in, so its files would be published again and again';

/** Why a link may not be followed, or undefined when it may. */
function linkProblem(siteFolder: string, publicDir: string, link: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(link);
  } catch {
    return 'it leads to nothing (its file is gone, or the links go round in a circle)';
  }
  if (!inside(siteFolder, real)) return 'it leads out of the site folder, to a file that is not the site’s';
  if (relative(siteFolder, real).split(sep).some(isDotName))
    return 'it leads to a hidden file or folder (its name starts with a dot)';
  if (statSync(real).isDirectory() && inside(real, publicDir))
    return 'it leads to a folder that holds public/ itself, which would publish the whole site folder';
  return undefined;
}

export function readPublicFolder(publicDir: string): PublicFolder {
  const root = resolve(publicDir);
  const siteFolder = (() => {
    try {
      return realpathSync(dirname(root));
    } catch {
      return dirname(root);
    }
  })();
  const found: PublicFolder = { published: [], leftOut: [], badLinks: [] };
  const walk = (dir: string, base: string, above: ReadonlySet<string>) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return; // no public/ folder: nothing is published from it
    }
    for (const name of names) {
      const path = base ? `${base}/${name}` : name;
      const full = join(dir, name);
      if (isDotName(name) && !(path === '.well-known' && lstatSync(full).isDirectory())) {
        found.leftOut.push(path);
        continue;
      }
      if (lstatSync(full).isSymbolicLink()) {
        const why = linkProblem(siteFolder, root, full) ?? (above.has(realpathSync(full)) ? CIRCLE : undefined);
        if (why) {
          found.badLinks.push({ path, target: readlinkSync(full), why });
          continue;
        }
      }
      if (statSync(full).isDirectory()) walk(full, path, new Set([...above, realpathSync(full)]));
      else found.published.push(path);
    }
  };
  if (existsSync(root)) walk(root, '', new Set([realpathSync(root)]));
  return found;
}
