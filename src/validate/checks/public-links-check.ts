// Symbolic links in public/ that lead out of the site folder (or to a hidden file, or round in
// a circle): the build would copy what they point at into the published site, as a link to
// /etc/passwd once became dist/passwd.txt. Each such link is an error of its own, named.
import { join } from 'node:path';
import type { CheckContext } from './check-context.ts';
import { readPublicFolder, type BadLink } from './public-folder.ts';
import { displayPath } from '../site-location.ts';

/** The words of one refused link, the same in the validator and the build. */
export function badLinkMessage(publicDir: string, link: BadLink): string {
  return `${displayPath(join(publicDir, link.path))} is a symbolic link to ${link.target}, and ${link.why}: it is not published, and nothing is built until it is gone.`;
}

export const BAD_LINK_FIX =
  'Delete the link, and put a copy of the file itself under public/ if the site should show it.';

export function publicLinksCheck(ctx: CheckContext): void {
  for (const link of readPublicFolder(ctx.publicDir).badLinks) {
    const shown = displayPath(join(ctx.publicDir, link.path));
    ctx.problems.push({
      severity: 'error',
      file: shown,
      line: 1,
      column: 1,
      where: `${shown}, in public/`,
      message: badLinkMessage(ctx.publicDir, link),
      fix: BAD_LINK_FIX,
    });
  }
}
