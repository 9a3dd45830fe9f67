// The JSON body of a sign-in or people request: JSON only (a form or text/plain body, what a
// page of another site can send without asking, is refused), small, and an object.
import type { Ask } from '../http/router.ts';
import { HttpError } from '../http/router.ts';
import { readBody } from '../../editor/server/http.ts';

export async function readJsonBody(ask: Ask, limit = 64 * 1024): Promise<Record<string, unknown>> {
  const type = (ask.req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    ask.req.resume();
    throw new HttpError(415, 'The request must be sent as JSON (Content-Type: application/json). Nothing was changed.');
  }
  const body = await readBody(ask.req, ask.res, limit);
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

export function textField(body: Record<string, unknown>, name: string, max = 500): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) throw new HttpError(400, `"${name}" must be a short text.`);
  return value;
}
