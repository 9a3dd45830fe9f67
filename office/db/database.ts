// The office's data: one interface over two engines with the same SQL and the same migrations.
// PGlite (PostgreSQL compiled to WebAssembly) keeps the data in OFFICE_DATA by default; with
// DATABASE_URL the office uses that PostgreSQL server through `pg`. Queries are parameterised
// ($1, $2, …) everywhere: nothing a request carries is ever written into SQL text.

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgresql';
  /** Runs `work` in one transaction: all of it is stored, or none. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnavailable extends Error {}

/** Opens the database the configuration names: PostgreSQL by DATABASE_URL, else PGlite in `dataDir`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-db.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite-db.ts');
  return openPglite(options.dataDir);
}
