// A site's settings that its owners change in the office (the Settings page): who gets the
// email alert of each new lead, and how many months leads are kept. What is not set here is as
// office.yaml and the roles say: alerts to every owner, leads kept for retentionMonths (which is
// also the most an owner may choose: they may keep leads for less, never longer).
import type { Queryable } from '../db/database.ts';
import type { SiteConfig } from '../config.ts';
import type { Role } from '../http/router.ts';

export type AlertChoice = {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** True when this person gets the email of each new lead. */
  alerts: boolean;
};

/** By default the alert goes to owners; a choice made on the Settings page overrides it. */
const GETS_ALERTS = `coalesce(m.lead_alerts, m.role = 'owner')`;

/** The site's people now, each with whether they get lead alerts. */
export async function alertChoices(db: Queryable, site: string): Promise<AlertChoice[]> {
  const { rows } = await db.query<AlertChoice>(
    `select p.id::text as id, p.email, p.name, m.role, ${GETS_ALERTS} as alerts
       from memberships m join people p on p.id = m.person_id
      where m.site = $1 and m.removed_at is null order by m.role desc, p.email`,
    [site],
  );
  return rows;
}

/** The emails that get the alert of a new lead of the site. */
export async function alertRecipients(db: Queryable, site: string): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `select p.email from memberships m join people p on p.id = m.person_id
      where m.site = $1 and m.removed_at is null and ${GETS_ALERTS} order by p.email`,
    [site],
  );
  return rows.map((r) => r.email);
}

/**
 * The months the site's leads are kept: the owners' choice, else office.yaml's, which is also
 * the most (a choice made before the developer lowered it keeps leads no longer than it says).
 */
export async function retentionOf(db: Queryable, site: SiteConfig): Promise<number> {
  const { rows } = await db.query<{ months: number | null }>(
    'select retention_months as months from site_settings where site = $1',
    [site.name],
  );
  return Math.min(rows[0]?.months ?? site.retentionMonths, site.retentionMonths);
}

export interface SettingsChange {
  site: string;
  /** Months, or null for office.yaml's. */
  retentionMonths: number | null;
  /** Ids of the site's people who get lead alerts; everyone else of the site does not. */
  alerts: Set<string>;
  by: string;
}

/** Saves a change; returns the emails whose alerts were turned on and off. */
export async function saveSettings(
  db: Queryable,
  change: SettingsChange,
): Promise<{ alertsOn: string[]; alertsOff: string[] }> {
  await db.query(
    `insert into site_settings (site, retention_months, updated_at, updated_by) values ($1, $2, now(), $3)
     on conflict (site) do update set retention_months = $2, updated_at = now(), updated_by = $3`,
    [change.site, change.retentionMonths, change.by],
  );
  const before = await alertChoices(db, change.site);
  const alertsOn: string[] = [];
  const alertsOff: string[] = [];
  for (const person of before) {
    const wanted = change.alerts.has(person.id);
    await db.query('update memberships set lead_alerts = $3 where person_id = $1 and site = $2', [
      person.id,
      change.site,
      wanted,
    ]);
    if (wanted && !person.alerts) alertsOn.push(person.email);
    if (!wanted && person.alerts) alertsOff.push(person.email);
  }
  return { alertsOn, alertsOff };
}
