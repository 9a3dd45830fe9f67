// A real git remote over HTTP for tests: git's own http-backend (smart HTTP, the protocol of
// GitHub's https remotes) behind a loopback Node server that asks for a token the way GitHub
// does (Basic auth, any user name, the token as password). The test can change the token it
// takes (a token revoked) while the server runs.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { dirname, basename } from 'node:path';

const BACKEND = (() => {
  try {
    return `${execFileSync('git', ['--exec-path'], { encoding: 'utf8' }).trim()}/git-http-backend`;
  } catch {
    return '/usr/lib/git-core/git-http-backend';
  }
})();

export interface GitHttpServer {
  /** The https-like address of the bare repository: http://127.0.0.1:PORT/NAME. */
  url: string;
  /** The token it takes now; anything else is refused with 401, as a revoked token is. */
  token: string;
  close(): Promise<void>;
}

/** Serves the bare repository `bare` over smart HTTP, reads and pushes, for the token given (on `port`, else a free one). */
export async function serveGitOverHttp(bare: string, token: string, port = 0): Promise<GitHttpServer> {
  const root = dirname(bare);
  const name = basename(bare);
  const state = { token };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const auth = req.headers.authorization ?? '';
    const password = auth.startsWith('Basic ')
      ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':').slice(1).join(':')
      : '';
    if (password !== state.token || !url.pathname.startsWith(`/${name}/`)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end('Unauthorized');
      req.resume();
      return;
    }
    const cgi = spawn(BACKEND, [], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        REMOTE_USER: 'office',
        REMOTE_ADDR: '127.0.0.1',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
      },
    });
    req.pipe(cgi.stdin);
    let head = Buffer.alloc(0);
    let sent = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (sent) return void res.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        const key = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (key.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
        else headers[key] = value;
      }
      res.writeHead(status, headers);
      sent = true;
      res.write(head.subarray(end + 4));
    });
    cgi.stdout.on('end', () => res.end());
    cgi.on('error', () => res.headersSent || res.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${name}`,
    get token() {
      return state.token;
    },
    set token(value: string) {
      state.token = value;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
