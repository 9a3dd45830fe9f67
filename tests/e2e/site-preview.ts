// A site a spec builds on its own (vite build, with the env that names the site and its output
// folder) and serves with vite preview on its own port; and the env of the test site built
// with an office.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { testSite } from '../support/test-site.ts';

/**
 * The env of the test site built with an office at `officeUrl`: its site.yaml copied into `work`
 * with office.url added (public/ is read in place), built into work/dist, the EmailJS stand-in
 * writing to `outbox`.
 */
export function siteWithOffice(work: string, officeUrl: string, outbox: string): NodeJS.ProcessEnv {
  writeFileSync(join(work, 'site.yaml'), `${readFileSync(testSite.file, 'utf8')}\noffice:\n  url: ${officeUrl}\n`);
  return {
    ...process.env,
    SITE_DIR: testSite.dir,
    SITE_FILE: join(work, 'site.yaml'),
    SITE_PUBLIC_DIR: testSite.publicDir,
    SITE_OUT_DIR: join(work, 'dist'),
    VITE_EMAILJS_ORIGIN: 'self',
    EMAIL_STANDIN_OUTBOX: outbox,
    NO_COLOR: '1',
  };
}

/** Builds the site `env` names; the test fails with the build's errors when it does not build. */
export function buildSite(env: NodeJS.ProcessEnv, timeout = 200_000): void {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { encoding: 'utf8', env, timeout });
  expect(build.status, build.stderr).toBe(0);
}

/** Serves the build `env` names with vite preview on 127.0.0.1:`port`; resolves once it answers (a minute at most). */
export async function previewSite(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const preview = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { env, stdio: 'ignore' },
  );
  for (let tries = 0; ; tries++) {
    if (preview.exitCode !== null) throw new Error(`vite preview exited with ${preview.exitCode}`);
    if (
      await fetch(origin).then(
        (r) => r.ok,
        () => false,
      )
    )
      return preview;
    if (tries > 300) throw new Error(`vite preview did not answer on ${origin}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
