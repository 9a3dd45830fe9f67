// The build the e2e run serves (playwright.config.ts builds it before the tests), for tests
// that read its files or serve it another way. Refuses a build older than the sources, so
// that a reused server cannot make a test pass on a stale build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { testSite } from '../support/test-site.ts';

export const outDir = process.env.E2E_PORT ? `.e2e/dist-${process.env.E2E_PORT}` : 'dist';

const SOURCES = [testSite.file, 'src', 'schema', testSite.publicDir, 'index.html', 'vite', 'vite.config.ts'];

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Whether this worker has checked the build already (it does not change during a run). */
let checked = false;

/** The e2e build's folder, after checking (once a worker) that it is complete and newer than every source file. */
export function freshBuild(): string {
  if (checked) return outDir;
  const marker = join(outDir, '404.html');
  if (!existsSync(marker)) throw new Error(`${outDir} has no 404.html: the e2e build is missing`);
  const newest = Math.max(
    ...SOURCES.filter(existsSync)
      .flatMap((p) => (statSync(p).isDirectory() ? filesUnder(p) : [p]))
      .map((f) => statSync(f).mtimeMs),
  );
  if (statSync(marker).mtimeMs < newest)
    throw new Error(
      `${outDir} is older than the sources: stop the server on this port and run the tests again to rebuild`,
    );
  checked = true;
  return outDir;
}

/**
 * A built page as a browser without JavaScript shows it, parsed by jsdom (which runs no
 * script): for the checks that depend on a page's words and links rather than on how it is
 * laid out, so that they read every page without visiting each in Chromium.
 */
export function builtDocument(fullPath: string): Document {
  const file = join(freshBuild(), fullPath, 'index.html');
  return new JSDOM(readFileSync(file, 'utf8')).window.document;
}
