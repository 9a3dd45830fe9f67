// A dev server for the editor's browser tests, on a copy of site.yaml and public/ in a temp
// folder (SITE_FILE, SITE_PUBLIC_DIR), so saves and uploads never touch the project's files.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface EditorServer {
  url: string;
  dir: string;
  siteFile: string;
  publicDir: string;
  original: string;
  /** Puts the copy of site.yaml back as it was. */
  reset(): void;
  read(): string;
  stop(): void;
}

export async function startEditorServer(port: number): Promise<EditorServer> {
  const dir = mkdtempSync(join(tmpdir(), 'site-admin-'));
  const siteFile = join(dir, 'site.yaml');
  const publicDir = join(dir, 'public');
  const original = readFileSync('site.yaml', 'utf8');
  writeFileSync(siteFile, original);
  cpSync('public', publicDir, { recursive: true });
  // Node runs Vite directly (no npx in between), so killing the process stops the server.
  const server: ChildProcess = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    env: { ...process.env, SITE_FILE: siteFile, SITE_PUBLIC_DIR: publicDir, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const plain = (d: unknown) => String(d).replace(/\x1b\[[0-9;]*m/g, '');
  server.stdout!.on('data', (d) => (output += plain(d)));
  server.stderr!.on('data', (d) => (output += plain(d)));
  await expect.poll(() => output, { timeout: 60_000 }).toMatch(new RegExp(`127\\.0\\.0\\.1:${port}/|${port} is in use`));
  expect(output, 'another server holds the port').not.toContain('is in use');
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    siteFile,
    publicDir,
    original,
    reset: () => {
      if (readFileSync(siteFile, 'utf8') !== original) writeFileSync(siteFile, original);
    },
    read: () => readFileSync(siteFile, 'utf8'),
    stop: () => {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `git diff -U0` of two texts: the removed and added lines. */
export function diffLines(dir: string, before: string, after: string): { removed: string[]; added: string[] } {
  const a = join(dir, 'diff-before.yaml');
  const b = join(dir, 'diff-after.yaml');
  writeFileSync(a, before);
  writeFileSync(b, after);
  const out = spawnSync('git', ['diff', '--no-index', '--no-color', '-U0', a, b], { encoding: 'utf8' }).stdout;
  const lines = out.split('\n').filter((l) => !/^(---|\+\+\+) /.test(l));
  return { removed: lines.filter((l) => l.startsWith('-')).map((l) => l.slice(1)), added: lines.filter((l) => l.startsWith('+')).map((l) => l.slice(1)) };
}
