// The office's HTTP server: one Node process. Every request is checked in this order: a Host of
// the office's own, an Origin of its own for a change, then the route and who may use it. The
// handlers never check these themselves.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Office } from './office.ts';
import { allowedHosts, hostRefusal, originRefusal, securityHeaders } from './http/security.ts';
import { HttpError, roleAllows, sendJson, type Ask } from './http/router.ts';
import { personOf, roleOf } from './auth/identity.ts';

/** The only addresses that other origins may post to: they check the origin themselves. */
export const CROSS_ORIGIN = new Set(['/api/enquiries']);

function wantsPage(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

export async function dispatch(office: Office, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { config } = office;
  securityHeaders(res, config.publicUrl);
  const hosts = allowedHosts(config.publicUrl, config.port);
  const badHost = hostRefusal(req, hosts);
  if (badHost) return sendJson(res, 421, { error: badHost });
  let url: URL;
  try {
    url = new URL(req.url ?? '/', config.publicUrl);
  } catch {
    return sendJson(res, 400, { error: 'That address cannot be read.' });
  }
  // The enquiry endpoint answers other origins (the sites'); it checks them itself, exactly.
  if (!CROSS_ORIGIN.has(url.pathname)) {
    const badOrigin = originRefusal(req, config.publicUrl);
    if (badOrigin) return sendJson(res, 403, { error: badOrigin });
  }
  const found = office.router.find(req.method ?? 'GET', url.pathname, config.sites);
  if (found === 'method') return sendJson(res, 405, { error: 'That method is not used here.' });
  if (!found) return sendJson(res, 404, { error: 'Not found.' });
  const { entry, params, siteName, base } = found;
  const ask: Ask = { req, res, url, params, office, base };
  if (entry.access !== 'public') {
    const person = await personOf(office, req, res);
    if (!person) {
      if (wantsPage(req)) {
        res.statusCode = 303;
        res.setHeader('Location', `/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
        res.setHeader('Cache-Control', 'no-store');
        return void res.end();
      }
      return sendJson(res, 401, { error: 'Please sign in again.' });
    }
    ask.person = person;
    if (typeof entry.access === 'object') {
      const site = office.site(siteName);
      const role = site ? await roleOf(office, person.id, site.name) : undefined;
      // A site one has no role in is answered as one that does not exist.
      if (!site || !role) return sendJson(res, 404, { error: 'Not found.' });
      if (!roleAllows(role, entry.access.role))
        return sendJson(res, 403, { error: 'Only an owner of this site can do that.' });
      ask.site = site;
      ask.role = role;
    }
  }
  await entry.handler(ask);
}

export function createOfficeServer(office: Office): Server {
  const server = createServer((req, res) => {
    dispatch(office, req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (!res.headersSent) sendJson(res, error.status, { error: error.message, ...error.extra });
        else res.end();
        return;
      }
      // The cause goes to the terminal (no request body is ever logged); the person gets plain words.
      office.log(`Error at ${req.method} ${(req.url ?? '').split('?')[0]}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent)
        sendJson(res, 500, { error: 'Something went wrong in the office. Nothing was changed; please try again.' });
      else res.end();
    });
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  return server;
}
