// npm run test:quick [-- --base <ref>] [--list]
// The inner loop, in about three minutes: every unit test, the integration and office tests whose
// imports reach a changed file, and the browser specs that touch a changed file. Changed files
// are those of `git diff <base>` (the working tree, staged or not, against the merge-base with
// main; HEAD when on main) and files git does not track yet. A browser spec touches a file when
// the spec imports it, directly or through other files (tests/support/import-graph.ts), or when
// the table below says the spec checks what that file makes: specs test the built site, which
// no spec imports. `--list` prints the choice and runs nothing. `npm test` stays the full check.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importGraph } from '../tests/support/import-graph.ts';

const root = resolve(import.meta.dirname, '..');

/** Specs (file names in tests/e2e/) that check what files matching each pattern make. */
export const SPECS_BY_PATH: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    /^editor\//,
    [
      'admin.spec.ts',
      'admin-api.spec.ts',
      'admin-drafts.spec.ts',
      'admin-phone.spec.ts',
      'admin-publish.spec.ts',
      'admin-save-safety.spec.ts',
      'admin-uploads.spec.ts',
    ],
  ],
  [/^office\//, ['office-inbox.spec.ts', 'office-sign-in.spec.ts', 'enquiry-office.spec.ts']],
  [/^deploy\/office\//, ['office-sign-in.spec.ts']],
  [
    /^src\/blocks\/contactForm\/|^vite\/(email-standin|outbox-file)/,
    ['contact.spec.ts', 'enquiry-delivery.spec.ts', 'enquiry-office.spec.ts', 'islands.spec.ts'],
  ],
  [/^src\/(islands|blocks\/carousel)\//, ['islands.spec.ts', 'home.spec.ts']],
  [/^src\/(client|layout)\//, ['navigation.spec.ts', 'keyboard.spec.ts', 'islands.spec.ts', 'routing.spec.ts']],
  [/\.scss$|^src\/styles\/|^src\/theme\//, ['design.spec.ts', 'visual.spec.ts', 'page-css.spec.ts']],
  [/^src\/blocks\/[^/]+\/[^/]+\.tsx$/, ['design.spec.ts', 'a11y.spec.ts', 'prerender.spec.ts']],
  [/^(src|vite)\/pictures\/|^vite\/pictures|^vite\/(public-copy|favicon)-plugin/, ['photos.spec.ts']],
  [/^src\/host\/|^deploy\/nginx|^vite\/csp-plugin/, ['nginx.spec.ts', 'security.spec.ts']],
  [/^src\/seo\/|^src\/render\/|^vite\/prerender/, ['prerender.spec.ts', 'html-validity.spec.ts', 'page-css.spec.ts']],
  [/^vite\/(dev-pages|site)-plugin/, ['dev-reload.spec.ts']],
  [/^examples\//, ['example-site.spec.ts']],
  [
    /^tests\/fixtures\/pelican\/(site\.yaml$|public\/)/,
    [
      'home.spec.ts',
      'routing.spec.ts',
      'residential.spec.ts',
      'commercial.spec.ts',
      'about-pages.spec.ts',
      'prerender.spec.ts',
      'one-edit.spec.ts',
    ],
  ],
  [/^playwright\.config\.ts$/, ['routing.spec.ts']],
];
/** Specs for a change to the renderer that no row above names: does the site still build and show? */
export const SMOKE_SPECS = ['routing.spec.ts', 'home.spec.ts', 'prerender.spec.ts'] as const;
const RENDERER = /^(src|vite|schema)\//;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}

/** Files changed against the merge-base with main (or `base`), plus untracked ones, relative to the root. */
export function changedFiles(base?: string): { base: string; files: string[] } {
  let from = base;
  if (!from) {
    try {
      from = git('merge-base', 'HEAD', 'main');
    } catch {
      from = 'HEAD';
    }
  }
  const tracked = git('diff', '--name-only', from).split('\n');
  const untracked = git('ls-files', '--others', '--exclude-standard').split('\n');
  return { base: from, files: [...new Set([...tracked, ...untracked])].filter(Boolean).sort() };
}

function filesUnder(dir: string, match: (file: string) => boolean): string[] {
  if (!existsSync(join(root, dir))) return [];
  return (readdirSync(join(root, dir), { recursive: true }) as string[])
    .map((f) => join(dir, f).split('\\').join('/'))
    .filter((f) => !f.includes('node_modules') && match(f))
    .sort();
}

const reached = new Map<string, Set<string>>();
/** The files a test file imports, directly or not (relative to the root). */
function reach(testFile: string): Set<string> {
  const known = reached.get(testFile);
  if (known) return known;
  const edges = importGraph([join(root, testFile)], (f) => !f.includes('node_modules'));
  const files = new Set([testFile, ...edges.flatMap((e) => (e.file ? [relative(root, e.file)] : []))]);
  reached.set(testFile, files);
  return files;
}

/** The browser specs (file names) that touch any of the changed files. */
export function specsFor(changed: readonly string[], specs: readonly string[]): string[] {
  const chosen = new Set<string>();
  for (const spec of specs) {
    const reached = reach(`tests/e2e/${spec}`);
    if (changed.some((f) => reached.has(f))) chosen.add(spec);
  }
  for (const file of changed) {
    const rows = SPECS_BY_PATH.filter(([pattern]) => pattern.test(file));
    for (const [, names] of rows) names.forEach((n) => chosen.add(n));
    if (!rows.length && RENDERER.test(file) && !isTest(file)) SMOKE_SPECS.forEach((n) => chosen.add(n));
  }
  return specs.filter((s) => chosen.has(s));
}

export function quickPlan(changed: readonly string[]) {
  const unit = [...filesUnder('src', isTest), ...filesUnder('editor', isTest), ...filesUnder('tests/unit', isTest)];
  const slow = [...filesUnder('tests/integration', isTest), ...filesUnder('tests/office', isTest)];
  const related = slow.filter((t) => {
    const reached = reach(t);
    return changed.some((f) => reached.has(f));
  });
  const specs = specsFor(
    changed,
    filesUnder('tests/e2e', (f) => f.endsWith('.spec.ts')).map((f) => f.slice('tests/e2e/'.length)),
  );
  return { unit, related, specs };
}

function run(label: string, command: string, args: string[]): { ok: boolean; seconds: number } {
  console.log(
    `\n── ${label}: ${command} ${args.length > 6 ? `${args.slice(0, 4).join(' ')} … (${args.length} arguments)` : args.join(' ')}`,
  );
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = (performance.now() - start) / 1000;
  console.log(`── ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  return { ok: result.status === 0, seconds };
}

function main() {
  const { values } = parseArgs({ options: { base: { type: 'string' }, list: { type: 'boolean', default: false } } });
  const { base, files } = changedFiles(values.base);
  const plan = quickPlan(files);
  console.log(`Changed against ${base.slice(0, 12)}: ${files.length} file${files.length === 1 ? '' : 's'}`);
  console.log(`Unit tests: all ${plan.unit.length} files`);
  console.log(`Integration and office tests that import a changed file: ${plan.related.join(', ') || 'none'}`);
  console.log(`Browser specs that touch a changed file: ${plan.specs.join(', ') || 'none'}`);
  if (values.list) return 0;

  const started = performance.now();
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const results = [run('unit', npx, ['vitest', 'run', ...plan.unit, ...plan.related])];
  if (plan.specs.length)
    results.push(run('browser', npx, ['playwright', 'test', ...plan.specs.map((s) => `tests/e2e/${s}`)]));
  const minutes = (performance.now() - started) / 60_000;
  const ok = results.every((r) => r.ok);
  console.log(
    `\ntest:quick ${ok ? 'passed' : 'FAILED'} in ${minutes.toFixed(1)} min${minutes > 3 ? ' (over its 3 minutes: run fewer specs, or npm test for everything)' : ''}. npm test runs every check.`,
  );
  return ok ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) process.exitCode = main();
