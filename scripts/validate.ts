// npm run validate [-- FILE] [-- --format json] [-- --as NAME]: check a site file (default: the
// site.yaml of SITE_DIR, else of the repository root); exit 1 on any error. The command
// itself is src/validate/cli.ts.
import { validateCli } from '../src/validate/cli.ts';

process.exitCode = validateCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
