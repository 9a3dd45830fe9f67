// npm run build:release: the deploy build. It stops, with the line of each one, while the site
// file still has example content (src/validate/release-check.ts); otherwise it runs the
// normal build. SITE_DIR (or SITE_FILE) points it at another site, as for npm run build.
import { spawnSync } from 'node:child_process';
import { loadEnv } from 'vite';
import { releaseCheck } from '../src/validate/release-check.ts';
import { siteLocation } from '../src/validate/site-location.ts';
import { viteBin } from './vite-bin.ts';

// VITE_EMAILJS_ORIGIN=self (the test builds' setting, from the environment or a .env file)
// points the form at the local stand-in, which a published site does not have: its form would
// post to its own static host, fail, and never offer the email app.
const origin = loadEnv('production', process.cwd(), 'VITE_EMAILJS_').VITE_EMAILJS_ORIGIN?.trim();
if (origin === 'self') {
  console.error(
    'Not published: VITE_EMAILJS_ORIGIN is "self", the local stand-in of npm start, which a published site does not have.\n' +
      'Unset it (the form then uses https://api.emailjs.com) or set it to your EmailJS server, and run npm run build:release again.',
  );
  process.exit(1);
}

const check = releaseCheck(siteLocation().file);
if (check.doorways) console.warn(`${check.doorways}\n`);
if (!check.ok) {
  console.error(check.report);
  process.exit(1);
}
const build = spawnSync(process.execPath, [viteBin, 'build'], { stdio: 'inherit' });
process.exit(build.status ?? 1);
