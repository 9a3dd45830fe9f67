// The alerts of a new lead: an email to the site's owners and, where the site has one, a signed
// webhook. Both are jobs written in the lead's own transaction (office/jobs.ts), so a crash
// between the two still sends them after a restart, once. A failed try is flagged on the lead
// at once (the inbox shows it) and tried again with a growing pause; a later success clears it.
import { createHmac } from 'node:crypto';
import type { Office } from '../office.ts';
import type { JobKind } from '../jobs.ts';
import type { SiteConfig } from '../config.ts';
import { headerText } from '../mail.ts';
import { FIELD_NAMES, labelOf } from './enquiry.ts';
import { leadOf, type Lead } from './store.ts';
import { escapeHtml } from './html.ts';
import { alertRecipients } from '../settings/store.ts';

export const EMAIL_JOB = 'lead-email';
export const WEBHOOK_JOB = 'lead-webhook';
/** Seconds between tries: quick at first (an SMTP hiccup), then up to an hour. */
export const ALERT_BACKOFF = [2, 10, 30, 120, 600, 1800, 3600];

/** Bidirectional controls and zero-width characters: they could make a subject read otherwise. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A person's first name and the initial of the last: "Jane D." */
export function shortName(fields: Record<string, string>): string {
  const words = `${fields.name ?? ''} ${fields.lastName ?? ''}`.replace(INVISIBLE, '').trim().split(/\s+/);
  if (!words[0]) return 'Someone';
  if (words.length === 1) return words[0];
  const last = [...words[words.length - 1]][0] ?? '';
  return `${words[0]} ${last.toUpperCase()}.`;
}

/** "New request: Lawn Care — Jane D., Springfield" (one line, no invisible characters). */
export function alertSubject(fields: Record<string, string>): string {
  const service = fields.whatAreYouInterestedIn || 'Estimate';
  const place = fields.city || fields.zip || '';
  const subject = `New request: ${service} — ${shortName(fields)}${place ? `, ${place}` : ''}`;
  return headerText(subject.replace(INVISIBLE, ''), 150);
}

/** An address safe for Reply-To: one plain address, nothing a mail program reads as two. */
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
export const replyAddress = (email: string | undefined) =>
  email && email.length <= 254 && PLAIN_ADDRESS.test(email) ? email : undefined;

export function leadLink(office: Office, site: SiteConfig, lead: Lead): string {
  const base = office.config.sites.length === 1 ? '' : `/s/${site.name}`;
  return `${office.config.publicUrl}${base}/inbox/lead/${lead.id}`;
}

export function alertEmail(office: Office, site: SiteConfig, lead: Lead) {
  // The SMS box's value is the EmailJS template's words ("Please check the box"): here, Yes.
  const rows = FIELD_NAMES.filter((name) => lead.fields[name]).map((name) => [
    labelOf(name),
    name === 'optInForSMS' ? 'Yes' : lead.fields[name],
  ]);
  const link = leadLink(office, site, lead);
  const reply = replyAddress(lead.fields.email);
  const text = [
    `A new request came in through ${site.origin}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}\n` : value}`),
    '',
    reply ? 'Reply to this email to answer them.' : 'Their email address cannot be used as a reply address; see above.',
    `Open it in the inbox: ${link}`,
    `Received: ${lead.receivedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `Enquiry id: ${lead.enquiryId}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;font-size:16px">',
    `<p>A new request came in through ${escapeHtml(site.origin)}.</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>`,
    `<p style="color:#555">Enquiry id: ${escapeHtml(lead.enquiryId)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: alertSubject(lead.fields), text, html, replyTo: reply };
}

async function flag(office: Office, site: string, id: string, note: string): Promise<void> {
  await office.db.query('update leads set alert_failed = true, alert_note = $3 where site = $1 and id = $2', [
    site,
    id,
    note,
  ]);
}

/** Clears the flag when it was this alert's own (an email sent says nothing of the webhook). */
async function clear(office: Office, site: string, id: string, which: 'Email' | 'Webhook'): Promise<void> {
  await office.db.query(
    "update leads set alert_failed = false, alert_note = null where site = $1 and id = $2 and alert_note like $3 || ' %'",
    [site, id, which],
  );
}

/** The webhook's body, signed as it is sent: the signature covers these exact bytes. */
export function webhookBody(site: SiteConfig, lead: Lead, sentAt: Date): string {
  return JSON.stringify({
    event: 'lead.created',
    site: site.name,
    sentAt: sentAt.toISOString(),
    lead: {
      id: lead.id,
      enquiryId: lead.enquiryId,
      receivedAt: lead.receivedAt.toISOString(),
      alsoEmailed: lead.alsoEmailed,
      fields: lead.fields,
    },
  });
}

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Plain words about a failure: never the lead's content. */
function failure(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; message?: string };
  if (e.responseCode) return `the mail server refused it (${e.responseCode})`;
  if (e.code) return `the mail server could not be reached (${e.code})`;
  return 'it could not be sent';
}

export function installAlerts(office: Office): void {
  /** A kind's `gaveUp`: the lead of the job is flagged with these words. */
  const flagAfterLastTry =
    (note: string): JobKind['gaveUp'] =>
    (job) =>
      flag(office, job.site, String(job.payload.leadId), note);

  office.jobs.define(EMAIL_JOB, {
    backoff: ALERT_BACKOFF,
    async run(job) {
      const site = office.site(job.site);
      const lead = site && (await leadOf(office.db, site.name, String(job.payload.leadId)));
      // Deleted since (retention, or the person asked): nothing to say any more.
      if (!site || !lead) return;
      // The site's owners, or the people its owners chose on the Settings page.
      const owners = await alertRecipients(office.db, site.name);
      if (!owners.length) {
        await flag(office, site.name, lead.id, 'Email alert not sent: nobody of the site gets lead alerts yet.');
        return;
      }
      const mail = alertEmail(office, site, lead);
      try {
        await office.mail.send({
          to: owners,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo,
          headers: { 'X-Office-Enquiry': lead.enquiryId },
        });
      } catch (error) {
        const why = failure(error);
        await flag(office, site.name, lead.id, `Email alert not sent yet: ${why}. The office keeps trying.`);
        throw new Error(`email alert for a lead of ${site.name}: ${why}`, { cause: error });
      }
      // With no SMTP set the message is only kept as a file: the owner has not been told.
      if (!office.mail.sends)
        await flag(
          office,
          site.name,
          lead.id,
          'Email alert kept as a file only: the office has no SMTP settings (OFFICE_SMTP_URL).',
        );
      else if (lead.alertFailed) await clear(office, site.name, lead.id, 'Email');
    },
    gaveUp: flagAfterLastTry(
      'Email alert failed after several tries. Check the office’s mail settings (OFFICE_SMTP_URL).',
    ),
  });

  office.jobs.define(WEBHOOK_JOB, {
    backoff: ALERT_BACKOFF,
    async run(job) {
      const site = office.site(job.site);
      const lead = site && (await leadOf(office.db, site.name, String(job.payload.leadId)));
      if (!site || !lead || !site.webhook) return;
      const secret = process.env[site.webhook.secretEnv];
      let why: string | undefined;
      if (!secret) why = `its secret (${site.webhook.secretEnv}) is not set`;
      else {
        const sentAt = new Date();
        const body = webhookBody(site, lead, sentAt);
        try {
          const res = await fetch(site.webhook.url, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'User-Agent': 'office-webhook/1',
              'X-Office-Event': 'lead.created',
              'X-Office-Timestamp': String(Math.floor(sentAt.getTime() / 1000)),
              'X-Office-Signature': signature(secret, body),
            },
            body,
            redirect: 'manual',
            signal: AbortSignal.timeout(10_000),
          });
          await res.body?.cancel();
          if (res.status < 200 || res.status > 299) why = `the receiver answered ${res.status}`;
        } catch {
          why = 'the receiver could not be reached';
        }
      }
      if (why) {
        await flag(office, site.name, lead.id, `Webhook not delivered yet: ${why}. The office keeps trying.`);
        throw new Error(`webhook for a lead of ${site.name}: ${why}`);
      }
      if (lead.alertFailed) await clear(office, site.name, lead.id, 'Webhook');
    },
    gaveUp: flagAfterLastTry('Webhook failed after several tries. Check its address and secret in office.yaml.'),
  });
}
