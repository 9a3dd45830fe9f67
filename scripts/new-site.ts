// site-engine new-site DIR [--from STARTER] [--engine SPEC]: a new site repository for a client,
// from a starter: its site.yaml and public/, a package.json that depends on this engine, its
// workflows and a short README. It makes a git repository with one first commit and no remote
// (Publish pushes nowhere until the developer sets the client's own), checks the site once, and
// prints the next steps.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { displayPath, repoRoot } from '../src/validate/site-location.ts';
import { siteReadme, siteWorkflows } from './new-site-files.ts';

/** The starters: a name, the folder of its site.yaml and public/, and what it is. */
export const STARTERS: Record<string, { dir: string; about: string }> = {
  blank: { dir: 'starters/blank', about: 'a blank site: a home page, services and contact, every word a placeholder' },
  landscaping: { dir: 'examples/landscaping', about: 'a landscaping business (made up)' },
  pelican: { dir: 'sites/pelican', about: "this repository's own first business, the site in sites/pelican/" },
};

const SCHEMA_LINE = /^# yaml-language-server: \$schema=.*$/m;
const OWN_SCHEMA = '# yaml-language-server: $schema=node_modules/site-renderer/schema/site.schema.json';

function starterOf(from: string): { name: string; dir: string } {
  const byPath = Object.entries(STARTERS).find(([, s]) => resolve(repoRoot, s.dir) === resolve(repoRoot, from));
  const name = STARTERS[from] ? from : byPath?.[0];
  if (!name)
    throw new Error(
      `There is no starter "${from}". Starters: ${Object.entries(STARTERS)
        .map(([n, s]) => `${n} (${s.about})`)
        .join('; ')}.`,
    );
  return { name, dir: resolve(repoRoot, STARTERS[name].dir) };
}

/** A package name from the folder's name: lower case, dashes. */
export function packageName(dir: string): string {
  return (
    basename(resolve(dir))
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'site'
  );
}

export function newSite(target: string, from: string, engineSpec: string): string[] {
  const dir = resolve(target);
  if (existsSync(dir) && readdirSync(dir).length)
    throw new Error(`${dir} already exists and is not empty: choose a new folder.`);
  const starter = starterOf(from);
  mkdirSync(dir, { recursive: true });
  const text = readFileSync(join(starter.dir, 'site.yaml'), 'utf8');
  writeFileSync(
    join(dir, 'site.yaml'),
    SCHEMA_LINE.test(text) ? text.replace(SCHEMA_LINE, OWN_SCHEMA) : `${OWN_SCHEMA}\n${text}`,
  );
  if (existsSync(join(starter.dir, 'public')))
    cpSync(join(starter.dir, 'public'), join(dir, 'public'), { recursive: true, dereference: false });
  const scripts = {
    start: 'site-engine start',
    dev: 'site-engine dev',
    validate: 'site-engine validate',
    build: 'site-engine build',
    'build:release': 'site-engine build:release',
    preview: 'site-engine preview',
    check: 'site-engine check',
    test: 'site-engine check',
    office: 'site-engine office',
    migrate: 'site-engine migrate',
  };
  const pkg = {
    name: packageName(dir),
    private: true,
    type: 'module',
    scripts,
    dependencies: { 'site-renderer': engineSpec },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\ndist/\n.outbox/\n.office/\ntest-results/\n');
  for (const [file, body] of Object.entries(siteWorkflows())) {
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    writeFileSync(join(dir, '.github/workflows', file), body);
  }
  writeFileSync(join(dir, 'README.md'), siteReadme(packageName(dir), starter.name));
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  const who = (key: string, fallback: string) => {
    try {
      return execFileSync('git', ['config', key], { cwd: dir }).toString().trim() || fallback;
    } catch {
      return fallback;
    }
  };
  git(
    '-c',
    `user.name=${who('user.name', 'Site setup')}`,
    '-c',
    `user.email=${who('user.email', 'setup@localhost')}`,
    'commit',
    '-q',
    '-m',
    `First version of the site, from the ${starter.name} starter`,
  );
  return [dir, starter.name];
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string', default: 'blank' }, engine: { type: 'string' } },
  });
  const target = positionals[0];
  if (!target || positionals.length > 1) {
    console.error('Usage: site-engine new-site DIR [--from blank|landscaping|pelican] [--engine SPEC]');
    return 2;
  }
  const engineSpec = values.engine ?? `file:${repoRoot}`;
  let dir: string;
  let starter: string;
  try {
    [dir, starter] = newSite(target, values.from, engineSpec);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  console.log(`Made ${dir} from the ${starter} starter: a git repository with one first version and no remote.`);
  console.log('\nChecking it once:');
  const check = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/validate.ts')], {
    cwd: repoRoot,
    env: { ...process.env, SITE_DIR: dir },
    stdio: 'inherit',
  });
  const shown = displayPath(dir);
  console.log(`
Next steps:
  1. Install it, keep the lock file its CI installs from (npm ci), and give it the client's own
     remote, so that Publish sends it there (and nowhere else):
       cd ${shown} && npm install && git add package-lock.json && git commit -m "Lock the engine's version"
       git remote add origin git@github.com:CLIENT/SITE.git && git push -u origin main
  2. Fill in the business settings (company, phone, email, town) at the top of site.yaml:
       npm start                       # the site at http://localhost:5173, its editor at /admin/
  3. Turn on GitHub Pages: Settings › Pages › Source: GitHub Actions. Every push to main then deploys it.`);
  return check.status === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) process.exitCode = main();
