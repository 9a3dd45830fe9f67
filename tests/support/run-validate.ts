// `npm run validate` run in the test's own process (src/validate/cli.ts, the command the
// script runs): its exit status and what it printed on each stream. Starting tsx and
// compiling the schema again for each case took 2 s; validate-cli.test.ts checks the npm
// script's wiring and the pre-commit hook runs the script as git does.
import { validateCli } from '../../src/validate/cli.ts';

export function runValidate(
  args: string[],
  env: Record<string, string> = {},
): { status: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = validateCli(
    args,
    { ...process.env, GITHUB_ACTIONS: '', ...env },
    { out: (text) => (stdout += `${text}\n`), err: (text) => (stderr += `${text}\n`) },
  );
  return { status, stdout, stderr };
}
