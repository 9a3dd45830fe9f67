// Within one dropdown of the menu, every entry says what it is: two entries with the same
// words ("Lawn Care" under Residential and again under Commercial) leave a visitor
// guessing, and a screen reader reads them alike. A warning at the second of the two.
import type { MenuItem } from '../../site/site-types.generated.ts';
import type { PathSegment } from '../../site/data-path.ts';
import type { CheckContext } from './check-context.ts';

/** Every entry under `items`, at any depth, with its place in site.yaml. */
function entriesOf(items: readonly MenuItem[], path: PathSegment[]): { item: MenuItem; path: PathSegment[] }[] {
  return items.flatMap((item, i) => [
    { item, path: [...path, i] },
    ...(item.submenu ? entriesOf(item.submenu, [...path, i, 'submenu']) : []),
  ]);
}

const words = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

export function menuLabelCheck(ctx: CheckContext): void {
  ctx.config.menu.forEach((top, i) => {
    if (!top.submenu) return;
    const seen = new Map<string, MenuItem>();
    for (const { item, path } of entriesOf(top.submenu, ['menu', i, 'submenu'])) {
      const key = words(item.title);
      const earlier = seen.get(key);
      if (!earlier) {
        seen.set(key, item);
        continue;
      }
      ctx.report(
        [...path, 'title'],
        `The ${top.title} dropdown has two entries that read "${item.title}"${earlier.url && item.url ? ` (${earlier.url} and ${item.url})` : ''}: a visitor cannot tell them apart.`,
        `Give each its own words, e.g. "Residential ${item.title}" and "Commercial ${item.title}", or remove one.`,
        'warning',
      );
    }
  });
}
