// The other ways `npm run validate` prints problems: as JSON for other tools
// (--format json), and as GitHub Actions workflow annotations (under GITHUB_ACTIONS=true),
// which show each problem on its line of site.yaml in a pull request.
import type { Problem } from './problem.ts';

export interface ProblemsJson {
  file: string;
  valid: boolean;
  errors: number;
  warnings: number;
  problems: Problem[];
}

export function problemsJson(file: string, problems: readonly Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const report: ProblemsJson = {
    file,
    valid: errors === 0,
    errors,
    warnings: problems.length - errors,
    problems: [...problems],
  };
  return JSON.stringify(report, null, 2);
}

/** Escapes the message of a workflow command: text from site.yaml cannot start a command of its own. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a property (file=, title=) of a workflow command, where , and : also end the value. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One problem as `::error file=site.yaml,line=34,col=14,title=…::message`. */
export function githubAnnotation(p: Problem): string {
  const props = [
    `file=${escapeProperty(p.file)}`,
    `line=${p.line}`,
    `col=${p.column}`,
    `title=${escapeProperty(`site.yaml ${p.severity}${p.where ? ` at ${p.where}` : ''}`)}`,
  ];
  const message = p.fix ? `${p.message}\nfix: ${p.fix}` : p.message;
  return `::${p.severity} ${props.join(',')}::${escapeData(message)}`;
}
