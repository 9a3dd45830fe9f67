// Small helpers for the editor's API answers: JSON bodies and plain-word errors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, closeAfterAnswer, readLimitedBody } from '../request-body.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
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

export async function readJson(
  req: IncomingMessage,
  res: ServerResponse,
  limit = 4 * 1024 * 1024,
): Promise<Record<string, unknown>> {
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
