// The inbox at /inbox/ (or /s/NAME/inbox/): the site's leads, phone first. Pages are drawn on
// the server from the session's site only (ask.site); every visitor's word goes through the
// escaping template (html.ts). The pages work without script: status and notes are plain forms
// posted back with the office's own Origin (the server checks it), answered with 303. The small
// script (office/inbox/inbox.js) records a tapped call, text or email, shows times in the
// phone's own zone and refreshes the unread count. The same actions answer JSON when asked in JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Office } from '../office.ts';
import type { SiteConfig } from '../config.ts';
import { HttpError, sendJson, notFound, type Ask } from '../http/router.ts';
import { BodyTooLarge, closeAfterAnswer, readLimitedBody } from '../../vite/request-body.ts';
import { FIELD_NAMES, labelOf, SMS_OPT_IN_VALUE, storable } from './enquiry.ts';
import { html, visitorText, mixedScripts, hasHidden, type Html } from './html.ts';
import { shortName } from './alerts.ts';
import {
  CONTACT_WAYS,
  STATUSES,
  addNote,
  eventsOf,
  isStatus,
  leadOf,
  listLeads,
  markRead,
  recordContact,
  setStatus,
  summaryOf,
  type ContactWay,
  type Lead,
  type LeadEvent,
  type LeadQuery,
  type Summary,
} from './store.ts';
import { csvOf } from './csv.ts';

export const ASSETS_DIR = join(import.meta.dirname, '..', 'inbox');
const ASSETS: Record<string, string> = { 'inbox.css': 'text/css', 'inbox.js': 'text/javascript' };
export const PAGE_SIZE = 50;

function site(ask: Ask): SiteConfig {
  if (!ask.site) throw notFound();
  return ask.site;
}

// ——— Words and times ———

export function duration(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.round(hours / 24)} days`;
}

function ago(date: Date, now = Date.now()): string {
  const seconds = Math.max(0, (now - date.getTime()) / 1000);
  return seconds < 60 ? 'just now' : `${duration(seconds)} ago`;
}

const when = (date: Date) =>
  html`<time datetime="${date.toISOString()}" data-local
    >${date.toISOString().slice(0, 16).replace('T', ' ')} UTC</time
  >`;

const fullName = (lead: Lead) => `${lead.fields.name ?? ''} ${lead.fields.lastName ?? ''}`.trim() || 'No name';
const statusClass = (status: string) => `status status-${status.toLowerCase().replace(/\s+/g, '-')}`;

/** Digits and a leading + only: what a tel: or sms: link can hold. */
const dialable = (phone: string | undefined) => {
  const digits = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace(/\D/g, '').length >= 7 ? digits : undefined;
};

function place(lead: Lead): string {
  return [lead.fields.address, lead.fields.city, lead.fields.zip].filter(Boolean).join(', ');
}

// ——— Pages ———

function page(ask: Ask, title: string, unread: number | undefined, body: Html): string {
  const inbox = `${ask.base}/inbox/`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#113a2c" />
        <meta name="referrer" content="same-origin" />
        <link rel="icon" href="data:," />
        <title>${title}</title>
        <link rel="stylesheet" href="/inbox-assets/inbox.css" />
        <script src="/inbox-assets/inbox.js" defer></script>
      </head>
      <body data-inbox="${inbox}">
        <header class="top">
          <a class="brand" href="${inbox}">Leads</a>
          ${unread !== undefined ? html`<span class="unread${unread ? '' : ' none'}" data-unread aria-live="polite">${unread} new</span>` : ''}
        </header>
        <main>${body}</main>
      </body>
    </html>`.text;
}

function sendPage(ask: Ask, status: number, text: string): void {
  ask.res.statusCode = status;
  ask.res.setHeader('Content-Type', 'text/html; charset=utf-8');
  ask.res.setHeader('Cache-Control', 'no-store');
  ask.res.end(text);
}

function queryOf(url: URL): LeadQuery {
  const p = url.searchParams;
  const status = p.get('status') ?? '';
  return {
    q: (p.get('q') ?? '').slice(0, 100) || undefined,
    status: status === 'all' ? 'all' : isStatus(status) ? status : undefined,
    service: (p.get('service') ?? '').slice(0, 200) || undefined,
    from: p.get('from') ?? undefined,
    to: p.get('to') ?? undefined,
    before: p.get('before') ?? undefined,
  };
}

function summaryLine(summary: Summary): Html {
  const median = summary.weekMedianSeconds;
  return html`<section class="speed" aria-label="Speed to lead">
    <p class="speed-figure">${median === null ? '—' : duration(median)}</p>
    <p class="speed-words">
      median time to first contact, last 7 days (${summary.weekContacted}
      contacted${summary.weekWaiting ? html`, <strong>${summary.weekWaiting} waiting</strong>` : ''})
    </p>
  </section>`;
}

function filters(url: URL, query: LeadQuery, summary: Summary, base: string): Html {
  const p = url.searchParams;
  const chip = (label: string, status: string | undefined, extra?: string) => {
    const current = (query.status ?? '') === (status ?? '');
    const href = status ? `${base}/inbox/?status=${encodeURIComponent(status)}` : `${base}/inbox/`;
    return html`<a class="chip${current ? ' on' : ''}" href="${href}" ${current ? html` aria-current="page"` : ''}
      >${label}${extra ? html` <span class="n">${extra}</span>` : ''}</a
    >`;
  };
  const open = Boolean(query.service || query.from || query.to);
  return html`<form class="search" method="get" action="${base}/inbox/" role="search">
      <label class="visually-hidden" for="q">Search leads</label>
      <input
        id="q"
        name="q"
        type="search"
        placeholder="Search name, phone, town…"
        value="${p.get('q') ?? ''}"
        autocomplete="off"
        enterkeyhint="search"
      />
      ${query.status ? html`<input type="hidden" name="status" value="${query.status}" />` : ''}
      <details class="more" ${open ? html` open` : ''}>
        <summary>Filter</summary>
        <label
          >Service
          <select name="service">
            <option value="">Any</option>
            ${summary.services.map((s) => html`<option${s === query.service ? html` selected` : ''}>${s}</option>`)}
          </select></label
        >
        <label>From <input type="date" name="from" value="${query.from ?? ''}" /></label>
        <label>To <input type="date" name="to" value="${query.to ?? ''}" /></label>
      </details>
      <button type="submit">Search</button>
    </form>
    <nav class="chips" aria-label="Status">
      ${chip('Open', undefined)}${STATUSES.filter((s) => s !== 'Spam').map((s) => chip(s, s))}${chip('All', 'all')}${chip(
        'Spam',
        'Spam',
        summary.spam ? String(summary.spam) : undefined,
      )}
    </nav>`;
}

function leadCard(lead: Lead, base: string): Html {
  const where = lead.fields.city || lead.fields.zip || lead.fields.address || '';
  return html`<li>
    <a class="card${lead.readAt ? '' : ' is-new'}" href="${base}/inbox/lead/${lead.id}">
      <span class="card-top"
        ><span class="who">${visitorText(shortName(lead.fields))}</span
        ><span class="${statusClass(lead.status)}">${lead.status}</span></span
      >
      <span class="card-mid"
        >${lead.fields.whatAreYouInterestedIn ? visitorText(lead.fields.whatAreYouInterestedIn) : 'Request'}${where ? html` · ${visitorText(where)}` : ''}</span
      >
      <span class="card-low"
        ><time datetime="${lead.receivedAt.toISOString()}" data-ago>${ago(lead.receivedAt)}</time>${
          lead.alertFailed ? html`<span class="flag warn">Alert not sent</span>` : ''
        }${lead.alsoEmailed ? html`<span class="flag">Also emailed</span>` : ''}${
          lead.spamReason && lead.status === 'Spam' ? html`<span class="flag">${lead.spamReason}</span>` : ''
        }${lead.firstContactAt ? '' : lead.status === 'New' ? html`<span class="flag wait">Not contacted</span>` : ''}</span
      >
    </a>
  </li>`;
}

async function listPage(office: Office, ask: Ask): Promise<void> {
  const s = site(ask);
  const query = queryOf(ask.url);
  const [leads, summary] = await Promise.all([
    listLeads(office.db, s.name, { ...query, limit: PAGE_SIZE + 1 }),
    summaryOf(office.db, s.name),
  ]);
  const more = leads.length > PAGE_SIZE;
  const shown = leads.slice(0, PAGE_SIZE);
  const last = shown[shown.length - 1];
  const next = new URLSearchParams(ask.url.searchParams);
  if (last) next.set('before', last.id);
  const exportQuery = new URLSearchParams(ask.url.searchParams);
  exportQuery.delete('before');
  const body = html`${summaryLine(summary)} ${filters(ask.url, query, summary, ask.base)}
    ${
      shown.length
        ? html`<ol class="leads" role="list">
            ${shown.map((lead) => leadCard(lead, ask.base))}
          </ol>`
        : html`<p class="empty">
            ${query.q || query.service || query.from || query.to || query.status ? 'No lead matches.' : 'No leads yet. They appear here the moment a visitor sends the form.'}
          </p>`
    }
    <p class="foot">
      ${more ? html`<a class="button" href="${ask.base}/inbox/?${next.toString()}">Older leads</a>` : ''}
      <a class="button quiet" href="${ask.base}/inbox/export.csv?${exportQuery.toString()}" download>Download CSV</a>
      ${ask.role === 'owner' ? html`<a class="button quiet" href="${ask.base}/inbox/privacy">A person’s data</a>` : ''}
    </p>`;
  sendPage(ask, 200, page(ask, summary.unread ? `(${summary.unread}) Leads` : 'Leads', summary.unread, body));
}

function eventLine(event: LeadEvent): Html {
  const what =
    event.kind === 'received'
      ? event.note
        ? html`Received. ${event.note}`
        : html`Received`
      : event.kind === 'note'
        ? html`<span class="note">${visitorText(event.note ?? '')}</span>`
        : event.kind === 'contact'
          ? html`Tapped ${event.note === 'called' ? 'Call' : event.note === 'texted' ? 'Text' : 'Email'}`
          : html`${event.fromStatus ?? ''} → <strong>${event.toStatus ?? ''}</strong>`;
  return html`<li>
    <span class="ev-what">${what}</span
    ><span class="ev-who">${event.actor === 'office' ? 'the office' : event.actor} · ${when(event.at)}</span>
  </li>`;
}

function contactBar(lead: Lead, base: string): Html {
  const phone = dialable(lead.fields.phone);
  const email = lead.fields.email;
  const service = lead.fields.whatAreYouInterestedIn || 'estimate';
  const subject = `Your ${service.replace(/[\r\n]+/g, ' ')} request`;
  const where = place(lead);
  const post = `${base}/inbox/lead/${lead.id}/contact`;
  return html`<nav class="actions" aria-label="Reach them">
    ${phone ? html`<a class="act call" href="tel:${phone}" data-contact="called" data-post="${post}">Call</a>` : ''}
    ${phone ? html`<a class="act text" href="sms:${phone}" data-contact="texted" data-post="${post}">Text</a>` : ''}
    ${email ? html`<a class="act mail" href="mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}" data-contact="emailed" data-post="${post}">Email</a>` : ''}
    ${where ? html`<a class="act map" href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(where)}" rel="noreferrer noopener" target="_blank">Map</a>` : ''}
  </nav>`;
}

async function leadPage(office: Office, ask: Ask): Promise<void> {
  const s = site(ask);
  const lead = await leadOf(office.db, s.name, ask.params.id);
  if (!lead) throw notFound();
  if (!lead.readAt) await markRead(office.db, s.name, lead.id);
  const [events, summary] = await Promise.all([eventsOf(office.db, s.name, lead.id), summaryOf(office.db, s.name)]);
  const name = fullName(lead);
  const warnings: Html[] = [];
  if (lead.alertFailed)
    warnings.push(html`<p class="banner warn">${lead.alertNote ?? 'An alert could not be sent.'}</p>`);
  if (lead.status === 'Spam')
    warnings.push(
      html`<p class="banner">
        Set aside as spam${lead.spamReason ? ` (${lead.spamReason})` : ''}. If it is a real customer, set it to New
        below.
      </p>`,
    );
  if (mixedScripts(name))
    warnings.push(
      html`<p class="banner warn">
        This name mixes alphabets (letters that look alike but are not). Check it before trusting it.
      </p>`,
    );
  if (Object.values(lead.fields).some(hasHidden))
    warnings.push(html`<p class="banner warn">This lead holds hidden characters; they are shown as U+… marks.</p>`);
  const contact = lead.firstContactAt
    ? `First contact after ${duration((lead.firstContactAt.getTime() - lead.receivedAt.getTime()) / 1000)}`
    : `Waiting for a first contact: ${duration((Date.now() - lead.receivedAt.getTime()) / 1000)}`;
  const fields = FIELD_NAMES.filter((n) => lead.fields[n] && n !== 'name' && n !== 'lastName');
  const action = `${ask.base}/inbox/lead/${lead.id}`;
  const body = html`<p class="back"><a href="${ask.base}/inbox/">← All leads</a></p>
    <article class="lead">
      <h1>${visitorText(name)}</h1>
      <p class="meta">
        <span class="${statusClass(lead.status)}">${lead.status}</span>
        ${when(lead.receivedAt)}${lead.alsoEmailed ? html` <span class="flag">Also emailed</span>` : ''}
      </p>
      <p class="ttfc${lead.firstContactAt ? '' : ' waiting'}">${contact}</p>
      ${warnings} ${contactBar(lead, ask.base)}
      <dl class="fields">
        ${fields.map(
          (n) =>
            html`<div class="field field-${n}">
              <dt>${labelOf(n)}</dt>
              <dd>
                ${n === 'optInForSMS' ? (lead.fields[n] === SMS_OPT_IN_VALUE ? 'Yes' : 'No') : visitorText(lead.fields[n])}
              </dd>
            </div>`,
        )}
        <div class="field">
          <dt>Enquiry id</dt>
          <dd class="mono">${lead.enquiryId}</dd>
        </div>
      </dl>
      <form class="status-form" method="post" action="${action}/status">
        <fieldset>
          <legend>Status</legend>
          <div class="statuses">
            ${STATUSES.map(
              (st) =>
                html`<button
                  type="submit"
                  name="status"
                  value="${st}"
                  class="${statusClass(st)}${st === lead.status ? ' current' : ''}"
                  ${st === lead.status ? html` aria-pressed="true"` : html` aria-pressed="false"`}
                >
                  ${st}
                </button>`,
            )}
          </div>
        </fieldset>
      </form>
      <form class="note-form" method="post" action="${action}/note">
        <label for="note">Add a note</label>
        <textarea
          id="note"
          name="note"
          rows="3"
          maxlength="4000"
          required
          placeholder="Quoted $350, coming Tuesday 9 am"
        ></textarea>
        <button type="submit">Save note</button>
      </form>
      <section class="history">
        <h2>History</h2>
        <ol role="list">
          ${events.map(eventLine)}
        </ol>
      </section>
    </article>`;
  sendPage(ask, 200, page(ask, `${shortName(lead.fields)} · Leads`, summary.unread, body));
}

// ——— Actions ———

/** A change's body: JSON (the script, the API) or a form (the page without script). */
async function changeBody(ask: Ask): Promise<{ json: boolean; get(name: string): string | undefined }> {
  const type = (ask.req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const json = type === 'application/json';
  if (!json && type !== 'application/x-www-form-urlencoded') {
    closeAfterAnswer(ask.req, ask.res);
    throw new HttpError(415, 'Send a change as JSON or as a form.');
  }
  let raw: Buffer;
  try {
    raw = await readLimitedBody(ask.req, 16 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      closeAfterAnswer(ask.req, ask.res);
      throw new HttpError(413, 'That is too long.');
    }
    throw error;
  }
  const text = raw.toString('utf8');
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The request body is not JSON.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new HttpError(400, 'The request body must be a JSON object.');
    const o = parsed as Record<string, unknown>;
    return { json, get: (n) => (typeof o[n] === 'string' ? (o[n] as string) : undefined) };
  }
  const form = new URLSearchParams(text);
  return { json, get: (n) => form.get(n) ?? undefined };
}

function answered(ask: Ask, json: boolean, lead: Lead | undefined): void {
  if (!lead) throw notFound();
  if (json) return sendJson(ask.res, 200, { lead: leadJson(lead) });
  ask.res.statusCode = 303;
  ask.res.setHeader('Location', `${ask.base}/inbox/lead/${lead.id}`);
  ask.res.setHeader('Cache-Control', 'no-store');
  ask.res.end();
}

export function leadJson(lead: Lead) {
  return {
    id: lead.id,
    enquiryId: lead.enquiryId,
    fields: lead.fields,
    receivedAt: lead.receivedAt.toISOString(),
    status: lead.status,
    spamReason: lead.spamReason,
    alsoEmailed: lead.alsoEmailed,
    alertFailed: lead.alertFailed,
    alertNote: lead.alertNote,
    read: Boolean(lead.readAt),
    firstContactAt: lead.firstContactAt?.toISOString() ?? null,
    firstContactSeconds: lead.firstContactAt
      ? Math.round((lead.firstContactAt.getTime() - lead.receivedAt.getTime()) / 1000)
      : null,
  };
}

function actor(ask: Ask): string {
  return ask.person?.email ?? 'someone';
}

export function installInbox(office: Office): void {
  const r = office.router;
  for (const name of Object.keys(ASSETS)) {
    const body = readFileSync(join(ASSETS_DIR, name));
    r.add('GET', `/inbox-assets/${name}`, 'public', ({ res }) => {
      res.statusCode = 200;
      res.setHeader('Content-Type', `${ASSETS[name]}; charset=utf-8`);
      res.setHeader('Cache-Control', 'no-cache');
      res.end(body);
    });
  }

  // The router reads /inbox and /inbox/ alike; the page's relative links want the slash.
  r.site('GET', '/inbox', 'editor', (ask) => {
    if (ask.url.pathname.endsWith('/')) return listPage(office, ask);
    ask.res.statusCode = 308;
    ask.res.setHeader('Location', `${ask.base}/inbox/${ask.url.search}`);
    ask.res.end();
  });
  r.site('GET', '/inbox/lead/:id', 'editor', (ask) => leadPage(office, ask));

  r.site('POST', '/inbox/lead/:id/status', 'editor', async (ask) => {
    const body = await changeBody(ask);
    const status = body.get('status');
    if (!isStatus(status)) throw new HttpError(400, `A status is one of ${STATUSES.join(', ')}.`);
    answered(ask, body.json, await setStatus(office.db, site(ask).name, ask.params.id, status, actor(ask)));
  });
  r.site('POST', '/inbox/lead/:id/note', 'editor', async (ask) => {
    const body = await changeBody(ask);
    const note = (body.get('note') ?? '').trim();
    if (!note || note.length > 4000 || !storable(note)) throw new HttpError(400, 'A note is 1 to 4,000 characters.');
    const s = site(ask);
    if (!(await addNote(office.db, s.name, ask.params.id, note, actor(ask)))) throw notFound();
    answered(ask, body.json, await leadOf(office.db, s.name, ask.params.id));
  });
  r.site('POST', '/inbox/lead/:id/contact', 'editor', async (ask) => {
    const body = await changeBody(ask);
    const way = body.get('way') as ContactWay;
    if (!CONTACT_WAYS.includes(way)) throw new HttpError(400, `A contact is one of ${CONTACT_WAYS.join(', ')}.`);
    const s = site(ask);
    if (!(await recordContact(office.db, s.name, ask.params.id, way, actor(ask)))) throw notFound();
    answered(ask, body.json, await leadOf(office.db, s.name, ask.params.id));
  });

  r.site('GET', '/inbox/api/summary', 'editor', async (ask) => {
    sendJson(ask.res, 200, await summaryOf(office.db, site(ask).name));
  });
  r.site('GET', '/inbox/api/leads', 'editor', async (ask) => {
    const leads = await listLeads(office.db, site(ask).name, { ...queryOf(ask.url), limit: PAGE_SIZE + 1 });
    const shown = leads.slice(0, PAGE_SIZE);
    const last = shown[shown.length - 1];
    sendJson(ask.res, 200, {
      leads: shown.map(leadJson),
      next: leads.length > PAGE_SIZE && last ? last.id : null,
    });
  });
  r.site('GET', '/inbox/api/leads/:id', 'editor', async (ask) => {
    const s = site(ask);
    const lead = await leadOf(office.db, s.name, ask.params.id);
    if (!lead) throw notFound();
    sendJson(ask.res, 200, { lead: leadJson(lead), events: await eventsOf(office.db, s.name, lead.id) });
  });

  r.site('GET', '/inbox/export.csv', 'editor', async (ask) => {
    const s = site(ask);
    const leads = await listLeads(office.db, s.name, { ...queryOf(ask.url), before: undefined, limit: 100_000 });
    ask.res.statusCode = 200;
    ask.res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    ask.res.setHeader(
      'Content-Disposition',
      `attachment; filename="leads-${s.name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    ask.res.setHeader('Cache-Control', 'no-store');
    ask.res.end(csvOf(leads));
  });
}
