// Cookies of the office: read from the Cookie header, written httpOnly, SameSite=Strict, and
// Secure unless the office runs on http://localhost (where a browser would refuse to keep it).
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A new secret: 32 random bytes, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function readCookies(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    // The first cookie of a name wins (the most specific path, as browsers send it).
    if (!cookies.has(name) && value.length <= 200) cookies.set(name, value);
  }
  return cookies;
}

export function isHttps(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}

/** The session cookie's name: __Host- prefixed on https (no other host or path can set it). */
export function sessionCookieName(publicUrl: string): string {
  return isHttps(publicUrl) ? '__Host-office-session' : 'office-session';
}

/** The cookie that binds a sign-in link to the browser that asked for it. */
export function askCookieName(publicUrl: string): string {
  return isHttps(publicUrl) ? '__Host-office-ask' : 'office-ask';
}

export function cookieHeader(publicUrl: string, name: string, value: string, maxAgeSeconds: number): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`];
  if (isHttps(publicUrl)) parts.push('Secure');
  return parts.join('; ');
}

export function addSetCookie(res: ServerResponse, header: string): void {
  const old = res.getHeader('Set-Cookie');
  const list = Array.isArray(old) ? old : old === undefined ? [] : [String(old)];
  res.setHeader('Set-Cookie', [...list, header]);
}
