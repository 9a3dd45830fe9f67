// PostgreSQL through `pg`, when DATABASE_URL names a server. A small pool; each transaction
// holds one client from BEGIN to COMMIT (or ROLLBACK on any error).
import pg from 'pg';
import { DatabaseUnavailable, type Database, type Row } from './database.ts';

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 8, connectionTimeoutMillis: 5000 });
  // A server that goes away between queries: the pool says so on the next query; this keeps
  // an idle client's error from ending the process.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailable(
      `The PostgreSQL server of DATABASE_URL could not be reached: ${(error as Error).message}`,
    );
  }
  return {
    kind: 'postgresql',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          async query<T extends Row>(sql: string, params: unknown[] = []) {
            const r = await client.query<T>(sql, params);
            return { rows: r.rows, rowCount: r.rowCount ?? r.rows.length };
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
