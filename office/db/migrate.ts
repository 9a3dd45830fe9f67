// Migrations: numbered SQL files in office/migrations (001-core.sql, 002-…), run in order at
// start, each in its own transaction, each once. A file is never edited after release: its
// checksum is kept, and a changed file stops the office with a message naming it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');

export class MigrationError extends Error {}

export interface Migration {
  id: number;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const migrations = files.map((name) => {
    const match = /^(\d{3})-[a-z0-9-]+\.sql$/.exec(name);
    if (!match) throw new MigrationError(`${name}: a migration is named NNN-what-it-does.sql.`);
    const sql = readFileSync(join(dir, name), 'utf8');
    return { id: Number(match[1]), name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
  migrations.forEach((m, i) => {
    if (m.id !== i + 1)
      throw new MigrationError(`${m.name}: migrations are numbered 001, 002, … with no gap or repeat.`);
  });
  return migrations;
}

/** Runs the migrations not yet run; returns the names of those it ran. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await db.exec(
    'create table if not exists office_migrations (id integer primary key, name text not null, checksum text not null, applied_at timestamptz not null default now())',
  );
  const { rows } = await db.query<{ id: number; name: string; checksum: string }>(
    'select id, name, checksum from office_migrations order by id',
  );
  const done = new Map(rows.map((r) => [r.id, r]));
  for (const row of rows) {
    const file = migrations.find((m) => m.id === row.id);
    if (!file)
      throw new MigrationError(
        `The database has migration ${row.name}, which this office does not know: it is older than the data.`,
      );
    if (file.checksum !== row.checksum)
      throw new MigrationError(
        `${file.name} was edited after it ran. Put the change in a new numbered migration instead.`,
      );
  }
  const ran: string[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      // One statement a call keeps both engines' parameter rules out of it.
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('insert into office_migrations (id, name, checksum) values ($1, $2, $3)', [
        m.id,
        m.name,
        m.checksum,
      ]);
    });
    ran.push(m.name);
  }
  return ran;
}

/** The statements of a migration file: split at semicolons that end a line (no functions with bodies here). */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
