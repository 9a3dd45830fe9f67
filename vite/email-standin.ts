// A local stand-in for the two EmailJS endpoints the site can call, so `npm start` delivers
// an enquiry with no EmailJS account. Like the real service it requires user_id, service_id
// and template_id (400 with a plain-text reason otherwise) and answers 200 'OK'. Each
// enquiry is appended as one JSON line to the outbox and announced with one console line;
// an enquiry_id already in the outbox (for the same template) is answered 200 and not
// written again (outbox-file.ts), so a retry never makes a second line.
// Hostile requests get a short 4xx and write nothing: a body over 1 MB (413, counted as it
// streams), a request from another site's page (403), a body that is not a flat object of
// text (400). Field names are data (__proto__ too), and the log line escapes what it prints.
// It also stands in for the office's POST /api/enquiries (site.yaml office.url set to the dev
// server's own address): the same outbox, one line per enquiryId (endpoint "office"), 201 the
// first time and 200 for a repeat, 400 for a body that is not an enquiry. Nothing else of the
// office (no alerts, no inbox, no CORS: the page and the stand-in share one origin).
import { resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, closeAfterAnswer, readLimitedBody } from './request-body.ts';
import { isSameOrigin } from './same-origin.ts';
import { oneLine } from './log-text.ts';
import { appendOnce } from './outbox-file.ts';
import { SEND_PATH } from '../src/blocks/contactForm/delivery/emailjs-send.ts';
import { ENQUIRIES_PATH } from '../src/blocks/contactForm/delivery/office.ts';

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
export const DEFAULT_OUTBOX = '.outbox/enquiries.jsonl';
/** Far above the largest real enquiry (a few KB of text). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface Enquiry {
  receivedAt: string;
  endpoint: 'send-form' | 'send' | 'office';
  service_id: string;
  template_id: string;
  user_id: string;
  lib_version?: string;
  /** The template variables: the form's fields, or template_params of /send (fields and enquiry_id for the office). */
  params: Record<string, string>;
  /** The office's own fields, for a request to /api/enquiries. */
  alsoEmailed?: boolean;
  shownAt?: number;
  website?: string;
}

export interface StandInOptions {
  /** The file enquiries are appended to. */
  outbox?: string;
  /** Where the one-line notice of each enquiry goes. */
  log?: (line: string) => void;
}

type Next = (error?: unknown) => void;
const REQUIRED = [
  ['user_id', 'The user_id parameter is required'],
  ['service_id', 'The service_id parameter is required'],
  ['template_id', 'The template_id parameter is required'],
] as const;
const SDK_FIELDS = new Set(['lib_version', 'service_id', 'template_id', 'user_id', 'template_params']);

/** A request the stand-in cannot read; its message is the answer. */
class BadRequest extends Error {}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return headers;
}

/** The request's fields: JSON for /send, multipart form data for /send-form (a file field is recorded by its name only). */
async function fieldsOf(req: IncomingMessage, endpoint: Enquiry['endpoint']): Promise<Record<string, unknown>> {
  const body = await readLimitedBody(req, MAX_BODY_BYTES);
  if (endpoint === 'send') {
    let data: unknown;
    try {
      data = JSON.parse(body.toString('utf8') || '{}');
    } catch {
      throw new BadRequest('The request body is not valid JSON');
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw new BadRequest('The request body must be a JSON object');
    return data as Record<string, unknown>;
  }
  // Node's fetch Request parses multipart/form-data for us.
  let form: FormData;
  try {
    const request = new Request('http://stand-in.local/', {
      method: 'POST',
      headers: headersOf(req),
      body: new Uint8Array(body),
    });
    form = await request.formData();
  } catch {
    throw new BadRequest('The request body is not valid form data');
  }
  // No prototype: a field named __proto__ is stored like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const [key, value] of form.entries()) fields[key] = typeof value === 'string' ? value : `(file ${value.name})`;
  return fields;
}

function answer(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

/** A field as text: strings, numbers and true/false only; anything nested is not text. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === undefined || value === null ? '' : undefined;
}

export function emailStandIn(options: StandInOptions = {}) {
  const outbox = resolve(options.outbox ?? DEFAULT_OUTBOX);
  const log = options.log ?? ((line: string) => console.log(line));

  /** POST /api/enquiries, as the office takes it (the office's own checks and alerts aside). */
  async function office(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let data: unknown;
    try {
      data = JSON.parse((await readLimitedBody(req, MAX_BODY_BYTES)).toString('utf8'));
    } catch (error) {
      if (error instanceof BodyTooLarge) closeAfterAnswer(req, res);
      return answer(res, error instanceof BodyTooLarge ? 413 : 400, 'The request body is not valid JSON');
    }
    const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const fields = body.fields;
    const id = asText(body.enquiryId);
    if (!id || typeof fields !== 'object' || fields === null || Array.isArray(fields))
      return answer(res, 400, 'An enquiry needs enquiryId and fields');
    const entries = Object.entries(fields as Record<string, unknown>);
    if (entries.some(([, value]) => asText(value) === undefined))
      return answer(res, 400, 'The fields must be text, numbers or true/false');
    const params: Record<string, string> = Object.fromEntries([
      ...entries.map(([key, value]) => [key, asText(value) ?? '']),
      ['enquiry_id', id],
    ]);
    const enquiry: Enquiry = {
      receivedAt: new Date().toISOString(),
      endpoint: 'office',
      service_id: '',
      template_id: 'office',
      user_id: '',
      params,
      alsoEmailed: body.alsoEmailed === true,
      shownAt: typeof body.shownAt === 'number' ? body.shownAt : undefined,
      website: asText(body.website) ?? '',
    };
    let written: boolean;
    try {
      written = appendOnce(outbox, enquiry, id, enquiry.template_id);
    } catch (error) {
      return answer(res, 500, `The stand-in could not write ${outbox}: ${(error as Error).message}`);
    }
    log(`[office stand-in] enquiry ${oneLine(id)} ${written ? `-> ${outbox}` : `is already in ${outbox}`}`);
    return answer(res, written ? 201 : 200, written ? 'Created' : 'OK');
  }

  async function handle(req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if (path === ENQUIRIES_PATH) {
      if (!isSameOrigin(req)) {
        closeAfterAnswer(req, res);
        return answer(res, 403, 'This stand-in only takes enquiries from the pages it serves');
      }
      if (req.method !== 'POST') return answer(res, 405, 'Method Not Allowed');
      return office(req, res);
    }
    const endpoint = path === SEND_FORM_PATH ? 'send-form' : path === SEND_PATH ? 'send' : undefined;
    if (!endpoint) return next();
    if (!isSameOrigin(req)) {
      closeAfterAnswer(req, res);
      return answer(res, 403, 'This stand-in only takes enquiries from the pages it serves');
    }
    if (req.method === 'OPTIONS') return answer(res, 204, '');
    if (req.method !== 'POST') return answer(res, 405, 'Method Not Allowed');
    let fields: Record<string, unknown>;
    try {
      fields = await fieldsOf(req, endpoint);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        closeAfterAnswer(req, res);
        return answer(
          res,
          413,
          `The request is larger than ${MAX_BODY_BYTES / 1048576} MB; an enquiry is a few KB of text`,
        );
      }
      if (error instanceof BadRequest) return answer(res, 400, error.message);
      return answer(
        res,
        400,
        endpoint === 'send' ? 'The request body is not valid JSON' : 'The request body is not valid form data',
      );
    }
    for (const [key, message] of REQUIRED) if (!asText(fields[key])) return answer(res, 400, message);

    const rawParams = endpoint === 'send' ? fields.template_params : fields;
    if (
      endpoint === 'send' &&
      rawParams !== undefined &&
      (typeof rawParams !== 'object' || rawParams === null || Array.isArray(rawParams))
    ) {
      return answer(res, 400, 'The template_params parameter has to be an object');
    }
    const entries = Object.entries((rawParams ?? {}) as Record<string, unknown>).filter(
      ([key]) => endpoint === 'send' || !SDK_FIELDS.has(key),
    );
    if (entries.some(([, value]) => asText(value) === undefined))
      return answer(res, 400, 'The template_params values must be text, numbers or true/false');
    // Object.fromEntries defines each key as data, __proto__ included.
    const params: Record<string, string> = Object.fromEntries(
      entries.map(([key, value]) => [key, asText(value) ?? '']),
    );
    const enquiry: Enquiry = {
      receivedAt: new Date().toISOString(),
      endpoint,
      service_id: asText(fields.service_id) ?? '',
      template_id: asText(fields.template_id) ?? '',
      user_id: asText(fields.user_id) ?? '',
      lib_version: fields.lib_version === undefined ? undefined : asText(fields.lib_version),
      params,
    };
    const own = (key: string) => (Object.hasOwn(params, key) ? params[key] : '');
    let written: boolean;
    try {
      written = appendOnce(outbox, enquiry, own('enquiry_id') || undefined, enquiry.template_id);
    } catch (error) {
      return answer(res, 500, `The stand-in could not write ${outbox}: ${(error as Error).message}`);
    }
    if (!written) {
      log(`[email stand-in] enquiry ${oneLine(own('enquiry_id'))} is already in ${outbox}; not written again`);
      return answer(res, 200, 'OK');
    }
    const who = [own('name'), own('lastName')].filter(Boolean).join(' ') || '(no name)';
    const contact = [own('email'), own('phone')].filter(Boolean).join(', ');
    const interest = own('whatAreYouInterestedIn');
    log(
      `[email stand-in] enquiry from ${oneLine(who)}${contact ? ` <${oneLine(contact)}>` : ''}${interest ? `: ${oneLine(interest)}` : ''} -> ${outbox}`,
    );
    return answer(res, 200, 'OK');
  }

  return function emailStandInMiddleware(req: IncomingMessage, res: ServerResponse, next: Next): void {
    // Never next(error): that would show a stack in the terminal and Vite's overlay in open tabs.
    handle(req, res, next).catch((error: unknown) => {
      if (!res.headersSent)
        answer(
          res,
          400,
          `The request could not be read: ${oneLine(error instanceof Error ? error.message : String(error), 80)}`,
        );
      else res.end();
    });
  };
}
