// `backup FILE` and `restore FILE`: every table of the office's database as JSON (the same file
// for PGlite and PostgreSQL, so a backup of one restores into the other), plus a git bundle of
// each site's clone with its unpublished changes. A restore replaces all the office's data in
// one transaction: all of it, or nothing.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Office } from './office.ts';
import type { Queryable } from './db/database.ts';
import { defineCommand, UsageError } from './commands.ts';
import { repoFolder } from './sites.ts';
import { record } from './audit.ts';

const run = promisify(execFile);
const FORMAT = 'office-backup';
const WORKTREE_REF = 'refs/office/backup-worktree';

interface Backup {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: Record<string, unknown[]>;
  clones: Record<string, string>;
}

async function tablesInOrder(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const names = rows.map((r) => r.name);
  const { rows: links } = await db.query<{ child: string; parent: string }>(
    "select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint where contype = 'f'",
  );
  // Parents before children, so every foreign key finds its row.
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const link of links) if (link.child === name && link.parent !== name) visit(link.parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered.filter((n) => names.includes(n));
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function makeBackup(office: Office): Promise<Buffer> {
  const tables: Record<string, unknown[]> = {};
  await office.db.transaction(async (tx) => {
    for (const name of await tablesInOrder(tx)) {
      const { rows } = await tx.query<{ data: unknown[] }>(
        `select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as data from ${quoteIdent(name)} t`,
      );
      tables[name] = rows[0].data;
    }
  });
  const clones: Record<string, string> = {};
  for (const site of office.config.sites) {
    if (site.inPlace) continue;
    const folder = repoFolder(office.config, site);
    if (!existsSync(join(folder, '.git'))) continue;
    const { stdout: stash } = await run('git', ['-C', folder, 'stash', 'create']);
    if (stash.trim()) await run('git', ['-C', folder, 'update-ref', WORKTREE_REF, stash.trim()]);
    else await run('git', ['-C', folder, 'update-ref', '-d', WORKTREE_REF]).catch(() => undefined);
    const file = join(office.config.dataDir, `.bundle-${site.name}-${process.pid}`);
    try {
      await run('git', ['-C', folder, 'bundle', 'create', '--quiet', file, '--all']);
      clones[site.name] = readFileSync(file).toString('base64');
    } finally {
      rmSync(file, { force: true });
    }
  }
  const migrations = (tables.office_migrations as { name: string }[]).map((m) => m.name);
  const backup: Backup = {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    migrations,
    tables,
    clones,
  };
  return gzipSync(JSON.stringify(backup));
}

export function readBackup(bytes: Buffer): Backup {
  let backup: Backup;
  try {
    backup = JSON.parse(gunzipSync(bytes).toString('utf8')) as Backup;
  } catch {
    throw new UsageError('That file is not an office backup (it should be a file made by "backup").');
  }
  if (backup.format !== FORMAT || backup.version !== 1 || typeof backup.tables !== 'object')
    throw new UsageError('That file is not an office backup of a version this office reads.');
  return backup;
}

export async function restoreBackup(office: Office, backup: Backup): Promise<string> {
  const { rows: known } = await office.db.query<{ name: string }>('select name from office_migrations order by id');
  const here = known.map((r) => r.name);
  const unknown = backup.migrations.filter((m) => !here.includes(m));
  if (unknown.length)
    throw new UsageError(
      `The backup comes from a newer office (it has ${unknown.join(', ')}). Update this office first.`,
    );
  let count = 0;
  await office.db.transaction(async (tx) => {
    const order = (await tablesInOrder(tx)).filter((t) => t !== 'office_migrations');
    await tx.query(`truncate ${order.map(quoteIdent).join(', ')} restart identity cascade`);
    for (const name of order) {
      const rows = backup.tables[name] ?? [];
      if (!rows.length) continue;
      await tx.query(
        `insert into ${quoteIdent(name)} select * from jsonb_populate_recordset(null::${quoteIdent(name)}, $1::jsonb)`,
        [JSON.stringify(rows)],
      );
      count += rows.length;
      // Serial columns go on after the highest restored value.
      const { rows: serials } = await tx.query<{ col: string }>(
        "select column_name as col from information_schema.columns where table_schema = 'public' and table_name = $1 and column_default like 'nextval(%'",
        [name],
      );
      for (const { col } of serials)
        await tx.query(
          `select setval(pg_get_serial_sequence($1, $2), greatest(coalesce((select max(${quoteIdent(col)}) from ${quoteIdent(name)}), 0), 1))`,
          [name, col],
        );
    }
    await record(tx, {
      site: null,
      actor: 'command line',
      action: 'restore',
      detail: { from: backup.createdAt, rows: count },
    });
  });
  const restoredClones: string[] = [];
  for (const site of office.config.sites) {
    const bundle = backup.clones[site.name];
    if (site.inPlace || !bundle) continue;
    const folder = repoFolder(office.config, site);
    const file = join(office.config.dataDir, `.restore-${site.name}-${process.pid}.bundle`);
    mkdirSync(join(office.config.dataDir, 'sites'), { recursive: true });
    writeFileSync(file, Buffer.from(bundle, 'base64'));
    const fresh = `${folder}.restoring`;
    try {
      rmSync(fresh, { recursive: true, force: true });
      await run('git', ['clone', '--quiet', '--branch', site.branch, file, fresh]);
      await run('git', ['-C', fresh, 'remote', 'set-url', 'origin', site.repo]);
      await run('git', ['-C', fresh, 'fetch', '--quiet', file, `${WORKTREE_REF}:${WORKTREE_REF}`]).catch(
        () => undefined,
      );
      await run('git', ['-C', fresh, 'stash', 'apply', WORKTREE_REF]).catch(() => undefined);
      if (existsSync(folder)) renameSync(folder, `${folder}.before-restore-${Date.now()}`);
      renameSync(fresh, folder);
      restoredClones.push(site.name);
    } finally {
      rmSync(file, { force: true });
    }
  }
  return `Restored ${count} rows from the backup of ${backup.createdAt}${restoredClones.length ? ` and ${restoredClones.length} site clone(s)` : ''}.`;
}

export function installBackupCommands(): void {
  defineCommand('backup', async (office, args) => {
    const file = args[0];
    if (!file || args.length > 1) throw new UsageError('Usage: backup FILE');
    const bytes = await makeBackup(office);
    const temp = `${file}.partial`;
    writeFileSync(temp, bytes, { mode: 0o600 });
    renameSync(temp, file);
    return `Backed up the office to ${file} (${Math.ceil(bytes.length / 1024)} KB).`;
  });
  defineCommand('restore', async (office, args) => {
    const file = args[0];
    if (!file || args.length > 1) throw new UsageError('Usage: restore FILE');
    if (!existsSync(file)) throw new UsageError(`${file} does not exist.`);
    return restoreBackup(office, readBackup(readFileSync(file)));
  });
}
