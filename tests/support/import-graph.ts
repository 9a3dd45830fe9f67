// The modules a bundler pulls in from some entry files: every relative import that is not
// type-only (static, re-exported or dynamic), followed from file to file, plus the bare
// specifiers (packages, node: builtins) each file names. Parsed with TypeScript, so
// comments, strings and `import type` (erased when compiled) never count as imports.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** The importing file (absolute). */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The imported file (absolute) for a relative specifier. */
  file?: string;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false; // import './side-effect.ts'
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    !!named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** The value imports of one file's source text; with `types`, its type-only imports too. */
export function importsOf(file: string, text = readFileSync(file, 'utf8'), { types = false } = {}): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (types || !isTypeOnly(node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import edge reachable from the entry files (absolute paths), following the files `follow` accepts. */
export function importGraph(entries: readonly string[], follow: (file: string) => boolean = () => true): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const from = queue.shift()!;
    if (seen.has(from)) continue;
    seen.add(from);
    for (const specifier of importsOf(from)) {
      if (!specifier.startsWith('.')) {
        edges.push({ from, specifier });
        continue;
      }
      const file = resolve(dirname(from), specifier);
      edges.push({ from, specifier, file });
      if (/\.(ts|tsx)$/.test(file) && existsSync(file) && follow(file)) queue.push(file);
    }
  }
  return edges;
}
