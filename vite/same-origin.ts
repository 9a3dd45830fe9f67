// Whether a request comes from a page of the server it is sent to. A browser sends Origin
// with every POST; a page of another site (https://evil.example) sends its own origin and
// is refused. Requests without Origin come from tools such as curl, not from a page.
// The Host header is the address the server is being reached at (localhost:5173 under
// npm start, 127.0.0.1:<port> under preview); Vite refuses unknown hosts before this runs
// (server.allowedHosts), which keeps DNS rebinding out.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = req.headers.host;
  if (!host) return false;
  const scheme = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  return origin.toLowerCase() === `${scheme}://${host}`.toLowerCase();
}
