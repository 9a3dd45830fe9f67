// The cookies of one browser: its session, and the binding of the sign-in links it asked for.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Office } from '../office.ts';
import { addSetCookie, askCookieName, cookieHeader, readCookies, sessionCookieName } from './cookies.ts';

export function askCookieValue(office: Office, req: IncomingMessage): string | undefined {
  const value = readCookies(req).get(askCookieName(office.config.publicUrl));
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function addCookie(
  office: Office,
  res: ServerResponse,
  which: 'ask' | 'session',
  value: string,
  maxAgeSeconds: number,
): void {
  const { publicUrl } = office.config;
  const name = which === 'ask' ? askCookieName(publicUrl) : sessionCookieName(publicUrl);
  addSetCookie(res, cookieHeader(publicUrl, name, value, maxAgeSeconds));
}
