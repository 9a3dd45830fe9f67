// Problems from the server's check (the same messages as `npm run validate`), placed at their
// fields: the form library's error schema for the item a form shows, counts for the tree.
import { startsWith, type DataPath } from '../../src/site/data-path.ts';
import type { Problem } from '../shared/api-contract.ts';

export type { Problem };

export interface ErrorNode {
  __errors?: string[];
  [key: string]: ErrorNode | string[] | undefined;
}

/** The problems under `base`, as rjsf's ErrorSchema relative to it. */
export function errorSchema(problems: readonly Problem[], base: DataPath, skip: readonly string[] = []): ErrorNode {
  const root: ErrorNode = {};
  for (const p of problems) {
    if (!startsWith(p.path, base)) continue;
    const rest = p.path.slice(base.length);
    if (rest.length && skip.includes(String(rest[0]))) continue;
    let node = root;
    for (const key of rest) node = (node[String(key)] ??= {}) as ErrorNode;
    (node.__errors ??= []).push(p.severity === 'warning' ? `Warning: ${p.message}` : p.message);
  }
  return root;
}

export function countUnder(
  problems: readonly Problem[],
  base: DataPath,
  severity: Problem['severity'] = 'error',
): number {
  return problems.filter((p) => p.severity === severity && startsWith(p.path, base)).length;
}

export const hasErrors = (problems: readonly Problem[]) => problems.some((p) => p.severity === 'error');
