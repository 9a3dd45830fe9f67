// A local stand-in for the two EmailJS endpoints the site can call, so `npm start` delivers
// an enquiry with no EmailJS account. Like the real service it requires user_id, service_id
// and template_id (400 with a plain-text reason otherwise) and answers 200 'OK'. Each
// enquiry is appended as one JSON line to the outbox and announced with one console line.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
export const SEND_PATH = '/api/v1.0/email/send';
export const DEFAULT_OUTBOX = '.outbox/enquiries.jsonl';

export interface Enquiry {
  receivedAt: string;
  endpoint: 'send-form' | 'send';
  service_id: string;
  template_id: string;
  user_id: string;
  lib_version?: string;
  /** The template variables: the form's fields, or template_params of /send. */
  params: Record<string, string>;
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

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return headers;
}

/** The request's fields as strings (a file field is recorded by its name only). */
async function fieldsOf(req: IncomingMessage, endpoint: Enquiry['endpoint']): Promise<Record<string, unknown>> {
  const body = await readBody(req);
  if (endpoint === 'send') return JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
  // Node's fetch Request parses multipart/form-data for us.
  const request = new Request('http://stand-in.local/', { method: 'POST', headers: headersOf(req), body: new Uint8Array(body) });
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) fields[key] = typeof value === 'string' ? value : `(file ${value.name})`;
  return fields;
}

function answer(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
}

export function emailStandIn(options: StandInOptions = {}) {
  const outbox = resolve(options.outbox ?? DEFAULT_OUTBOX);
  const log = options.log ?? ((line: string) => console.log(line));

  async function handle(req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    const endpoint = path === SEND_FORM_PATH ? 'send-form' : path === SEND_PATH ? 'send' : undefined;
    if (!endpoint) return next();
    if (req.method === 'OPTIONS') return answer(res, 204, '');
    if (req.method !== 'POST') return answer(res, 405, 'Method Not Allowed');
    let fields: Record<string, unknown>;
    try {
      fields = await fieldsOf(req, endpoint);
    } catch {
      return answer(res, 400, endpoint === 'send' ? 'The request body is not valid JSON' : 'The request body is not valid form data');
    }
    for (const [key, message] of REQUIRED) if (!asText(fields[key])) return answer(res, 400, message);

    const rawParams = endpoint === 'send' ? fields.template_params : fields;
    if (endpoint === 'send' && rawParams !== undefined && (typeof rawParams !== 'object' || rawParams === null || Array.isArray(rawParams))) {
      return answer(res, 400, 'The template_params parameter has to be an object');
    }
    const params = Object.fromEntries(
      Object.entries((rawParams ?? {}) as Record<string, unknown>)
        .filter(([key]) => endpoint === 'send' || !SDK_FIELDS.has(key))
        .map(([key, value]) => [key, asText(value)]),
    );
    const enquiry: Enquiry = {
      receivedAt: new Date().toISOString(),
      endpoint,
      service_id: asText(fields.service_id),
      template_id: asText(fields.template_id),
      user_id: asText(fields.user_id),
      lib_version: fields.lib_version === undefined ? undefined : asText(fields.lib_version),
      params,
    };
    try {
      mkdirSync(dirname(outbox), { recursive: true });
      appendFileSync(outbox, `${JSON.stringify(enquiry)}\n`);
    } catch (error) {
      return answer(res, 500, `The stand-in could not write ${outbox}: ${(error as Error).message}`);
    }
    const who = [params.name, params.lastName].filter(Boolean).join(' ') || '(no name)';
    const contact = [params.email, params.phone].filter(Boolean).join(', ');
    log(`[email stand-in] enquiry from ${who}${contact ? ` <${contact}>` : ''}${params.whatAreYouInterestedIn ? `: ${params.whatAreYouInterestedIn}` : ''} -> ${outbox}`);
    return answer(res, 200, 'OK');
  }

  return function emailStandInMiddleware(req: IncomingMessage, res: ServerResponse, next: Next): void {
    handle(req, res, next).catch(next);
  };
}
