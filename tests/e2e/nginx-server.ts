// Starts a real nginx for a test: the build's own dist/nginx.conf, with only its root and
// listen lines pointed at this build and a free loopback port, inside a minimal main
// configuration in a temporary folder. stop() ends that nginx and removes the folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../integration/server.ts';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningNginx {
  port: number;
  stop(): Promise<void>;
}

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync) ?? 'nginx';

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
  if (spawnSync(NGINX, ['-v']).error)
    throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does this)');
  const root = resolve(outDir);
  const shipped = join(root, 'nginx.conf');
  if (!existsSync(shipped)) throw new Error(`${shipped} is missing: the build writes it`);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'nginx-e2e-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  writeFileSync(join(dir, 'site.conf'), localSiteConf(readFileSync(shipped, 'utf8'), root, port));
  const mime = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
${process.getuid?.() === 0 ? '# As root, workers would run as nobody, who may not read a checkout under /root.\nuser root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
    ${mime}
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx stopped at start (${child.exitCode}): ${stderr}${readErrorLog(dir)}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on port ${port}: ${stderr}${readErrorLog(dir)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readErrorLog(dir: string): string {
  try {
    return readFileSync(join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
