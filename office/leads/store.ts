// The leads of one site in the database. Every function takes the site's name from the caller,
// which is the session's site (ask.site.name) or the site the request's Origin matched: never a
// name or an id from the request alone. A lead of another site is "not found".
import type { Queryable } from '../db/database.ts';

export const STATUSES = ['New', 'Contacted', 'Booked', 'Done', 'Not a fit', 'Spam'] as const;
export type Status = (typeof STATUSES)[number];
export const isStatus = (value: unknown): value is Status => STATUSES.includes(value as Status);

export interface Lead {
  id: string;
  enquiryId: string;
  fields: Record<string, string>;
  receivedAt: Date;
  status: Status;
  spam: boolean;
  spamReason: string | null;
  alsoEmailed: boolean;
  alertFailed: boolean;
  alertNote: string | null;
  readAt: Date | null;
  firstContactAt: Date | null;
}

export interface LeadEvent {
  actor: string;
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  at: Date;
}

const LEAD_COLUMNS = `id::text as id, enquiry_id, fields, received_at, status, spam, spam_reason, also_emailed,
  alert_failed, alert_note, read_at, first_contact_at`;

type LeadRow = {
  id: string;
  enquiry_id: string;
  fields: Record<string, string>;
  received_at: Date | string;
  status: Status;
  spam: boolean;
  spam_reason: string | null;
  also_emailed: boolean;
  alert_failed: boolean;
  alert_note: string | null;
  read_at: Date | string | null;
  first_contact_at: Date | string | null;
};

const when = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));
const date = (v: Date | string | null): Date | null => (v === null ? null : when(v));

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    enquiryId: row.enquiry_id,
    fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields,
    receivedAt: when(row.received_at),
    status: row.status,
    spam: row.spam,
    spamReason: row.spam_reason,
    alsoEmailed: row.also_emailed,
    alertFailed: row.alert_failed,
    alertNote: row.alert_note,
    readAt: date(row.read_at),
    firstContactAt: date(row.first_contact_at),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function leadOf(db: Queryable, site: string, id: string): Promise<Lead | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<LeadRow>(`select ${LEAD_COLUMNS} from leads where site = $1 and id = $2`, [site, id]);
  return rows[0] ? toLead(rows[0]) : undefined;
}

export async function eventsOf(db: Queryable, site: string, id: string): Promise<LeadEvent[]> {
  const { rows } = await db.query<{
    actor: string;
    kind: string;
    from_status: string | null;
    to_status: string | null;
    note: string | null;
    at: Date | string;
  }>(
    'select actor, kind, from_status, to_status, note, at from lead_events where site = $1 and lead_id = $2 order by at, id',
    [site, id],
  );
  return rows.map((r) => ({
    actor: r.actor,
    kind: r.kind,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    note: r.note,
    at: when(r.at),
  }));
}

export interface LeadQuery {
  q?: string;
  status?: Status | 'all';
  service?: string;
  /** yyyy-mm-dd, inclusive, in UTC. */
  from?: string;
  to?: string;
  /** Keyset paging: the leads after this one (by id) in the list's order. */
  before?: string;
  limit?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The where clause and parameters of a query of one site's leads. */
function whereOf(site: string, query: LeadQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [site];
  const where = ['site = $1'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  // Spam is out of sight unless asked for: its own filter.
  if (query.status === 'all') where.push("status <> 'Spam'");
  else if (query.status) add('status = ?', query.status);
  else where.push("status <> 'Spam'");
  if (query.service) add("fields ->> 'whatAreYouInterestedIn' = ?", query.service);
  if (query.from && DAY.test(query.from)) add('received_at >= ?::date', query.from);
  if (query.to && DAY.test(query.to)) add("received_at < ?::date + interval '1 day'", query.to);
  if (query.q?.trim()) {
    const words = query.q.trim().toLowerCase().split(/\s+/).slice(0, 5);
    for (const word of words) add(`search_text like ? escape '\\'`, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  // Keyset paging from a lead of this site (its exact time, to the microsecond, from the row).
  if (query.before && UUID.test(query.before)) {
    params.push(query.before);
    where.push(
      `(received_at, id) < (select b.received_at, b.id from leads b where b.site = $1 and b.id = $${params.length}::uuid)`,
    );
  }
  return { sql: where.join(' and '), params };
}

export async function listLeads(db: Queryable, site: string, query: LeadQuery): Promise<Lead[]> {
  const { sql, params } = whereOf(site, query);
  params.push(Math.min(Math.max(query.limit ?? 50, 1), 10_000));
  const { rows } = await db.query<LeadRow>(
    `select ${LEAD_COLUMNS} from leads where ${sql} order by received_at desc, id desc limit $${params.length}`,
    params,
  );
  return rows.map(toLead);
}

export interface Summary {
  unread: number;
  spam: number;
  /** Median seconds from received to first contact, over the last 7 days' contacted leads. */
  weekMedianSeconds: number | null;
  weekContacted: number;
  weekWaiting: number;
  services: string[];
}

export async function summaryOf(db: Queryable, site: string): Promise<Summary> {
  // Each figure from its own index (unread: leads_site_unread; spam: leads_site_status; the
  // week: leads_site_received), so the count stays quick with 100,000 leads.
  const count = async (sql: string) => {
    const { rows } = await db.query<{ n: number | string }>(sql, [site]);
    return Number(rows[0].n);
  };
  const unread = await count(
    "select count(*) as n from leads where site = $1 and read_at is null and status <> 'Spam'",
  );
  const spam = await count("select count(*) as n from leads where site = $1 and status = 'Spam'");
  const { rows } = await db.query<{
    median: number | string | null;
    contacted: number | string;
    waiting: number | string;
  }>(
    `select
       percentile_cont(0.5) within group (order by extract(epoch from first_contact_at - received_at))
         filter (where first_contact_at is not null) as median,
       count(*) filter (where first_contact_at is not null) as contacted,
       count(*) filter (where first_contact_at is null) as waiting
     from leads where site = $1 and received_at > now() - interval '7 days' and status <> 'Spam'`,
    [site],
  );
  // The services of the latest leads: the filter's choices.
  const { rows: services } = await db.query<{ service: string }>(
    `select distinct service from (
       select fields ->> 'whatAreYouInterestedIn' as service from leads where site = $1
        order by received_at desc limit 2000) latest
      where service is not null order by 1 limit 50`,
    [site],
  );
  const r = rows[0];
  return {
    unread,
    spam,
    weekMedianSeconds: r.median === null ? null : Number(r.median),
    weekContacted: Number(r.contacted),
    weekWaiting: Number(r.waiting),
    services: services.map((s) => s.service),
  };
}

export async function markRead(db: Queryable, site: string, id: string): Promise<void> {
  await db.query('update leads set read_at = now() where site = $1 and id = $2 and read_at is null', [site, id]);
}

/** A status change by a person; the first change away from New is the first contact. */
export async function setStatus(
  db: Queryable,
  site: string,
  id: string,
  status: Status,
  actor: string,
): Promise<Lead | undefined> {
  const lead = await leadOf(db, site, id);
  if (!lead) return undefined;
  if (lead.status === status) return lead;
  const contact = lead.status === 'New' && status !== 'Spam' && status !== 'New';
  await db.query(
    `update leads set status = $3, spam = ($3 = 'Spam'),
       first_contact_at = case when $4::boolean and first_contact_at is null then now() else first_contact_at end,
       read_at = coalesce(read_at, now()), updated_at = now()
     where site = $1 and id = $2`,
    [site, id, status, contact],
  );
  const kind = status === 'Spam' ? 'spam' : lead.status === 'Spam' ? 'rescue' : 'status';
  await db.query(
    'insert into lead_events (site, lead_id, actor, kind, from_status, to_status) values ($1, $2, $3, $4, $5, $6)',
    [site, id, actor, kind, lead.status, status],
  );
  return leadOf(db, site, id);
}

export async function addNote(db: Queryable, site: string, id: string, note: string, actor: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rowCount } = await db.query(
    `insert into lead_events (site, lead_id, actor, kind, note)
     select site, id, $3, 'note', $4 from leads where site = $1 and id = $2`,
    [site, id, actor, note],
  );
  if (rowCount) await db.query('update leads set updated_at = now() where site = $1 and id = $2', [site, id]);
  return rowCount > 0;
}

export const CONTACT_WAYS = ['called', 'texted', 'emailed'] as const;
export type ContactWay = (typeof CONTACT_WAYS)[number];

/** A call, text or email tapped in the inbox: the first one is the first contact. */
export async function recordContact(
  db: Queryable,
  site: string,
  id: string,
  way: ContactWay,
  actor: string,
): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rowCount } = await db.query(
    `update leads set first_contact_at = coalesce(first_contact_at, now()), read_at = coalesce(read_at, now()),
       updated_at = now() where site = $1 and id = $2`,
    [site, id],
  );
  if (!rowCount) return false;
  await db.query("insert into lead_events (site, lead_id, actor, kind, note) values ($1, $2, $3, 'contact', $4)", [
    site,
    id,
    actor,
    way,
  ]);
  return true;
}

/** The leads of one visitor by email (for a request to see or erase their data). */
export async function leadsOfEmail(db: Queryable, site: string, email: string): Promise<Lead[]> {
  const { rows } = await db.query<LeadRow>(
    `select ${LEAD_COLUMNS} from leads where site = $1 and lower(fields ->> 'email') = $2 order by received_at`,
    [site, email.trim().toLowerCase()],
  );
  return rows.map(toLead);
}

export async function deleteLeadsOfEmail(db: Queryable, site: string, email: string): Promise<number> {
  const { rowCount } = await db.query(`delete from leads where site = $1 and lower(fields ->> 'email') = $2`, [
    site,
    email.trim().toLowerCase(),
  ]);
  return rowCount;
}

/** Deletes the site's leads older than its retention; returns how many. */
export async function deleteExpired(db: Queryable, site: string, months: number): Promise<number> {
  const { rowCount } = await db.query(
    'delete from leads where site = $1 and received_at < now() - make_interval(months => $2)',
    [site, months],
  );
  return rowCount;
}
