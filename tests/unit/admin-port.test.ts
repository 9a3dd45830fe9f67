// A port already taken stops `npm start` and `npm run preview` with a message that says so,
// rather than quietly serving on the next free port (issue 43: PORT=N moved elsewhere unseen).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let holder: Server;
let port: number;
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'port-taken-'));
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as { port: number }).port;
});
afterAll(() => {
  holder.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** Runs `vite <command>` as npm's script does, with PORT set; its exit code and what it printed. */
function run(command: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...command, '--host', '127.0.0.1'], {
      env: { ...process.env, PORT: String(port), SITE_OUT_DIR: outDir, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    // A server that started anyway never exits by itself: stop it, and let the test say why.
    const timer = setTimeout(() => child.kill(), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a port already taken', () => {
  it.each([
    ['npm run preview', ['preview']],
    ['npm start', ['--open=false']],
  ])(
    'stops %s, which says the port is in use',
    async (_, command) => {
      const { code, output } = await run(command);
      expect(output).toContain(`Port ${port} is already in use`);
      expect(output).not.toMatch(/Local:\s+http/);
      expect(code).not.toBe(0);
    },
    40_000,
  );
});
