// The Settings page of a site and its one change, for the site's owners only (the router checks
// the role and the Origin around them). A change needs a passkey used in the last few minutes
// (auth/again.ts), is stored with its record in one transaction, and says plainly what is wrong.
import type { Office } from '../office.ts';
import { RETENTION_LIMITS, type SiteConfig } from '../config.ts';
import { HttpError, sendJson, type Ask } from '../http/router.ts';
import { record } from '../audit.ts';
import { requirePasskeyAgain } from '../auth/again.ts';
import { readJsonBody } from '../auth/body.ts';
import { sendPage } from '../auth/html.ts';
import { settingsBody } from './page.ts';
import { alertChoices, retentionOf, saveSettings } from './store.ts';

function need<T>(value: T | undefined): T {
  if (value === undefined) throw new HttpError(500, 'The office could not tell who asked.');
  return value;
}

/**
 * The months asked for, or a refusal in words. office.yaml's retentionMonths is the most the
 * developer lets the site keep leads (what the business told them it may): owners may shorten
 * it, never lengthen it.
 */
function monthsOf(value: unknown, site: SiteConfig): number {
  const most = site.retentionMonths;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const months = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(months >= RETENTION_LIMITS.min && months <= RETENTION_LIMITS.max))
    throw new HttpError(
      400,
      `How long leads are kept is a whole number of months from ${RETENTION_LIMITS.min} to ${most}.`,
    );
  if (months > most)
    throw new HttpError(
      400,
      `Leads of this site can be kept for at most ${most} months, as your developer set it for the office: choose from ${RETENTION_LIMITS.min} to ${most} months. To keep them longer, ask your developer.`,
    );
  return months;
}

export function installSettings(office: Office): void {
  const { router } = office;

  router.site('GET', '/settings', 'owner', async (ask: Ask) => {
    const site = need(ask.site);
    const { rows } = await office.db.query<{ at: Date; by: string | null }>(
      'select updated_at as at, updated_by as by from site_settings where site = $1',
      [site.name],
    );
    sendPage(ask.res, {
      title: `Settings of ${site.name}`,
      who: need(ask.person).email,
      back: { href: '/', label: 'Your sites' },
      body: settingsBody({
        site,
        base: ask.base,
        people: await alertChoices(office.db, site.name),
        retentionMonths: await retentionOf(office.db, site),
        updated: rows[0],
      }),
    });
  });

  router.site('POST', '/api/settings', 'owner', async (ask: Ask) => {
    const site = need(ask.site);
    const person = need(ask.person);
    const body = await readJsonBody(ask, 32 * 1024);
    const months = monthsOf(body.retentionMonths, site);
    // Only the site's own people can be chosen: any other id is no one here.
    const people = await alertChoices(office.db, site.name);
    const alerts = new Set(people.filter((p) => body[`alert:${p.id}`] === 'on').map((p) => p.id));
    if (alerts.size === 0 && !site.webhook)
      return sendJson(ask.res, 400, {
        error:
          'Choose at least one person to get the email of each new lead: otherwise nobody hears of a new customer.',
      });
    if (!(await requirePasskeyAgain(ask))) return;
    const before = await retentionOf(office.db, site);
    await office.db.transaction(async (tx) => {
      const changed = await saveSettings(tx, {
        site: site.name,
        retentionMonths: months === site.retentionMonths ? null : months,
        alerts,
        by: person.email,
      });
      await record(tx, {
        site: site.name,
        actor: person.email,
        action: 'settings',
        detail: { retentionMonths: { from: before, to: months }, ...changed },
      });
    });
    sendJson(ask.res, 200, { message: 'Saved.', reload: true });
  });
}
