// Small helpers for the editor's API answers: JSON bodies and plain-word errors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, closeAfterAnswer, readLimitedBody } from '../../vite/request-body.ts';
import type { Refusal, RequestOf, ResponseOf, Route, Untrusted } from '../shared/api-contract.ts';

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
      throw new HttpError(413, `The request is larger than ${Math.round(limit / 1048576)} MB.`);
    }
    throw error;
  }
}

/** Deeper than any site (the YAML loader stops at 40 levels); deeper data would overflow the stack. */
export const MAX_JSON_DEPTH = 100;

/** Whether `value` nests deeper than `limit` (counted without recursion, so any depth is safe). */
export function deeperThan(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length; depth++) {
    if (depth > limit) return true;
    level = level.flatMap((v) => (typeof v === 'object' && v !== null ? Object.values(v) : []));
  }
  return false;
}

/** The JSON body of a request to route R: the fields R takes, each still to be checked. */
export async function readJson<R extends Route>(
  req: IncomingMessage,
  res: ServerResponse,
  limit = 4 * 1024 * 1024,
): Promise<Untrusted<RequestOf<R>>> {
  const body = await readBody(req, res, limit);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new HttpError(400, 'The request body must be a JSON object.');
  if (deeperThan(parsed, MAX_JSON_DEPTH))
    throw new HttpError(
      400,
      `The request is nested more than ${MAX_JSON_DEPTH} levels deep; a site is never that deep. Nothing was changed.`,
    );
  return parsed as Untrusted<RequestOf<R>>;
}
