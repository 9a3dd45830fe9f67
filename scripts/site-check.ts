// site-engine check (npm test in a site repository): every check of a site, each expectation
// taken from the site's own site.yaml, never from another business. It validates, builds (a test
// build whose form posts to the local stand-in), follows every link, runs axe on every page at
// desktop and phone size and the Nu HTML Checker over every page, sends the form, and lists the
// sample content a release build would refuse. Prints each result and "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { siteLocation, repoRoot, displayPath } from '../src/validate/site-location.ts';
import { loadSiteFile } from '../src/validate/load-site.ts';
import { releaseCheck } from '../src/validate/release-check.ts';
import { eachBlock } from '../src/site/each-block.ts';
import { flattenRoutes } from '../src/site/routes.ts';
import { brokenLinks, htmlFiles, addressOf } from './site-check/links.ts';
import { axeProblems, formArrives, openBrowser } from './site-check/browser.ts';
import { runNu } from '../tests/e2e/nu-checker.ts';
import { viteBin } from './vite-bin.ts';

const site = siteLocation();
let passed = 0;
let failed = 0;

function report(name: string, problems: string[], note = ''): void {
  if (problems.length) {
    failed++;
    console.log(`✗ ${name}`);
    for (const p of problems.slice(0, 30)) console.log(`    ${p}`);
    if (problems.length > 30) console.log(`    … and ${problems.length - 30} more`);
  } else {
    passed++;
    console.log(`✓ ${name}${note ? ` (${note})` : ''}`);
  }
}

async function main(): Promise<number> {
  console.log(`Checking ${displayPath(site.dir)}:`);
  const loaded = loadSiteFile(site.file);
  const errors = loaded.problems.filter((p) => p.severity === 'error');
  const warnings = loaded.problems.filter((p) => p.severity === 'warning');
  report(
    'site.yaml is valid',
    errors.map((p) => `${displayPath(site.file)}:${p.line}:${p.column} ${p.message}`),
    warnings.length ? `${warnings.length} warning(s): npm run validate shows them` : '',
  );
  if (!loaded.config) return 1;

  const work = mkdtempSync(join(tmpdir(), 'site-check-'));
  const dist = join(work, 'dist');
  const outbox = join(work, 'outbox.jsonl');
  try {
    const build = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SITE_DIR: site.dir,
        SITE_OUT_DIR: dist,
        VITE_EMAILJS_ORIGIN: 'self',
      },
      encoding: 'utf8',
    });
    report(
      'the site builds',
      build.status === 0 ? [] : [(build.stderr || build.stdout).trim().split('\n').slice(-15).join('\n    ')],
    );
    if (build.status !== 0) return 1;

    report(
      'every link resolves',
      brokenLinks(dist).map((b) => `${b.page}: ${b.link}: ${b.why}`),
    );

    const pages = htmlFiles(dist).filter((f) => !f.endsWith('404.html'));
    let nu: string[];
    try {
      nu = runNu(pages).map(
        (m) => `${m.url.replace(/^file:/, '').replace(dist, '')}:${m.lastLine ?? '?'} ${m.message}`,
      );
    } catch (error) {
      nu = [(error as Error).message];
    }
    report('the Nu HTML Checker finds no error', nu, `${pages.length} pages`);

    const { preview } = await import('vite');
    process.env.SITE_DIR = site.dir;
    process.env.EMAIL_STANDIN_OUTBOX = outbox;
    const server = await preview({
      configFile: resolve(repoRoot, 'vite.config.ts'),
      root: repoRoot,
      build: { outDir: dist },
      preview: { host: '127.0.0.1', port: 0 },
      logLevel: 'silent',
    });
    const base = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
    const browser = await openBrowser();
    try {
      const addresses = pages.map((f) => addressOf(dist, f));
      report(
        'axe finds no accessibility problem',
        await axeProblems(browser, base, addresses),
        `${addresses.length} pages, desktop and phone`,
      );
      const formPage = firstFormPage(loaded.config);
      if (formPage) {
        const problem = await formArrives(browser, base, formPage, outbox);
        report('the form sends a request', problem ? [problem] : [], `from ${formPage}, to the local stand-in`);
      } else console.log('- no page has the form');
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const release = releaseCheck(site.file);
  if (!release.ok)
    console.log(
      '\nNote: the release build (npm run build:release) refuses this site until its sample content is replaced:\n' +
        release.report,
    );
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

/** The address of the first page that holds the contact form. */
function firstFormPage(config: NonNullable<ReturnType<typeof loadSiteFile>['config']>): string | undefined {
  for (const route of flattenRoutes(config.routes)) {
    let found = false;
    eachBlock(route.route.blocks, (block) => (found ||= block.type === 'contactForm'));
    if (found) return route.fullPath;
  }
  return undefined;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
