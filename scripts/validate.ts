// npm run validate [-- FILE] [-- --format json] [-- --as NAME]: check a site file (default: the
// site.yaml of SITE_DIR, else of the repository root); exit 1 on any error. --as names the file
// in messages (the pre-commit hook checks the staged site.yaml from a temporary copy, and
// reports it as site.yaml).
// Under GitHub Actions (GITHUB_ACTIONS=true) each problem is also printed as a workflow
// annotation, so it shows on its line in the pull request.
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteFile } from '../src/validate/load-site.ts';
import { formatProblems } from '../src/validate/problem.ts';
import { githubAnnotation, problemsJson } from '../src/validate/problem-output.ts';
import { siteLocation } from '../src/validate/site-location.ts';

let args: ReturnType<
  typeof parseArgs<{
    options: { format: { type: 'string'; default: string }; as: { type: 'string' } };
    allowPositionals: true;
  }>
>;
try {
  args = parseArgs({
    options: { format: { type: 'string', default: 'text' }, as: { type: 'string' } },
    allowPositionals: true,
  });
  if (!['text', 'json'].includes(args.values.format)) throw new Error(`unknown format "${args.values.format}"`);
} catch (err) {
  console.error(
    `${err instanceof Error ? err.message : String(err)}\nUsage: npm run validate -- [FILE] [--format text|json] [--as NAME]`,
  );
  process.exit(2);
}
// Without a file: the site.yaml of SITE_DIR (the root site when it is not set).
const file = args.positionals[0] ?? relative(process.cwd(), siteLocation().file);
const name = args.values.as ?? file;
const json = args.values.format === 'json';

try {
  const { problems } = loadSiteFile(resolve(file), args.values.as);
  const errors = problems.filter((p) => p.severity === 'error');
  if (json) {
    console.log(problemsJson(name, problems));
  } else {
    if (problems.length) console[errors.length ? 'error' : 'warn'](formatProblems(problems));
    if (!errors.length) console.log(`${name} is valid.`);
  }
  // Workflow commands are read from standard output.
  if (process.env.GITHUB_ACTIONS === 'true') for (const p of problems) console.log(githubAnnotation(p));
  if (errors.length) process.exit(1);
} catch (err) {
  // A bug in the validator itself, not a content mistake: say so plainly.
  console.error(`The validator failed unexpectedly: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
