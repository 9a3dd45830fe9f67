// A dev server (npm run dev) on a copy of the site, for the editor's tests: site.yaml and
// public/ are copied to a temporary folder (SITE_FILE, SITE_PUBLIC_DIR), so saves and
// uploads never touch the repository. Each spec gives its own port.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { API_PREFIX } from '../../editor/shared/api-contract.ts';
import { testSite } from '../support/test-site.ts';

export interface EditorServer {
  origin: string;
  dir: string;
  siteFile: string;
  publicDir: string;
  /** What the server printed so far (colours removed). */
  output(): string;
  /** Stops the server and starts it again on the same port and copy (the copy is kept). */
  restart(): Promise<void>;
  stop(): void;
}

export interface EditorServerOptions {
  /** More environment for the dev server (e.g. the editor's test hooks). */
  env?: Record<string, string>;
  /** Changes the copy before the server starts (e.g. moves a page into a file under pages/). */
  prepare?(dir: string): void;
}

export const versionOfFile = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

export async function startEditorServer(port: number, options: EditorServerOptions = {}): Promise<EditorServer> {
  const dir = mkdtempSync(join(tmpdir(), 'site-editor-'));
  const siteFile = join(dir, 'site.yaml');
  const publicDir = join(dir, 'public');
  cpSync(testSite.file, siteFile);
  cpSync(testSite.publicDir, publicDir, { recursive: true });
  options.prepare?.(dir);
  let output = '';
  let server: ChildProcess;
  const start = async () => {
    output = '';
    // Node runs Vite directly (no npx in between), so killing the process stops the server.
    server = spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      {
        env: {
          ...process.env,
          ...options.env,
          SITE_FILE: siteFile,
          SITE_PUBLIC_DIR: publicDir,
          FORCE_COLOR: '0',
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const plain = (d: unknown) => String(d).replace(/\x1b\[[0-9;]*m/g, '');
    server.stdout!.on('data', (d) => (output += plain(d)));
    server.stderr!.on('data', (d) => (output += plain(d)));
    await expect
      .poll(() => output, { timeout: 60_000 })
      .toMatch(new RegExp(`127\\.0\\.0\\.1:${port}/|${port} is in use`));
    expect(output, 'another server holds the port').not.toContain('is in use');
  };
  await start();
  return {
    origin: `http://127.0.0.1:${port}`,
    dir,
    siteFile,
    publicDir,
    output: () => output,
    async restart() {
      const stopped = new Promise((r) => server.once('exit', r));
      server.kill();
      await stopped;
      await start();
    },
    stop() {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Everything the editor's event stream (GET /__admin/api/events) says, as it arrives. */
export async function listenToEvents(origin: string): Promise<{ received(): string; stop(): Promise<void> }> {
  const controller = new AbortController();
  const res = await fetch(`${origin}${API_PREFIX}events`, { signal: controller.signal });
  const reader = res.body!.getReader();
  let received = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      received += new TextDecoder().decode(value);
    }
  })();
  await expect.poll(() => received).toContain('retry:');
  return {
    received: () => received,
    async stop() {
      controller.abort();
      await reading;
    },
  };
}

/**
 * Opens the editor at `origin` with no drafts: those of an earlier test (kept in IndexedDB, which a
 * shared tab does not clear) are deleted first, from a page of the same origin.
 */
export async function openEditorFresh(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${API_PREFIX}schema`);
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const deleting = indexedDB.deleteDatabase('site-editor');
        deleting.onsuccess = resolve;
        deleting.onerror = () => reject(deleting.error);
      }),
  );
  await page.goto(`${origin}/admin/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Business settings' })).toBeVisible({ timeout: 60_000 });
}
