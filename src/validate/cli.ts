// The command line of `npm run validate` (scripts/validate.ts): check a site file (default:
// the site.yaml of SITE_DIR, else of the repository root) and print its problems as text or
// JSON; `--as NAME` names the file in messages (the pre-commit hook checks the staged
// site.yaml from a temporary copy, and reports it as site.yaml). Under GitHub Actions
// (GITHUB_ACTIONS=true) each problem is also printed as a workflow annotation, so it shows on
// its line in the pull request. Returns the exit status: 0 valid, 1 errors, 2 a wrong command
// or a failure of the validator itself.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteFile } from './load-site.ts';
import { formatProblems } from './problem.ts';
import { githubAnnotation, problemsJson } from './problem-output.ts';
import { displayPath, siteLocation } from './site-location.ts';

/** Where the command prints: standard output and standard error, a line at a time. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

export function validateCli(argv: string[], env: NodeJS.ProcessEnv, print: CliOutput): number {
  let values: { format: string; as?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { format: { type: 'string', default: 'text' }, as: { type: 'string' } },
      allowPositionals: true,
    }));
    if (!['text', 'json'].includes(values.format)) throw new Error(`unknown format "${values.format}"`);
  } catch (err) {
    print.err(
      `${err instanceof Error ? err.message : String(err)}\nUsage: npm run validate -- [FILE] [--format text|json] [--as NAME]`,
    );
    return 2;
  }
  // Without a file: the site.yaml of SITE_DIR (the root site when it is not set).
  const file = positionals[0] ?? displayPath(siteLocation(env).file);
  const name = values.as ?? file;
  try {
    const { problems } = loadSiteFile(resolve(file), values.as, { env });
    const errors = problems.filter((p) => p.severity === 'error');
    if (values.format === 'json') {
      print.out(problemsJson(name, problems));
    } else {
      if (problems.length) print.err(formatProblems(problems));
      if (!errors.length) print.out(`${name} is valid.`);
    }
    // Workflow commands are read from standard output.
    if (env.GITHUB_ACTIONS === 'true') for (const p of problems) print.out(githubAnnotation(p));
    return errors.length ? 1 : 0;
  } catch (err) {
    // A bug in the validator itself, not a content mistake: say so plainly.
    print.err(`The validator failed unexpectedly: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
}
