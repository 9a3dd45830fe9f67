// PGlite: PostgreSQL in WebAssembly, its files in OFFICE_DATA/db. One process holds the folder
// at a time: a lock file says which, so a second office (or a command-line call while the
// office runs) is told plainly instead of corrupting the data.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { processState } from '../process-state.ts';
import { DatabaseUnavailable, type Database, type Queryable, type Row } from './database.ts';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed office whose parent is gone can stay a zombie for as long as the machine's first
  // process leaves it unreaped (in a container, often for good): it holds nothing.
  // No /proc (not Linux): kill's answer stands.
  return processState(pid)?.state !== 'Z';
}

/** Takes OFFICE_DATA/db.lock for this process; a lock left by a process that died is taken over. */
function lockFolder(dataDir: string): () => void {
  const lock = join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lock, 'utf8'));
      if (pid && pid !== process.pid && processAlive(pid))
        throw new DatabaseUnavailable(
          `The office's database in ${dataDir} is in use by process ${pid} (a running office). Stop it first, or send the command to it.`,
        );
      rmSync(lock, { force: true });
    }
  }
  throw new DatabaseUnavailable(`Could not lock ${lock}.`);
}

function wrap(q: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockFolder(dataDir);
  let pg: PGlite;
  try {
    // PGlite's default 128 MB of shared buffers alone take the office past 300 MB; an office's
    // tables are small, and 16 MB keeps it near 180 MB at rest.
    pg = await PGlite.create(join(dataDir, 'db'), { postgresqlconf: ['shared_buffers = 16MB', 'work_mem = 4MB'] });
  } catch (error) {
    unlock();
    throw new DatabaseUnavailable(
      `The office's database in ${dataDir}/db could not be opened: ${(error as Error).message}`,
    );
  }
  const plain = wrap(pg);
  return {
    kind: 'pglite',
    query: plain.query,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async exec(sql) {
      await pg.exec(sql);
    },
    async close() {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
