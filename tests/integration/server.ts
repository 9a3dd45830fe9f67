// Starts a real Vite server (dev or preview) on a free loopback port for an integration
// test, and sends raw HTTP requests to it: the path exactly as given (no normalising of
// /../), bodies streamed from one small buffer so the test itself stays small.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export interface RunningServer {
  port: number;
  origin: string;
  pid: number;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export async function startVite(
  mode: 'dev' | 'preview',
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const vite = resolve('node_modules/vite/bin/vite.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      vite,
      ...(mode === 'preview' ? ['preview'] : []),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      ...args,
    ],
    {
      env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite ${mode} exited with ${child.exitCode}:\n${out}`);
    try {
      const r = await send(port, { method: 'GET', path: '/' });
      if (r.status > 0) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error(`vite ${mode} did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    origin,
    pid: child.pid!,
    output: () => out,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        // SIGTERM first; a server that is slow to close (open file watchers) gets SIGKILL after 5 s.
        const hard = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(hard);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

export interface Sent {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface SendOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Stream this many bytes of filler instead of a body; chunked unless a Content-Length header is given. */
  streamBytes?: number;
}

const FILLER = Buffer.alloc(64 * 1024, 'a');

/** One request to 127.0.0.1:port; resolves with the answer even when the server closes the upload early. */
export function send(port: number, o: SendOptions): Promise<Sent> {
  return new Promise((done, fail) => {
    // keep-alive, as browsers send it: with "Connection: close" the server must close the socket
    // right after an early answer, and the reset that follows can hide the answer from the client.
    const req = request({
      host: '127.0.0.1',
      port,
      method: o.method ?? 'POST',
      path: o.path,
      headers: { Connection: 'keep-alive', ...o.headers },
      agent: false,
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers });
        req.destroy();
      });
      res.on('error', () =>
        done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
      );
    });
    req.on('error', (e) => {
      if (!answered) fail(e);
    });
    if (o.streamBytes === undefined) {
      req.end(o.body);
      return;
    }
    let left = o.streamBytes;
    const pump = () => {
      while (left > 0 && !answered && !req.destroyed) {
        const chunk = left >= FILLER.length ? FILLER : FILLER.subarray(0, left);
        left -= chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered && !req.destroyed) req.end();
    };
    pump();
  });
}

/** Resident and peak memory (bytes) of a process, from /proc (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** A multipart/form-data body as the EmailJS SDK's sendForm posts it. */
export function formBody(fields: Record<string, string>): { body: Buffer; type: string } {
  const boundary = '----standin-test-boundary';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}
