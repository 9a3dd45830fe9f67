// What every check beyond the schema needs: the site, where each value sits in the file,
// the pages, and one way to report a problem with file:line:column, where and a fix.
import type { SiteConfig } from '../../site/site-types.generated.ts';
import type { Problem, Severity } from '../problem.ts';
import { describePath } from '../describe-path.ts';
import { flattenRoutes, type FlatRoute } from '../../site/routes.ts';
import { findShared, type Found } from '../../schema/schema-walk.ts';
import { fileOf, positionOf, type YamlSource } from '../yaml-source.ts';
import { positionInValue } from '../value-position.ts';
import type { PathSegment } from '../../site/data-path.ts';

export interface CheckContext {
  config: SiteConfig;
  source: YamlSource;
  /** Every link, image, Markdown text and anchor id, found through the schema. */
  found: Found[];
  /** Pages by full path (the first page of that path). */
  pages: Map<string, FlatRoute>;
  flat: FlatRoute[];
  /** The folder whose files the site serves from / (public/). */
  publicDir: string;
  problems: Problem[];
  report(
    path: PathSegment[],
    message: string,
    fix?: string,
    severity?: Severity,
    at?: { line: number; column: number },
  ): void;
}

export function checkContext(config: SiteConfig, source: YamlSource, publicDir: string): CheckContext {
  const flat = flattenRoutes(config.routes);
  const pages = new Map<string, FlatRoute>();
  for (const r of flat) if (!pages.has(r.fullPath)) pages.set(r.fullPath, r);
  const problems: Problem[] = [];
  return {
    config,
    source,
    flat,
    pages,
    publicDir,
    problems,
    found: findShared(config),
    report(path, message, fix, severity = 'error', at) {
      const { line, column } = at ?? positionOf(source, path);
      problems.push({
        severity,
        file: fileOf(source, path),
        line,
        column,
        where: describePath(config, path),
        message,
        fix,
        path: [...path],
      });
    },
  };
}

/**
 * The pages by their data path, made once per list of pages: looking through every page for each
 * value grew with the square of the pages (3.5 s of a 10,000-page validate).
 */
const pagesByDataPath = new WeakMap<readonly FlatRoute[], Map<string, FlatRoute>>();
const dataPathKey = (path: readonly PathSegment[], end: number) => {
  let key = '';
  for (let i = 0; i < end; i++) key += `\0${typeof path[i] === 'number' ? 'n' : 's'}${path[i]}`;
  return key;
};

/** The page a value belongs to (by its data path), if it sits inside a page's blocks. */
export function pageOf(ctx: Pick<CheckContext, 'flat'>, path: readonly PathSegment[]): FlatRoute | undefined {
  let index = pagesByDataPath.get(ctx.flat);
  if (!index) {
    index = new Map();
    for (const r of ctx.flat) {
      const key = dataPathKey(r.dataPath, r.dataPath.length);
      if (!index.has(key)) index.set(key, r);
    }
    pagesByDataPath.set(ctx.flat, index);
  }
  // The deepest page whose data path is followed by 'blocks' in `path`.
  for (let n = path.length - 1; n > 0; n--) {
    if (path[n] !== 'blocks') continue;
    const page = index.get(dataPathKey(path, n));
    if (page) return page;
  }
  return undefined;
}

/** Line and column of `needle` inside the value at `path` (a link inside Markdown text). */
export function positionInside(
  ctx: CheckContext,
  path: readonly PathSegment[],
  needle: string,
): { line: number; column: number } | undefined {
  return positionInValue(ctx.source, path, needle);
}
