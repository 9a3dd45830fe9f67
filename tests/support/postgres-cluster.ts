// A real PostgreSQL 15 server for the office's tests, started by the test itself: initdb and
// pg_ctl in a temporary folder, on a free loopback port, with no root service. initdb refuses
// to run as root, so as root the cluster belongs to the `postgres` user. One cluster per test
// process; each caller gets a database of its own in it.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const BIN = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'].find((d) =>
  existsSync(join(d, 'initdb')),
);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function asOwner(uid: number | undefined, command: string, args: string[]): void {
  if (uid === undefined) execFileSync(command, args, { stdio: 'pipe' });
  else execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
}

let cluster: Promise<{ port: number }> | undefined;

async function startCluster(): Promise<{ port: number }> {
  if (!BIN)
    throw new Error(
      'PostgreSQL is not installed: apt-get install -y postgresql (the office tests need its initdb and pg_ctl).',
    );
  const dir = mkdtempSync(join(tmpdir(), 'office-pg-'));
  const isRoot = process.getuid?.() === 0;
  const uid = isRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : undefined;
  if (uid !== undefined) {
    chownSync(dir, uid, uid);
    chmodSync(dir, 0o700);
  }
  const data = join(dir, 'data');
  asOwner(uid, join(BIN, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  asOwner(uid, join(BIN, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  process.once('exit', () => {
    try {
      asOwner(uid, join(BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      /* already stopped */
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return { port };
}

/** A fresh, empty database on the test cluster: its DATABASE_URL. */
export async function freshDatabase(): Promise<string> {
  cluster ??= startCluster();
  const { port } = await cluster;
  const name = `office_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `postgres://postgres@127.0.0.1:${port}/${name}`;
}
