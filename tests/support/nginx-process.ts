// Runs a real nginx with one server block of ours (already pointed at a free loopback port),
// inside a minimal main configuration in a temporary folder. stop() ends that nginx and removes
// the folder. Used by the static site's test and the office's reverse-proxy test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningNginx {
  port: number;
  stop(): Promise<void>;
}

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync) ?? 'nginx';

export async function runNginx(serverConf: string, port: number): Promise<RunningNginx> {
  if (spawnSync(NGINX, ['-v']).error)
    throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does this)');
  const dir = mkdtempSync(join(tmpdir(), 'nginx-e2e-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  writeFileSync(join(dir, 'site.conf'), serverConf);
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
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null)
      throw new Error(`nginx stopped at start (${child.exitCode}): ${stderr}${readErrorLog(dir)}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      break;
    } catch {
      if (tries > 100) throw new Error(`nginx did not answer on port ${port}: ${stderr}${readErrorLog(dir)}`);
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
