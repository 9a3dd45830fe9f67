// Every link of the site: menu entries, block links and links inside Markdown text, all
// found through the schema (common.schema.json#/$defs/link and #/$defs/markdown).
// Internal links must reach a page, and a #anchor an id on that page.
import { anchorsByPage } from './anchor-checks.ts';
import { markdownLinksOf } from './page-links.ts';
import { pageOf, positionInside, type CheckContext } from './check-context.ts';
import { closest, didYouMean } from '../suggest.ts';
import { classifyUrl, resolveSitePath } from './url-checks.ts';
import type { PathSegment } from '../../site/data-path.ts';
import { positionOf } from '../yaml-source.ts';

const PAGE_FIX = 'Use the path of a page listed under routes:, such as /contact.';

export function linkChecks(ctx: CheckContext): void {
  const anchors = anchorsByPage(ctx);
  const paths = [...ctx.pages.keys()];

  const check = (url: string, path: PathSegment[], label: string, at?: { line: number; column: number }) => {
    const verdict = classifyUrl(url);
    if (verdict.kind === 'bad') {
      ctx.report(path, verdict.message, verdict.fix, 'error', at);
      return;
    }
    if (verdict.kind !== 'site' && verdict.kind !== 'anchor') return;
    let target: string;
    if (verdict.kind === 'anchor') {
      const here = pageOf(ctx, path);
      if (!here) {
        ctx.report(
          path,
          `The ${label} "${url}" names no page.`,
          `Write the page before the #, e.g. /residential/faqs#${verdict.anchor}.`,
          'error',
          at,
        );
        return;
      }
      target = here.fullPath;
    } else {
      target = resolveSitePath(verdict.path);
      if (/(^|\/)\.\.?(\/|$)/.test(verdict.path)) {
        ctx.report(
          path,
          `The ${label} "${url}" uses . or .. in its path.`,
          `Write the path from the site root instead: ${target}${verdict.anchor ? `#${verdict.anchor}` : ''}.`,
          'error',
          at,
        );
        return;
      }
      if (!ctx.pages.has(target)) {
        const twin = twinAt(ctx, target);
        if (twin) {
          // A page given another page's address: the link is broken because of it (reported at
          // its path); said here too, as this line comes first in the file.
          ctx.report(
            path,
            `The ${label} "${url}" goes to ${target}, which is not a page of this site. The page on line ${twin.line} has the address ${twin.address}, which another page already has: was it meant to be ${target}?`,
            `Change the path on line ${twin.line} to ${target.split('/').pop()}, or link to another page listed under routes:.`,
            'error',
            at,
          );
          return;
        }
        const moved = movedOut(ctx, target);
        if (moved) {
          // A child page whose lines moved left out of its parent's children: (it became a page
          // of its own): linking to it where it now stands would hide the mistake.
          ctx.report(
            path,
            `The ${label} "${url}" goes to ${target}, which is not a page of this site. The page ${moved.address} on line ${moved.line} has its name but stands outside ${moved.parent}: was it meant to be under the children: of ${moved.parent}?`,
            `Indent the lines of the page ${moved.address} (from line ${moved.line}) to line up with the other pages under children: of ${moved.parent}, or link to ${moved.address}.`,
            'error',
            at,
          );
          return;
        }
        const guess = nestedPage(target, paths) ?? closest(target, paths);
        const resolved = verdict.anchor ? `${target}#${verdict.anchor}` : target;
        const written = guess && (verdict.path.startsWith('/') ? guess : guess.slice(1));
        ctx.report(
          path,
          `The ${label} "${url}" goes to ${resolved}, which is not a page of this site.${written ? ` Did you mean ${written}?` : ''}`,
          written
            ? `Write ${written}${verdict.anchor ? `#${verdict.anchor}` : ''}, or the path of another page listed under routes:.`
            : PAGE_FIX,
          'error',
          at,
        );
        return;
      }
    }
    const anchor = verdict.anchor;
    if (!anchor) return;
    const ids = anchors.get(target) ?? [];
    if (ids.includes(anchor)) return;
    ctx.report(
      path,
      `The ${label} "${url}" goes to #${anchor} on the page ${target}, which has no section with that id.${didYouMean(anchor, ids)}`,
      ids.length
        ? `Ids on ${target}: ${ids.join(', ')}. Or add "id: ${anchor}" to a block there.`
        : `${target} has no ids yet: add "id: ${anchor}" to the block you mean, or remove #${anchor}.`,
      'error',
      at,
    );
  };

  for (const f of ctx.found) {
    if (typeof f.value !== 'string') continue;
    if (f.kind === 'link') {
      check(f.value, f.path, f.path[0] === 'menu' ? 'menu link' : 'link');
    } else if (f.kind === 'markdown') {
      for (const href of markdownLinksOf(ctx, f.value)) {
        check(
          href,
          f.path,
          'link in the text',
          positionInside(ctx, f.path, `](${href}`) ?? positionInside(ctx, f.path, href),
        );
      }
    }
  }
}

/**
 * A page that has the same address as an earlier one, under the same parent as `target` (a
 * copied page whose path was not changed), when there is exactly one: its line and address.
 */
function twinAt(ctx: CheckContext, target: string): { line: number; address: string } | undefined {
  const parent = (address: string) => address.slice(0, address.lastIndexOf('/'));
  const twins = ctx.flat.filter((r) => ctx.pages.get(r.fullPath) !== r && parent(r.fullPath) === parent(target));
  if (twins.length !== 1) return undefined;
  return { line: positionOf(ctx.source, [...twins[0].dataPath, 'path']).line, address: twins[0].fullPath };
}

/**
 * The page a link under a parent page meant, when it stands elsewhere with the same last part:
 * /services/nail-clipping linked, /services a page, /nail-clipping a page of its own.
 */
function movedOut(ctx: CheckContext, target: string): { line: number; address: string; parent: string } | undefined {
  const cut = target.lastIndexOf('/');
  const parent = target.slice(0, cut);
  const last = target.slice(cut + 1);
  if (!parent || !ctx.pages.has(parent)) return undefined;
  const same = ctx.flat.filter((r) => r.fullPath !== target && r.fullPath.split('/').pop() === last);
  if (same.length !== 1) return undefined;
  // Only a page that moved left out of its parent's children: stands above that parent, on
  // its way up (/nail-clipping for /services/nail-clipping); moving lines left never takes a
  // page under another parent (/homes/repairs for /offices/repairs).
  const standsAt = same[0].fullPath.slice(0, same[0].fullPath.lastIndexOf('/'));
  if (!(standsAt === '' || parent.startsWith(`${standsAt}/`))) return undefined;
  return { line: positionOf(ctx.source, [...same[0].dataPath, 'path']).line, address: same[0].fullPath, parent };
}

/** A page under another page with the same last part: /drains -> /services/drains. */
function nestedPage(target: string, paths: readonly string[]): string | undefined {
  const last = target.split('/').pop();
  const same = paths.filter((p) => p !== target && p.split('/').pop() === last);
  return same.length === 1 ? same[0] : undefined;
}
