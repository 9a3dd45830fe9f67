// POST /api/enquiries: the visitor's form sends each enquiry here, with its id. The site is the
// one whose origin (office.yaml) is exactly the request's Origin, never a name in the body. The
// answers:
//   201 { id, status: 'stored' }   first store (spam is stored too, marked, without an alert)
//   200 { id, status: 'stored' }   a repeat of the same id with the same fields
//   409                            the same id with other fields: the first stands
//   400 { error, fields }          each field that is wrong, named
//   403 an origin no site has · 413 over 16 KB · 415 not JSON · 429 + Retry-After too fast
// Content types: application/json (the form's fetch, after a CORS preflight) and text/plain
// holding JSON (what a page may send without a preflight). Both are safe here: the Origin is
// the check, and a browser always sends it on a cross-origin POST.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Office } from '../office.ts';
import { siteOfOrigin, type SiteConfig } from '../config.ts';
import { sendJson } from '../http/router.ts';
import { clientAddress } from '../http/security.ts';
import { enqueue } from '../jobs.ts';
import { BodyTooLarge, closeAfterAnswer, readLimitedBody } from '../../vite/request-body.ts';
import {
  EnquiryRefused,
  MAX_BODY_BYTES,
  contentHash,
  jsonShapeProblem,
  readEnquiry,
  searchText,
  type Enquiry,
} from './enquiry.ts';
import { RateLimiter, localSpamReason, turnstileVerdict } from './spam.ts';
import { EMAIL_JOB, WEBHOOK_JOB } from './alerts.ts';

export const ENQUIRY_PATH = '/api/enquiries';

function corsHeaders(res: ServerResponse, origin: string): void {
  res.setHeader('Access-Control-Allow-Origin', origin);
  // The form waits as long as a 429 says: the page may read Retry-After only when it is exposed.
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  res.setHeader('Vary', 'Origin');
  // The answer is read by the site's page; CORP same-origin (the office's default) would hide it.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** The site of the request's Origin, or a 403 answered (with no CORS header: the page cannot read it). */
function siteOf(office: Office, req: IncomingMessage, res: ServerResponse): SiteConfig | undefined {
  const origin = req.headers.origin;
  const site = typeof origin === 'string' ? siteOfOrigin(office.config, origin) : undefined;
  if (!site || site.origin !== origin) {
    res.setHeader('Vary', 'Origin');
    sendJson(res, 403, { error: 'This office takes enquiries only from the websites it serves.' });
    return undefined;
  }
  return site;
}

async function readBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && type !== 'text/plain') {
    closeAfterAnswer(req, res);
    throw new EnquiryRefused(415, 'Send the enquiry as JSON (Content-Type: application/json or text/plain).');
  }
  let body: Buffer;
  try {
    body = await readLimitedBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      closeAfterAnswer(req, res);
      throw new EnquiryRefused(413, `The enquiry is larger than ${MAX_BODY_BYTES / 1024} KB.`);
    }
    throw error;
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
  const shape = jsonShapeProblem(text);
  if (shape) throw new EnquiryRefused(400, `The enquiry cannot be read: ${shape}.`);
  try {
    return JSON.parse(text);
  } catch {
    throw new EnquiryRefused(400, 'The enquiry is not JSON.');
  }
}

interface Stored {
  id: string;
  created: boolean;
  conflict: boolean;
  spam?: string;
}

async function store(office: Office, site: SiteConfig, enquiry: Enquiry, address: string): Promise<Stored> {
  const hash = contentHash(enquiry.fields);
  const existing = async () => {
    const { rows } = await office.db.query<{ id: string; content_hash: string; also_emailed: boolean }>(
      'select id::text as id, content_hash, also_emailed from leads where site = $1 and enquiry_id = $2',
      [site.name, enquiry.enquiryId],
    );
    return rows[0];
  };
  let spam = localSpamReason(enquiry);
  const secret = site.turnstileSecretEnv ? process.env[site.turnstileSecretEnv] : undefined;
  if (!spam && secret) {
    // A repeat is answered from the stored lead: its token was used up by the first send.
    const before = await existing();
    if (before) return repeat(office, site, enquiry, before, hash);
    const verdict = await turnstileVerdict(office.config.turnstileVerifyUrl, secret, enquiry.turnstileToken, address);
    if (verdict === 'fail') spam = 'turnstile';
    if (verdict === 'unchecked')
      office.log(`Leads: Turnstile could not be asked for a lead of ${site.name}; kept as a lead.`);
  }
  const inserted = await office.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into leads (site, enquiry_id, fields, content_hash, search_text, also_emailed, status, spam, spam_reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (site, enquiry_id) do nothing returning id::text as id`,
      [
        site.name,
        enquiry.enquiryId,
        JSON.stringify(enquiry.fields),
        hash,
        searchText(enquiry.fields),
        enquiry.alsoEmailed,
        spam ? 'Spam' : 'New',
        Boolean(spam),
        spam ?? null,
      ],
    );
    const id = rows[0]?.id;
    if (!id) return undefined;
    await tx.query(
      "insert into lead_events (site, lead_id, actor, kind, to_status, note) values ($1, $2, 'office', 'received', $3, $4)",
      [site.name, id, spam ? 'Spam' : 'New', spam ? `Set aside as spam: ${spam}` : null],
    );
    if (!spam) {
      await enqueue(tx, site.name, EMAIL_JOB, { leadId: id });
      if (site.webhook) await enqueue(tx, site.name, WEBHOOK_JOB, { leadId: id });
    }
    return id;
  });
  if (inserted) {
    office.jobs.poke();
    return { id: inserted, created: true, conflict: false, spam };
  }
  // Stored by a send of the same enquiry a moment ago (a retry that crossed the first).
  const now = await existing();
  if (!now) throw new Error('A lead that was there a moment ago is gone.');
  return repeat(office, site, enquiry, now, hash);
}

async function repeat(
  office: Office,
  site: SiteConfig,
  enquiry: Enquiry,
  row: { id: string; content_hash: string; also_emailed: boolean },
  hash: string,
): Promise<Stored> {
  if (row.content_hash !== hash) {
    office.log(
      `Leads: enquiry ${enquiry.enquiryId} of ${site.name} was sent again with other content; the first one stands.`,
    );
    return { id: row.id, created: false, conflict: true };
  }
  if (enquiry.alsoEmailed && !row.also_emailed)
    await office.db.query('update leads set also_emailed = true where site = $1 and id = $2', [site.name, row.id]);
  return { id: row.id, created: false, conflict: false };
}

export function installReceive(office: Office): RateLimiter {
  const limiter = new RateLimiter();

  office.router.add('OPTIONS', ENQUIRY_PATH, 'public', ({ req, res }) => {
    const site = siteOf(office, req, res);
    if (!site) return;
    corsHeaders(res, site.origin);
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
    res.statusCode = 204;
    res.end();
  });

  office.router.add('POST', ENQUIRY_PATH, 'public', async ({ req, res }) => {
    const site = siteOf(office, req, res);
    if (!site) return;
    corsHeaders(res, site.origin);
    const address = clientAddress(req);
    const wait = limiter.take(address);
    if (wait) {
      res.setHeader('Retry-After', String(wait));
      closeAfterAnswer(req, res);
      return sendJson(res, 429, { error: `Too many enquiries from this address: please try again in ${wait} s.` });
    }
    try {
      const enquiry = readEnquiry(await readBody(req, res));
      const stored = await store(office, site, enquiry, address);
      if (stored.conflict)
        return sendJson(res, 409, {
          error: 'An enquiry with this id and other content is already stored; the first one stands.',
        });
      sendJson(res, stored.created ? 201 : 200, { id: stored.id, status: 'stored' });
    } catch (error) {
      if (!(error instanceof EnquiryRefused)) throw error;
      sendJson(res, error.status, { error: error.message, ...(error.fields.length ? { fields: error.fields } : {}) });
    }
  });
  return limiter;
}
