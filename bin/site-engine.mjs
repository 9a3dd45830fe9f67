#!/usr/bin/env node
// The engine's command line, for a site repository that depends on this package (and for this
// repository itself). Run in a site's folder: `site-engine build` builds the site of that folder
// with the engine's own configuration. SITE_DIR, when set, names the site's folder instead.
//
//   site-engine validate [FILE] [--format json]   check site.yaml
//   site-engine start | dev                       the site and its editor at /admin/
//   site-engine build | build:release | preview   build it (the release build refuses samples), serve dist/
//   site-engine check                             the site checks: everything expected derives from site.yaml
//   site-engine office [COMMAND …]                the office (see docs/office.md)
//   site-engine bench [--only …]                  sizes and speeds against their targets
//   site-engine new-site DIR [--from STARTER]     a new site repository from a starter
//   site-engine migrate [--write]                 rewrite fields an older engine used, keeping comments
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const engine = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(resolve(engine, 'package.json'));
const tsx = pathToFileURL(require.resolve('tsx')).href;
const vite = resolve(dirname(require.resolve('vite/package.json')), 'bin/vite.js');

const [command, ...args] = process.argv.slice(2);
const here = process.cwd();
// The site: SITE_DIR, else the folder the command runs in (this repository's root site when
// run here, as `npm start` always did).
const siteDir = process.env.SITE_DIR ? resolve(here, process.env.SITE_DIR) : here;
const siteEnv = { ...process.env, SITE_DIR: siteDir === engine ? '' : siteDir };

function run(cmd, argv, options = {}) {
  const result = spawnSync(cmd, argv, { stdio: 'inherit', cwd: engine, env: siteEnv, ...options });
  if (result.error) {
    console.error(`Could not run ${cmd}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

const script = (file, argv = [], options = {}) =>
  run(process.execPath, ['--import', tsx, resolve(engine, file), ...argv], options);

/** Paths the person typed are from where they typed them; the engine runs elsewhere. */
const absolute = (argv) =>
  argv.map((a, i) =>
    a.startsWith('-') || argv[i - 1] === '--format' || isAbsolute(a) || !existsSync(resolve(here, a))
      ? a
      : resolve(here, a),
  );

const commands = {
  validate: () => script('scripts/validate.ts', absolute(args)),
  start: () => run(process.execPath, [vite, '--open=false', ...args]),
  dev: () => run(process.execPath, [vite, ...args]),
  build: () => run(process.execPath, [vite, 'build', ...args]),
  'build:release': () => script('scripts/release.ts', args),
  preview: () => run(process.execPath, [vite, 'preview', ...args]),
  bench: () => script('scripts/bench.ts', args),
  check: () => script('scripts/site-check.ts', args),
  // As `npm run office` runs it: from its bundle (office/run.mjs).
  office: () =>
    run(process.execPath, [resolve(engine, 'office/run.mjs'), ...absolute(args)], { cwd: here, env: process.env }),
  'new-site': () => script('scripts/new-site.ts', args, { cwd: here, env: process.env }),
  migrate: () => script('scripts/migrate.ts', args),
};

if (!command || command === 'help' || command === '--help' || !(command in commands)) {
  if (command && command !== 'help' && command !== '--help') console.error(`Unknown command "${command}".`);
  console.error(`Commands: ${Object.keys(commands).join(', ')}.`);
  process.exit(command && command !== 'help' && command !== '--help' ? 2 : 0);
}
process.exit(commands[command]());
