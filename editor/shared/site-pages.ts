// The pages of the site as the editor's tree shows them, and the changes the editor makes to
// pages and the menu: adding a page with its menu entry in one step, and where it lands.
import { getAt, updateList, type DataPath } from '../../src/site/data-path.ts';

type Json = unknown;
interface RouteLike {
  path?: string;
  name?: string;
  heading?: string;
  blocks?: Json[];
  children?: RouteLike[];
}
interface MenuLike {
  title?: string;
  url?: string;
  submenu?: MenuLike[];
}

export interface PageNode {
  /** Where the page is in the data, e.g. ['routes', 3, 'children', 0]. */
  path: DataPath;
  /** Its address on the site, e.g. /residential/faqs. */
  address: string;
  label: string;
  children: PageNode[];
}

/** The address of a page under a parent's address: / + why-use-us = /why-use-us. */
export function joinAddress(parent: string, segment: string): string {
  if (segment === '/') return parent || '/';
  return parent === '/' || parent === '' ? `/${segment}` : `${parent}/${segment}`;
}

function nodes(routes: RouteLike[] | undefined, base: DataPath, parent: string): PageNode[] {
  return (routes ?? []).map((r, i) => {
    const path = [...base, i];
    const address = joinAddress(parent, r?.path ?? '');
    return {
      path,
      address,
      label: r?.name || r?.heading || address,
      children: nodes(r?.children, [...path, 'children'], address),
    };
  });
}

export function pageTree(data: Json): PageNode[] {
  return nodes(getAt(data, ['routes']) as RouteLike[] | undefined, ['routes'], '');
}

export function flatPages(tree: PageNode[]): PageNode[] {
  return tree.flatMap((n) => [n, ...flatPages(n.children)]);
}

export function findPage(data: Json, path: DataPath): PageNode | undefined {
  const key = JSON.stringify(path);
  return flatPages(pageTree(data)).find((p) => JSON.stringify(p.path) === key);
}

/** A path segment from a page name: "Deck Staining!" -> deck-staining. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A menu url as an address: "why-use-us" and "/why-use-us" are both /why-use-us. */
export function menuAddress(url: string | undefined): string | undefined {
  if (url === undefined || /^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined;
  const path = url.split(/[?#]/, 1)[0].replace(/\/+$/, '');
  return path.startsWith('/') ? path || '/' : `/${path}`;
}

/** The data path of the menu entry linking to `address`, searched through submenus. */
export function findMenuEntry(data: Json, address: string): DataPath | undefined {
  const walk = (items: MenuLike[] | undefined, base: DataPath): DataPath | undefined => {
    for (const [i, item] of (items ?? []).entries()) {
      if (menuAddress(item?.url) === address) return [...base, i];
      const inner = walk(item?.submenu, [...base, i, 'submenu']);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(getAt(data, ['menu']) as MenuLike[] | undefined, ['menu']);
}

export interface NewPage {
  /** The parent page's data path, or undefined for a page at the site root. */
  parent?: DataPath;
  name: string;
  segment: string;
  /** Add a menu entry too: under the parent's entry when it has one, else at the end of the menu. */
  menu: boolean;
}

export interface AddedPage<T> {
  data: T;
  pagePath: DataPath;
  address: string;
  menuPath?: DataPath;
}

/**
 * `address` as the menu's own urls are written: without its leading slash when most of the
 * menu's links to pages are (why-use-us), with it otherwise (/why-use-us). Both mean the same.
 */
export function menuUrlLike(data: unknown, address: string): string {
  const urls: string[] = [];
  const walk = (items: MenuLike[] | undefined) => {
    for (const item of Array.isArray(items) ? items : []) {
      const url = item?.url;
      if (typeof url === 'string' && url !== '/' && menuAddress(url) !== undefined) urls.push(url);
      walk(item?.submenu);
    }
  };
  walk(getAt(data, ['menu']) as MenuLike[] | undefined);
  const bare = urls.filter((u) => !u.startsWith('/')).length;
  return address !== '/' && bare > urls.length - bare ? address.slice(1) : address;
}

export function addPage<T>(data: T, page: NewPage): AddedPage<T> {
  const listPath: DataPath = page.parent ? [...page.parent, 'children'] : ['routes'];
  const parentAddress = page.parent ? (findPage(data, page.parent)?.address ?? '/') : '/';
  const address = joinAddress(parentAddress, page.segment);
  const existing = getAt(data, listPath);
  const index = Array.isArray(existing) ? existing.length : 0;
  const route = { path: page.segment, name: page.name, heading: page.name, blocks: [] };
  let next = updateList(data, listPath, (list) => [...list, route]);
  const pagePath = [...listPath, index];
  if (!page.menu) return { data: next, pagePath, address };

  const entry = { title: page.name, url: menuUrlLike(next, address) };
  const parentEntry = page.parent ? findMenuEntry(next, parentAddress) : undefined;
  const menuList: DataPath = parentEntry ? [...parentEntry, 'submenu'] : ['menu'];
  const menuItems = getAt(next, menuList);
  const menuIndex = Array.isArray(menuItems) ? menuItems.length : 0;
  next = updateList(next, menuList, (list) => [...list, entry]);
  return { data: next, pagePath, address, menuPath: [...menuList, menuIndex] };
}

/** Is `segment` free under the parent (no sibling page has it)? */
export function segmentTaken(data: Json, parent: DataPath | undefined, segment: string): boolean {
  const list = getAt(data, parent ? [...parent, 'children'] : ['routes']);
  return Array.isArray(list) && list.some((r) => (r as RouteLike)?.path === segment);
}
