// Privacy of the leads: each site's leads are deleted after its retention (office.yaml
// retentionMonths, default 24), checked at start and then daily; an owner can export or delete
// one person's leads by their email, on that person's request. Nothing of a lead's content is
// logged or audited: the record says how many, never whose.
import type { Office } from '../office.ts';
import type { Ask } from '../http/router.ts';
import { HttpError, notFound, sendJson } from '../http/router.ts';
import { record } from '../audit.ts';
import { deleteExpired, deleteLeadsOfEmail, eventsOf, leadsOfEmail } from './store.ts';
import { leadJson } from './inbox.ts';
import { html, type Html } from './html.ts';
import { retentionOf } from '../settings/store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes every site's leads past its retention; returns how many per site that had any. */
export async function applyRetention(office: Office): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const site of office.config.sites) {
    const months = await retentionOf(office.db, site);
    const count = await deleteExpired(office.db, site.name, months);
    if (count) {
      removed[site.name] = count;
      office.log(`Leads: ${count} lead(s) of ${site.name} older than ${months} months were deleted.`);
    }
  }
  return removed;
}

/** Checks now (before the office answers), then once a day. */
export async function startRetention(office: Office): Promise<void> {
  const run = () =>
    applyRetention(office).catch((e: unknown) => office.log(`Leads: retention check failed: ${(e as Error).message}`));
  await run();
  setInterval(() => void run(), DAY_MS).unref();
}

async function emailOf(ask: Ask): Promise<string> {
  const type = (ask.req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ask.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 4096) throw new HttpError(413, 'That is too long.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let email: unknown;
  if (type === 'application/json') {
    try {
      email = (JSON.parse(text) as { email?: unknown }).email;
    } catch {
      throw new HttpError(400, 'The request body is not JSON.');
    }
  } else if (type === 'application/x-www-form-urlencoded') email = new URLSearchParams(text).get('email');
  else throw new HttpError(415, 'Send the email as JSON or as a form.');
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email.trim()) || email.length > 254)
    throw new HttpError(400, 'Give the email address the person wrote in their request.');
  return email.trim().toLowerCase();
}

export function installPrivacy(office: Office): void {
  const r = office.router;
  r.site('GET', '/inbox/privacy', 'owner', async (ask) => {
    const base = ask.base;
    const months = ask.site ? await retentionOf(office.db, ask.site) : 24;
    ask.res.statusCode = 200;
    ask.res.setHeader('Content-Type', 'text/html; charset=utf-8');
    ask.res.setHeader('Cache-Control', 'no-store');
    ask.res.end(
      privacyPage(
        base,
        'A person’s data',
        html`
          <p class="back"><a href="${base}/inbox/">← All leads</a></p>
          <h1>A person’s data</h1>
          <p>
            When someone asks what you hold about them, or asks you to forget them, give the email they wrote in their
            request. Leads are deleted on their own after ${months} months.
          </p>
          <form class="privacy-form" method="post" action="${base}/inbox/privacy/export">
            <label for="pe">Their email</label><input id="pe" name="email" type="email" required autocomplete="off" />
            <button type="submit">Download their leads</button>
          </form>
          <form
            class="privacy-form"
            method="post"
            action="${base}/inbox/privacy/delete"
            data-confirm="Delete every lead of this email? This cannot be undone."
          >
            <label for="pd">Their email</label><input id="pd" name="email" type="email" required autocomplete="off" />
            <button type="submit" class="danger">Delete their leads</button>
          </form>
        `,
        true,
      ),
    );
  });

  r.site('POST', '/inbox/privacy/export', 'owner', async (ask) => {
    if (!ask.site) throw notFound();
    const email = await emailOf(ask);
    const leads = await leadsOfEmail(office.db, ask.site.name, email);
    const out = [];
    for (const lead of leads)
      out.push({ ...leadJson(lead), history: await eventsOf(office.db, ask.site.name, lead.id) });
    await record(office.db, {
      site: ask.site.name,
      actor: ask.person?.email ?? null,
      action: 'leads-export',
      detail: { leads: leads.length },
    });
    ask.res.setHeader('Content-Disposition', 'attachment; filename="leads-of-one-person.json"');
    sendJson(ask.res, 200, { site: ask.site.name, exportedAt: new Date().toISOString(), leads: out });
  });

  r.site('POST', '/inbox/privacy/delete', 'owner', async (ask) => {
    if (!ask.site) throw notFound();
    const email = await emailOf(ask);
    const deleted = await deleteLeadsOfEmail(office.db, ask.site.name, email);
    await record(office.db, {
      site: ask.site.name,
      actor: ask.person?.email ?? null,
      action: 'leads-erase',
      detail: { leads: deleted },
    });
    if ((ask.req.headers['content-type'] ?? '').startsWith('application/json'))
      return sendJson(ask.res, 200, { deleted });
    ask.res.statusCode = 200;
    ask.res.setHeader('Content-Type', 'text/html; charset=utf-8');
    ask.res.end(
      privacyPage(
        ask.base,
        'Deleted',
        html`
          <p class="banner">${deleted} lead(s) of that email were deleted, with their notes and history.</p>
          <p><a class="button" href="${ask.base}/inbox/">Back to the leads</a></p>
        `,
      ),
    );
  });
}

/** A page of the privacy tools under the Leads bar; with the inbox's script for a form that asks before it sends. */
function privacyPage(base: string, title: string, main: Html, script = false): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Leads</title>
        <link rel="stylesheet" href="/inbox-assets/inbox.css" />
        ${script ? html`<script src="/inbox-assets/inbox.js" defer></script>` : ''}
      </head>
      <body>
        <header class="top"><a class="brand" href="${base}/inbox/">Leads</a></header>
        <main>${main}</main>
      </body>
    </html>`.text;
}
