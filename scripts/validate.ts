// npm run validate [-- FILE]: check a site file; exit 1 on any error.
import { resolve } from 'node:path';
import { loadSiteFile } from '../src/config/load-site.ts';
import { formatProblems } from '../src/config/problem.ts';

const file = resolve(process.argv[2] ?? 'site.yaml');
try {
  const { problems } = loadSiteFile(file);
  const errors = problems.filter((p) => p.severity === 'error');
  if (problems.length) console[errors.length ? 'error' : 'warn'](formatProblems(problems));
  if (errors.length) process.exit(1);
  console.log(`${process.argv[2] ?? 'site.yaml'} is valid.`);
} catch (err) {
  // A bug in the validator itself, not a content mistake: say so plainly.
  console.error(`The validator failed unexpectedly: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
