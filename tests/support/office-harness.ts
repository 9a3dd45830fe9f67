// Starts a real office for a test: its own data folder, PGlite or a fresh database on the test
// PostgreSQL cluster, a free port, optionally an office.yaml of the test's sites and a real SMTP
// inbox. `databases` lists both engines: office tests run `describe.each(databases)`.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { loadConfig } from '../../office/config.ts';
import { startOffice, type RunningOffice } from '../../office/start.ts';
import { freshDatabase } from './postgres-cluster.ts';
import { openPglite } from '../../office/db/pglite-db.ts';
import { migrate } from '../../office/db/migrate.ts';

// A PGlite data folder made once per test process (initdb takes seconds) and copied for each
// office: every test still gets data of its own.
let template: Promise<string> | undefined;
async function makeTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'office-template-'));
  const db = await openPglite(dir);
  await migrate(db);
  await db.close();
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'db');
}

export type Engine = 'pglite' | 'postgresql';
export const databases: Engine[] = ['pglite', 'postgresql'];

export interface TestOffice extends RunningOffice {
  dataDir: string;
  /** Logged lines (the test may check that no lead's content reached them). */
  lines: string[];
  /** fetch against the office, with its own Origin on changes unless the test gives one. */
  request(path: string, init?: RequestInit & { origin?: string | null }): Promise<Response>;
  stop(): Promise<void>;
}

export interface OfficeOptions {
  engine?: Engine;
  /** The sites of office.yaml; none: the checkout itself as its one site. */
  sites?: Record<string, unknown>[];
  env?: Record<string, string>;
  smtpUrl?: string;
  /** Reuse a data folder (a restart). */
  dataDir?: string;
  databaseUrl?: string;
}

export async function startTestOffice(options: OfficeOptions = {}): Promise<TestOffice> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'office-test-'));
  const env: NodeJS.ProcessEnv = { OFFICE_PORT: '0', OFFICE_DATA: dataDir, ...options.env };
  if (options.smtpUrl) env.OFFICE_SMTP_URL = options.smtpUrl;
  const databaseUrl = options.databaseUrl ?? (options.engine === 'postgresql' ? await freshDatabase() : undefined);
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else if (!existsSync(join(dataDir, 'db')))
    cpSync(await (template ??= makeTemplate()), join(dataDir, 'db'), { recursive: true });
  if (options.sites) {
    const file = join(dataDir, 'office.yaml');
    writeFileSync(file, stringify({ sites: options.sites }));
    env.OFFICE_CONFIG = file;
  }
  const lines: string[] = [];
  const config = loadConfig(env, process.cwd());
  const running = await startOffice(config, { log: (line) => lines.push(line) });
  return {
    ...running,
    dataDir,
    lines,
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      const method = (init.method ?? 'GET').toUpperCase();
      if (init.origin !== undefined) {
        if (init.origin !== null) headers.set('Origin', init.origin);
      } else if (method !== 'GET' && method !== 'HEAD') headers.set('Origin', running.office.config.publicUrl);
      return fetch(new URL(path, running.url), { ...init, headers, redirect: 'manual' });
    },
    async stop() {
      await running.close();
      // A build the office started in a child process may still be writing its folder: the
      // removal tries again for a while, and a folder left in the temp dir is no failure.
      if (!options.dataDir)
        try {
          rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        } catch {
          /* left in the system's temp folder */
        }
    },
  };
}
