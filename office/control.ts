// The running office's control socket (OFFICE_DATA/office.sock, this machine's user only): the
// command line sends a command there when an office is running, since PGlite's data can be open
// in one process only. One JSON line in, one JSON line out.
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { Office } from './office.ts';
import { commands } from './commands.ts';

export function socketPath(dataDir: string): string {
  return join(dataDir, 'office.sock');
}

export function listenControl(office: Office): Server {
  const path = socketPath(office.config.dataDir);
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > 65536) socket.destroy();
      if (!input.includes('\n')) return;
      let request: { command?: unknown; args?: unknown };
      try {
        request = JSON.parse(input.slice(0, input.indexOf('\n'))) as typeof request;
      } catch {
        socket.end(`${JSON.stringify({ ok: false, output: 'Not a command.' })}\n`);
        return;
      }
      const command = typeof request.command === 'string' ? commands.get(request.command) : undefined;
      const args = Array.isArray(request.args) ? request.args.map(String) : [];
      if (!command) {
        socket.end(`${JSON.stringify({ ok: false, output: 'Unknown command.' })}\n`);
        return;
      }
      command(office, args).then(
        (output) => socket.end(`${JSON.stringify({ ok: true, output })}\n`),
        (error: unknown) => socket.end(`${JSON.stringify({ ok: false, output: (error as Error).message })}\n`),
      );
    });
    socket.on('error', () => undefined);
  });
  server.listen(path, () => chmodSync(path, 0o600));
  return server;
}

/** Sends a command to the running office; undefined when none is listening. */
export function sendControl(
  dataDir: string,
  command: string,
  args: string[],
): Promise<{ ok: boolean; output: string } | undefined> {
  return new Promise((resolve) => {
    const socket = createConnection(socketPath(dataDir));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command, args })}\n`));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(output) as { ok: boolean; output: string });
      } catch {
        resolve({ ok: false, output: 'The running office gave no answer.' });
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else resolve({ ok: false, output: error.message });
    });
  });
}
