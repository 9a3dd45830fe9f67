// npm run build:release: the deploy build. It stops, with the line of each one, while the site
// file still has example content (src/validate/release-check.ts); otherwise it runs the
// normal build. SITE_DIR (or SITE_FILE) points it at another site, as for npm run build.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { releaseCheck } from '../src/validate/release-check.ts';
import { siteLocation } from '../src/validate/site-location.ts';

const check = releaseCheck(siteLocation().file);
if (!check.ok) {
  console.error(check.report);
  process.exit(1);
}
const build = spawnSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build'], { stdio: 'inherit' });
process.exit(build.status ?? 1);
