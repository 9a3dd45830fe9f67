// Renaming a page's address: the page's own path, and every link that points at the old
// address (exactly, or at a part of it, /old#faq, or at a page under it, /old/child) in link
// fields and inside Markdown text, rewritten to the new address. Returns the list of changes
// to show the owner before saving, and the data with them made. Pure: the caller says where
// the links and Markdown texts are (the server finds them through the schema).
import { flattenRoutes } from '../../src/site/routes.ts';
import type { Route } from '../../src/site/site-types.generated.ts';
import { getAt, setAt, type DataPath } from '../../src/site/data-path.ts';

export interface TextLocation {
  kind: 'link' | 'markdown' | string;
  path: DataPath;
}

export interface RenameChange {
  path: DataPath;
  before: string;
  after: string;
}

export interface RenamePlan<T = unknown> {
  changes: RenameChange[];
  data: T;
}

export class RenameError extends Error {}

const PAGE_PATH = /^\/([a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*$/;

/** The link rewritten when it points at `from` or under it; undefined when it does not. */
export function renameLink(link: string, from: string, to: string): string | undefined {
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(link) || link.startsWith('//') || link.startsWith('#') || link.startsWith('?'))
    return undefined;
  const rooted = link.startsWith('/') ? link : `/${link}`;
  if (!rooted.startsWith(from)) return undefined;
  const rest = rooted.slice(from.length);
  if (rest !== '' && !/^[/#?]/.test(rest)) return undefined;
  const renamed = to + rest;
  return link.startsWith('/') ? renamed : renamed.slice(1);
}

/** Markdown text with its links to `from` rewritten: [words](/from...) and <https://...> aside. */
export function renameInMarkdown(text: string, from: string, to: string): string {
  return text.replace(/(\]\(\s*<?)([^)\s>]+)/g, (whole, open: string, target: string) => {
    const renamed = renameLink(target, from, to);
    return renamed === undefined ? whole : open + renamed;
  });
}

export function renamePlan<T>(data: T, from: string, to: string, texts: readonly TextLocation[]): RenamePlan<T> {
  if (!PAGE_PATH.test(from))
    throw new RenameError(
      `"${from}" is not the address of a page: it starts with / and has lower-case words, e.g. /why-use-us.`,
    );
  if (!PAGE_PATH.test(to))
    throw new RenameError(
      `"${to}" cannot be a page's address: use lower-case letters, digits and dashes after the /, e.g. /why-choose-us.`,
    );
  const parentOf = (p: string) => p.slice(0, p.lastIndexOf('/')) || '/';
  if (parentOf(from) !== parentOf(to))
    throw new RenameError(`Only the last part of the address can change: ${from} and ${to} are under different pages.`);
  if (from === to) return { changes: [], data };
  const routes = ((data as { routes?: Route[] }).routes ?? []) as Route[];
  const flat = flattenRoutes(routes);
  const page = flat.find((r) => r.fullPath === from);
  if (!page) throw new RenameError(`There is no page at ${from}.`);
  if (flat.some((r) => r.fullPath === to)) throw new RenameError(`There is already a page at ${to}.`);

  // setAt copies along the path: `data` is left as it is.
  let out = data;
  const changes: RenameChange[] = [];
  const own = [...page.dataPath, 'path'];
  const newOwn = to.slice(to.lastIndexOf('/') + 1);
  changes.push({ path: own, before: page.route.path, after: newOwn });
  out = setAt(out, own, newOwn);
  for (const t of texts) {
    const before = getAt(out, t.path);
    if (typeof before !== 'string') continue;
    const after =
      t.kind === 'markdown'
        ? renameInMarkdown(before, from, to)
        : t.kind === 'link'
          ? renameLink(before, from, to)
          : undefined;
    if (after === undefined || after === before) continue;
    changes.push({ path: t.path, before, after });
    out = setAt(out, t.path, after);
  }
  return { changes, data: out };
}
