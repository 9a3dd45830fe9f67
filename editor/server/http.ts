// Small helpers for the editor's API answers: JSON bodies and plain-word errors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, closeAfterAnswer, readLimitedBody } from '../../vite/request-body.ts';
import type { Refusal, RequestOf, ResponseOf, Route, Untrusted } from '../shared/api-contract.ts';

/** The most a publish, restore or init request's body may hold (under npm start and in the office). */
export const PUBLISH_BODY_LIMIT = 16 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Omit<Refusal, 'error'> = {},
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The answer of `route` as the API's contract says it: 200, or 201 for a new file. */
export function answer<R extends Route>(res: ServerResponse, _route: R, body: ResponseOf<R>, status = 200): void {
  sendJson(res, status, body);
}

export async function readBody(req: IncomingMessage, res: ServerResponse, limit: number): Promise<Buffer> {
  try {
    return await readLimitedBody(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      closeAfterAnswer(req, res);
      throw new HttpError(
        413,
        `The request is larger than ${limit >= 1048576 ? `${Math.round(limit / 1048576)} MB` : `${Math.round(limit / 1024)} KB`}.`,
      );
    }
    throw error;
  }
}

/** Far beyond any site: deeper data would overflow the stack (the YAML loader stops at 40 levels). */
export const MAX_JSON_DEPTH = 100;
/** Fields of one section: a section of the schema has a few dozen at most. */
export const MAX_SECTION_FIELDS = 500;
/** Entries of one list: thousands of pages or menu entries are still far below. */
export const MAX_LIST_ITEMS = 5000;

/**
 * Why `value` cannot be a site, or undefined: nested too deep, a section with too many fields,
 * or a list too long (the body's size limits the number of values). Counted level by level without recursion, so any
 * depth is safe; the limits keep the edit and the check of the data quick (a section of 15,000
 * made-up fields once held the dev server for 20 s).
 */
export function shapeProblem(value: unknown): string | undefined {
  let level: unknown[] = [value];
  for (let depth = 0; level.length; depth++) {
    if (depth > MAX_JSON_DEPTH) return `it is nested more than ${MAX_JSON_DEPTH} levels deep`;
    const next: unknown[] = [];
    for (const v of level) {
      if (typeof v !== 'object' || v === null) continue;
      const children = Object.values(v);
      if (Array.isArray(v) && children.length > MAX_LIST_ITEMS)
        return `a list has ${children.length} entries (at most ${MAX_LIST_ITEMS})`;
      if (!Array.isArray(v) && children.length > MAX_SECTION_FIELDS)
        return `a section has ${children.length} fields (at most ${MAX_SECTION_FIELDS})`;
      next.push(...children);
    }
    level = next;
  }
  return undefined;
}

/**
 * The JSON object a request carries. JSON only: a form or a text body (what a page of another
 * site can send without asking first) is refused unread, then the body is read up to `limit`.
 */
export async function readJsonObject(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
): Promise<Record<string, unknown>> {
  if ((req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() !== 'application/json') {
    req.resume();
    throw new HttpError(415, 'The request must be sent as JSON (Content-Type: application/json). Nothing was changed.');
  }
  const body = await readBody(req, res, limit);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new HttpError(400, 'The request body must be a JSON object.');
  return parsed as Record<string, unknown>;
}

/** The JSON body of a request to route R: the fields R takes, each still to be checked. */
export async function readJson<R extends Route>(
  req: IncomingMessage,
  res: ServerResponse,
  limit = 4 * 1024 * 1024,
): Promise<Untrusted<RequestOf<R>>> {
  const parsed = await readJsonObject(req, res, limit);
  const shape = shapeProblem(parsed);
  if (shape) throw new HttpError(400, `The request cannot be a site: ${shape}. Nothing was changed.`);
  return parsed as Untrusted<RequestOf<R>>;
}
