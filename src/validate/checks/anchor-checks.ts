// Anchor ids (any value whose schema is common.schema.json#/$defs/anchorId: block ids,
// FAQ group ids): which exist on each page, and no id twice on one page.
import { pageOf, type CheckContext } from './check-context.ts';
import { positionOf } from '../yaml-source.ts';

/** The anchor ids of each page, by full path. */
export function anchorsByPage(ctx: CheckContext): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  for (const f of ctx.found) {
    if (f.kind !== 'anchorId' || typeof f.value !== 'string') continue;
    const page = pageOf(ctx, f.path);
    if (!page) continue;
    const list = byPage.get(page.fullPath) ?? [];
    list.push(f.value);
    byPage.set(page.fullPath, list);
  }
  return byPage;
}

export function anchorChecks(ctx: CheckContext): void {
  const firstSeen = new Map<string, (typeof ctx.found)[number]['path']>();
  for (const f of ctx.found) {
    if (f.kind !== 'anchorId' || typeof f.value !== 'string') continue;
    const page = pageOf(ctx, f.path);
    if (!page) continue;
    const key = `${page.fullPath}#${f.value}`;
    const first = firstSeen.get(key);
    if (!first) {
      firstSeen.set(key, f.path);
      continue;
    }
    const { line } = positionOf(ctx.source, first);
    ctx.report(
      f.path,
      `The id "${f.value}" is used twice on the page ${page.fullPath}; the first is on line ${line}.`,
      'Give each section of a page its own id, so that a link to #id finds one place.',
    );
  }
}
