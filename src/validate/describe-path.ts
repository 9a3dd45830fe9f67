// Turns a data path like routes/3/children/1/blocks/0/heading into words a site owner
// recognises: "page /residential/faqs › block 1 (richText) › heading".

import { joinPath } from '../site/routes.ts';
import type { PathSegment } from '../site/data-path.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function describePath(data: unknown, path: readonly PathSegment[]): string {
  const words: string[] = [];
  let node: unknown = data;
  let routeBase = '';
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const parent = node;
    node = Array.isArray(parent) ? parent[Number(seg)] : isObj(parent) ? parent[String(seg)] : undefined;
    const container = path[i - 1];
    if (typeof seg === 'number') {
      if (container === 'routes' || container === 'children') {
        const own = isObj(node) && typeof node.path === 'string' ? node.path : undefined;
        const full = own !== undefined ? joinPath(routeBase, own) : undefined;
        if (full) routeBase = full;
        // An address too long to read (the validator refuses it) is shortened here.
        words.push(full ? `page ${full.length > 60 ? `${full.slice(0, 50)}…` : full}` : `page ${seg + 1}`);
      } else if (container === 'menu' || container === 'submenu') {
        words.push(
          isObj(node) && typeof node.title === 'string' ? `menu entry "${node.title}"` : `menu entry ${seg + 1}`,
        );
      } else if (container === 'blocks') {
        const type = isObj(node) && typeof node.type === 'string' ? ` (${node.type})` : '';
        words.push(`block ${seg + 1}${type}`);
      } else {
        words.push(`item ${seg + 1}`);
      }
    } else if (!['routes', 'children', 'menu', 'submenu', 'blocks'].includes(seg) || i === path.length - 1) {
      words.push(seg);
    }
  }
  return words.join(' › ');
}
