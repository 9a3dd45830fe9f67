// The JSON body of a sign-in or people request: JSON only (a form or text/plain body, what a
// page of another site can send without asking, is refused), small, and an object.
import type { Ask } from '../http/router.ts';
import { HttpError } from '../http/router.ts';
import { readJsonObject } from '../../editor/server/http.ts';

export function readJsonBody(ask: Ask, limit = 64 * 1024): Promise<Record<string, unknown>> {
  return readJsonObject(ask.req, ask.res, limit);
}

export function textField(body: Record<string, unknown>, name: string, max = 500): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) throw new HttpError(400, `"${name}" must be a short text.`);
  return value;
}
