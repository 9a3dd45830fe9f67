// A section page (one with pages under it) links to each of its pages, so a visitor who reaches
// the section finds them all: a page added under a section is told so at its own line.
import type { CheckContext } from './check-context.ts';
import { pageLinks } from './page-links.ts';

export function sectionLinksCheck(ctx: CheckContext): void {
  for (const section of ctx.flat) {
    const children = section.route.children ?? [];
    if (!children.length || !section.route.blocks?.length) continue;
    const links = pageLinks(ctx, section);
    const under = ctx.flat.filter((r) => r.parents.at(-1) === section.route);
    for (const child of under) {
      if (links.has(child.fullPath)) continue;
      ctx.report(
        [...child.dataPath, 'path'],
        `The section page ${section.fullPath} does not link to ${child.fullPath}, a page under it: a visitor on ${section.fullPath} cannot find this page.`,
        `Add a link to ${child.fullPath} on the page ${section.fullPath}: an item of its serviceCards, linkCards or linkList block, or a link in its text, e.g. [${child.route.name ?? child.route.heading ?? child.route.path}](${child.fullPath}).`,
        'warning',
      );
    }
  }
}
