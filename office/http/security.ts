// What every answer of the office carries, and who may ask: the Host must be the office's own
// (a Host header attack or DNS rebinding gets nothing), a change must come from the office's
// own pages (Origin checked: CSRF), and no other site may frame it.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Strict by default: own scripts and styles only, no inline script, no framing. */
export const OFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function securityHeaders(res: ServerResponse, publicUrl: string): void {
  res.setHeader('Content-Security-Policy', OFFICE_CSP);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'geolocation=(), microphone=(), camera=(self)');
  if (publicUrl.startsWith('https:')) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
}

/** The hosts the office answers to: its public address's, and on one machine localhost's forms. */
export function allowedHosts(publicUrl: string, port: number): Set<string> {
  const url = new URL(publicUrl);
  const hosts = new Set([url.host.toLowerCase()]);
  if (url.hostname === 'localhost') for (const h of ['localhost', '127.0.0.1', '[::1]']) hosts.add(`${h}:${port}`);
  return hosts;
}

export function hostRefusal(req: IncomingMessage, hosts: Set<string>): string | undefined {
  const host = (req.headers.host ?? '').toLowerCase();
  return hosts.has(host) ? undefined : 'This office does not answer to that host name.';
}

export const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A change must come from the office's own page: its Origin, and a browser's own fetch metadata. */
export function originRefusal(req: IncomingMessage, publicUrl: string): string | undefined {
  if (!UNSAFE.has(req.method ?? 'GET')) {
    const site = req.headers['sec-fetch-site'];
    // A link followed from another site (a sign-in link or an invite in a webmail page) is a
    // top-level navigation: it carries no session (SameSite=Strict) and cannot be framed.
    const navigation = req.headers['sec-fetch-mode'] === 'navigate' && req.headers['sec-fetch-dest'] === 'document';
    if (site === 'cross-site' && !navigation) return 'The office answers only its own pages.';
    return undefined;
  }
  const origin = req.headers.origin;
  if (!origin) return 'A change must come from the office page itself (the request had no Origin).';
  if (origin !== publicUrl)
    return 'A change must come from the office page itself (the request came from another origin).';
  return undefined;
}

/**
 * The visitor's address, for rate limits. Behind the shipped nginx (on this machine), the
 * proxy's X-Real-IP is believed; from anywhere else it is ignored, or anyone could pick theirs.
 */
export function clientAddress(req: IncomingMessage): string {
  const socket = req.socket.remoteAddress ?? '';
  const loopback = socket === '::1' || socket.startsWith('127.') || socket.startsWith('::ffff:127.');
  const real = req.headers['x-real-ip'];
  if (loopback && typeof real === 'string' && real.length < 64 && /^[0-9a-f.:]+$/i.test(real)) return real;
  return socket.replace(/^::ffff:/, '');
}
