// One shape for every mistake found in a site file, and one way to print it.
import type { PathSegment } from '../site/data-path.ts';

export type Severity = 'error' | 'warning';

export interface Problem {
  severity: Severity;
  file: string;
  /** 1-based line and column of the YAML node at fault. */
  line: number;
  column: number;
  /** Where in the site the mistake is, in words, e.g. "page /why-use-us › block 2 (richText) › heading". */
  where: string;
  /** What is wrong and what was expected. */
  message: string;
  /** How to fix it, when there is a useful hint. */
  fix?: string;
  /**
   * The fix in the words of the editor's form, which hides the YAML, where `fix` speaks of lines
   * and keys ("Choose a picture for "image"." for "Add a line "image: …" here."). The editor
   * puts the field's label in place of its key.
   */
  formFix?: string;
  /** The data path of the value it is about, when known (the editor shows it at that field). */
  path?: PathSegment[];
}

export function formatProblem(p: Problem): string {
  const head = `${p.file}:${p.line}:${p.column} ${p.severity}: ${p.message}`;
  const lines = [head, `  at ${p.where || 'the top of the file'}`];
  if (p.fix) lines.push(`  fix: ${p.fix}`);
  return lines.join('\n');
}

export function formatProblems(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const summary = [
    errors && `${errors} error${errors > 1 ? 's' : ''}`,
    warnings && `${warnings} warning${warnings > 1 ? 's' : ''}`,
  ]
    .filter(Boolean)
    .join(', ');
  return `${problems.map(formatProblem).join('\n\n')}\n\n${summary || 'no problems'}`;
}

/** Sort problems by position in the file. */
export function byPosition(a: Problem, b: Problem): number {
  return a.line - b.line || a.column - b.column;
}

/**
 * Sort the problems of a site of many files: those of the main file first, then each included
 * file's (by name), each by position.
 */
export function byFileAndPosition(main: string): (a: Problem, b: Problem) => number {
  const rank = (p: Problem) => (p.file === main ? '' : p.file);
  return (a, b) => (rank(a) === rank(b) ? byPosition(a, b) : rank(a) < rank(b) ? -1 : 1);
}
