// The record of who did what in the office: sign-ins, invites, removals, publishes, restores.
// The owner reads their site's part of it; nothing of a lead's content is ever written here.
import type { Queryable } from './db/database.ts';

export interface AuditEntry {
  site: string | null;
  /** Who: a person's email, or 'command line'. */
  actor: string | null;
  action: string;
  detail?: Record<string, unknown>;
}

export async function record(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query('insert into audit (site, actor, action, detail) values ($1, $2, $3, $4)', [
    entry.site,
    entry.actor,
    entry.action,
    JSON.stringify(entry.detail ?? {}),
  ]);
}

export async function auditOf(db: Queryable, site: string, limit = 200) {
  const { rows } = await db.query<{ id: number; actor: string | null; action: string; detail: unknown; at: Date }>(
    'select id, actor, action, detail, at from audit where site = $1 order by at desc, id desc limit $2',
    [site, limit],
  );
  return rows;
}
