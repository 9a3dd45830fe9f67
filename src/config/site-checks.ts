// Checks beyond the schema: things JSON Schema cannot express, such as two pages with
// the same address or a menu entry pointing at a page that does not exist.
import type { MenuItem, SiteConfig } from './site-types.generated.ts';
import type { Problem } from './problem.ts';
import { flattenRoutes } from './routes.ts';
import { closest } from './suggest.ts';
import { describePath } from './describe-path.ts';
import { positionOf, type PathSegment, type YamlSource } from './yaml-source.ts';

export function siteChecks(config: SiteConfig, source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  const problem = (path: PathSegment[], message: string, fix?: string, severity: Problem['severity'] = 'error') => {
    const { line, column } = positionOf(source, path);
    problems.push({ severity, file: source.file, line, column, where: describePath(config, path), message, fix });
  };

  const flat = flattenRoutes(config.routes);
  const seen = new Map<string, PathSegment[]>();
  for (const r of flat) {
    const first = seen.get(r.fullPath);
    if (first) {
      const { line } = positionOf(source, first);
      problem([...r.dataPath, 'path'], `Two pages have the address ${r.fullPath}; the first is on line ${line}.`, 'Give this page another path, or remove one of the two.');
    } else seen.set(r.fullPath, r.dataPath);
  }
  const paths = [...seen.keys()];

  const checkMenu = (items: MenuItem[], at: PathSegment[]) => {
    items.forEach((item, i) => {
      const here = [...at, i];
      if (item.url && !/^(https?:|tel:|mailto:)/.test(item.url)) {
        const resolved = resolveMenuUrl(item.url);
        const [pathname] = resolved.split('#');
        if (!seen.has(pathname)) {
          const guess = closest(pathname, paths);
          problem(
            [...here, 'url'],
            `The menu link "${item.url}" goes to ${resolved}, which is not a page of this site.${guess ? ` Did you mean ${guess}?` : ''}`,
            'Use the path of a page listed under routes:, such as /contact.',
          );
        }
      }
      if (item.submenu) checkMenu(item.submenu, [...here, 'submenu']);
    });
  };
  checkMenu(config.menu, ['menu']);
  return problems;
}

/** Menu paths without a leading slash are read from the site root. */
export function resolveMenuUrl(url: string): string {
  return url.startsWith('/') ? url : `/${url}`;
}
