// Who may use the editor's API: only this machine, and for writes only the editor's own page.
// The socket's remote address must be loopback (the dev server may listen on the network with
// --host; the editor never answers there). A write must carry an Origin header equal to the
// server's own origin as the browser reached it (http://localhost:<port> or
// http://127.0.0.1:<port>): a page of any other site, or a tool sending no Origin, is refused.
// A read that a browser says comes from another origin (a page on another local port included)
// is refused too: site.yaml, its history and previews are the owner's alone.
import type { IncomingMessage } from 'node:http';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** The reason a request is refused, or undefined when it may go on. */
export function refusal(req: IncomingMessage): string | undefined {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return 'The editor answers only on this computer (localhost).';
  // A name that points at this computer from elsewhere (DNS rebinding) is not let in either.
  const host = req.headers.host ?? '';
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (!LOOPBACK_HOSTS.has(hostname)) return 'The editor answers only at http://localhost or http://127.0.0.1.';
  const origin = req.headers.origin;
  const own = origin?.toLowerCase() === `http://${host}`.toLowerCase();
  if (req.method === 'GET' || req.method === 'HEAD')
    return origin === undefined || own
      ? undefined
      : 'The editor answers only its own page (the request came from another origin).';
  if (!own) return 'Changes are accepted only from the editor page itself (the request came from another origin).';
  return undefined;
}
