// Problems from the server's check (the same messages as `npm run validate`), placed at their
// fields: the form library's error schema for the item a form shows, counts for the tree.
import { startsWith, type DataPath } from '../../src/site/data-path.ts';
import type { Problem } from '../shared/api-contract.ts';

export type { Problem };

export interface ErrorNode {
  __errors?: string[];
  [key: string]: ErrorNode | string[] | undefined;
}

/**
 * The problems of one severity under `base`, as rjsf's ErrorSchema relative to it: the errors
 * for the form's own error display, the warnings for SchemaForm's (a warning is no mistake, and
 * must not look like one).
 */
export function errorSchema(
  problems: readonly Problem[],
  base: DataPath,
  skip: readonly string[] = [],
  severity: Problem['severity'] = 'error',
): ErrorNode {
  const root: ErrorNode = {};
  for (const p of problems) {
    if (p.severity !== severity || !startsWith(p.path, base)) continue;
    const rest = p.path.slice(base.length);
    if (rest.length && skip.includes(String(rest[0]))) continue;
    let node = root;
    for (const key of rest) node = (node[String(key)] ??= {}) as ErrorNode;
    (node.__errors ??= []).push(p.message);
  }
  return root;
}

/** The messages of an ErrorSchema at one field's path (rjsf's path of the field in its form). */
export function messagesAt(tree: ErrorNode, path: readonly (string | number)[]): string[] {
  let node: ErrorNode | undefined = tree;
  for (const key of path) node = node?.[String(key)] as ErrorNode | undefined;
  return node?.__errors ?? [];
}

export function countUnder(
  problems: readonly Problem[],
  base: DataPath,
  severity: Problem['severity'] = 'error',
): number {
  return problems.filter((p) => p.severity === severity && startsWith(p.path, base)).length;
}

export const hasErrors = (problems: readonly Problem[]) => problems.some((p) => p.severity === 'error');
