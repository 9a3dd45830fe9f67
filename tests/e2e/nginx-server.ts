// Starts a real nginx for a test: the build's own dist/nginx.conf, with only its root and
// listen lines pointed at this build and a free loopback port, inside a minimal main
// configuration in a temporary folder. stop() ends that nginx and removes the folder.
import { existsSync, readFileSync } from 'node:fs';
import { freePort } from '../integration/server.ts';
import { join, resolve } from 'node:path';
import { runNginx, type RunningNginx } from '../support/nginx-process.ts';

export type { RunningNginx };

/** The shipped server block, moved to this build and port. */
export function localSiteConf(shipped: string, root: string, port: number): string {
  const conf = shipped
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root .*;$/m, `$1root ${root};`);
  if (!conf.includes(`listen 127.0.0.1:${port};`) || !conf.includes(`root ${root};`))
    throw new Error('nginx.conf has no "listen 80;" or "root ...;" line to point at the test build');
  return conf;
}

export async function startNginx(outDir: string): Promise<RunningNginx> {
  const root = resolve(outDir);
  const shipped = join(root, 'nginx.conf');
  if (!existsSync(shipped)) throw new Error(`${shipped} is missing: the build writes it`);
  const port = await freePort();
  return runNginx(localSiteConf(readFileSync(shipped, 'utf8'), root, port), port);
}
