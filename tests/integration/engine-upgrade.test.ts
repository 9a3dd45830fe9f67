// The engine upgrades without a merge (issue 43), as a developer takes its next version: a copy
// of this repository at HEAD is packed (npm pack), a client's site made by `new-site` depends on
// the packed file and builds; the engine then gets a new commit and version, is packed again,
// the site points at the new file (`npm install ../site-renderer-0.2.0.tgz`) and rebuilds with
// no edit of its own: the pages show the new engine's change and the same content.
//
// The first install asks the registry for the packages' metadata it does not have yet
// (--prefer-offline: npm ci keeps only the packages' files, and a packed dependency's own
// dependencies are resolved anew); the upgrade runs --offline. A git URL is not tried here:
// npm prepares a git dependency that has a build script by installing all of its development
// dependencies in a copy first, minutes and the network (docs/sites.md says so).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const cli = join(root, 'bin/site-engine.mjs');
let home: string;
let engine: string;
let site: string;

// As a developer's shell runs them: no test runner's NODE_ENV, no SITE_DIR; a git identity for
// the engine's commits; the pictures' and social cards' caches in the temp folder.
const shell = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_DIR: '',
    CI: '1',
    GIT_AUTHOR_NAME: 'Engine Dev',
    GIT_AUTHOR_EMAIL: 'dev@localhost',
    GIT_COMMITTER_NAME: 'Engine Dev',
    GIT_COMMITTER_EMAIL: 'dev@localhost',
    SITE_PICTURE_CACHE: join(home, 'cache/pictures'),
    SITE_CARD_CACHE: join(home, 'cache/cards'),
  };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
};
const run = (cwd: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...shell(), ...env }, timeout: 280_000 });
  expect(result.status, `${cmd} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
};
const git = (cwd: string, ...args: string[]) => run(cwd, 'git', args).trim();

/**
 * Every page and stylesheet of a built site, by its path in dist/. A script's name is left out
 * of the pages: its hash follows where the engine's modules are (the scripts are the same).
 */
function built(dist: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(html|css)$/.test(entry.name))
        files.set(relative(dist, path), readFileSync(path, 'utf8').replace(/-[\w-]{8}\.js\b/g, '-[hash].js'));
    }
  };
  walk(dist);
  return files;
}

interface Packed {
  filename: string;
  size: number;
  files: { path: string }[];
}
const pack = (): Packed =>
  (JSON.parse(run(engine, 'npm', ['pack', '--json', '--pack-destination', home])) as Packed[])[0];

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'engine-upgrade-'));
  engine = join(home, 'site-renderer');
  site = join(home, 'client-site');
});
// Two installs of the engine's dependencies: more than the default 10 s to remove.
afterAll(() => rmSync(home, { recursive: true, force: true }), 120_000);

describe('a site that depends on the packed engine', () => {
  let first: Map<string, string>;

  it('packs what a site needs and no tests, builds or office data', () => {
    git(home, 'clone', '-q', root, engine);
    const packed = pack();
    expect(packed.filename).toBe('site-renderer-0.1.0.tgz');
    const files = packed.files.map((f) => f.path);
    for (const needed of [
      'bin/site-engine.mjs',
      'vite.config.ts',
      'index.html',
      'tsconfig.json',
      'schema/site.schema.json',
      'src/client/main.ts',
      'editor/client/index.html',
      'office/main.ts',
      'scripts/site-check.ts',
      'starters/blank/site.yaml',
      'examples/landscaping/site.yaml',
      'tests/support/chromium.ts',
      'tests/e2e/nu-checker.ts',
      'docs/settings.md',
    ])
      expect(files, needed).toContain(needed);
    const unwanted = files.filter(
      (f) =>
        /\.(test|spec)\.tsx?$/.test(f) ||
        (f.startsWith('tests/') && !['tests/support/chromium.ts', 'tests/e2e/nu-checker.ts'].includes(f)) ||
        /^(\.office|\.outbox|\.e2e|\.git|\.github|dist|node_modules|office\/\.build|docs\/design|docs\/images)\//.test(
          f,
        ) ||
        /(^|\/)(dist|node_modules|\.office)\//.test(f),
    );
    expect(unwanted).toEqual([]);
    expect(packed.size).toBeLessThan(1_500_000);
  });

  it('installs from the packed file, builds, and builds the pages the engine builds from its own checkout', () => {
    run(home, process.execPath, [
      cli,
      'new-site',
      site,
      '--from',
      'blank',
      '--engine',
      'file:../site-renderer-0.1.0.tgz',
    ]);
    run(site, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);
    run(site, 'npm', ['run', 'build']);
    first = built(join(site, 'dist'));
    expect(first.get('index.html')).toContain('Your Company');
    expect(first.get('index.html')).not.toContain('name="generator"');

    // The same engine run from its checkout (its dependencies this repository's): the same pages
    // and stylesheets, so nothing depends on where npm put the engine.
    symlinkSync(join(root, 'node_modules'), join(engine, 'node_modules'));
    run(site, process.execPath, [join(engine, 'bin/site-engine.mjs'), 'build'], {
      SITE_OUT_DIR: join(home, 'from-checkout'),
    });
    expect(built(join(home, 'from-checkout'))).toEqual(first);
  }, 400_000);

  it('takes the next version of the engine (a new commit, packed again) and rebuilds with no edit of its own', () => {
    // The engine's next version: a change that shows in every page, then `npm version`, which
    // commits and tags it, as an engine developer releases one.
    const template = join(engine, 'index.html');
    writeFileSync(
      template,
      readFileSync(template, 'utf8').replace(
        '<meta name="viewport"',
        '<meta name="generator" content="site-renderer 0.2.0" />\n    <meta name="viewport"',
      ),
    );
    git(engine, 'commit', '-q', '-am', 'Every page names its generator');
    run(engine, 'npm', ['version', 'minor', '-m', 'site-renderer %s']);
    expect(git(engine, 'describe', '--tags')).toBe('v0.2.0');
    expect(pack().filename).toBe('site-renderer-0.2.0.tgz');

    run(site, 'npm', ['install', '../site-renderer-0.2.0.tgz', '--offline', '--no-audit', '--no-fund']);
    const pkg = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['site-renderer']).toBe('file:../site-renderer-0.2.0.tgz');
    run(site, 'npm', ['run', 'build']);

    const next = built(join(site, 'dist'));
    expect([...next.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [path, text] of next) {
      if (!path.endsWith('.html')) continue;
      expect(text, path).toContain('<meta name="generator" content="site-renderer 0.2.0" />');
      expect(text.replace('<meta name="generator" content="site-renderer 0.2.0" />\n    ', ''), path).toBe(
        first.get(path),
      );
    }
    // The site's own files are as new-site made them: only npm's package.json and its lock changed.
    expect(git(site, 'status', '--porcelain')).toBe('M package.json\n?? package-lock.json');
  }, 400_000);
});
