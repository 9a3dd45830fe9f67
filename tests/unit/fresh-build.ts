// A built site for tests that read dist/: a build (dist/ or an e2e build in .e2e/) newer
// than every source file, or else a new build in a temporary folder, removed by cleanup().
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SOURCES = ['site.yaml', 'src', 'schema', 'public', 'index.html', 'vite', 'vite.config.ts', 'package-lock.json'];

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

const newest = (paths: string[]) => Math.max(...paths.flatMap((p) => (statSync(p).isDirectory() ? filesUnder(p) : [p])).map((f) => statSync(f).mtimeMs));

export function freshBuild(): { dir: string; cleanup(): void } {
  const since = newest(SOURCES.filter(existsSync));
  const candidates = ['dist', ...(existsSync('.e2e') ? readdirSync('.e2e').map((d) => join('.e2e', d)) : [])];
  const reused = candidates.find((d) => existsSync(join(d, '404.html')) && statSync(join(d, '404.html')).mtimeMs > since);
  if (reused) return { dir: reused, cleanup() {} };
  const dir = mkdtempSync(join(tmpdir(), 'site-dist-'));
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { encoding: 'utf8', timeout: 240_000, env: { ...process.env, SITE_OUT_DIR: dir } });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stderr}`);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
