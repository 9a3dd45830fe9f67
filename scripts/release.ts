// npm run build:release: the deploy build. It stops, with the line of each one, while the site
// file still has example content (src/validate/release-check.ts); otherwise it runs the
// normal build. SITE_FILE points it at another site file, as for npm run build.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { releaseCheck } from '../src/validate/release-check.ts';

const check = releaseCheck(resolve(process.env.SITE_FILE ?? 'site.yaml'));
if (!check.ok) {
  console.error(check.report);
  process.exit(1);
}
const build = spawnSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build'], { stdio: 'inherit' });
process.exit(build.status ?? 1);
