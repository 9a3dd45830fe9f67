// Keeps the stand-in's outbox (names, emails and phone numbers of every enquiry) off
// HTTP: `vite` serves every file under the project folder, so without this
// GET /.outbox/enquiries.jsonl would answer with all of them. Any request whose path,
// decoded (twice, for %252e), has a segment named like the outbox folder gets 404,
// whatever the query (?raw, ?import) or prefix (/@fs/...). The outbox sits in a folder
// of its own (.outbox/ by default), and that folder is what is refused.
import { basename, dirname } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Next = (error?: unknown) => void;

function decoded(path: string): string {
  let out = path;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(out);
      if (next === out) break;
      out = next;
    } catch {
      break;
    }
  }
  return out;
}

export function outboxGuard(outbox: string) {
  const folder = basename(dirname(outbox)).toLowerCase();
  return function outboxGuardMiddleware(req: IncomingMessage, res: ServerResponse, next: Next): void {
    const path = decoded((req.url ?? '').split(/[?#]/)[0]).toLowerCase();
    const segments = path.split(/[\\/]+/);
    if (segments.includes(folder)) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not Found');
      return;
    }
    next();
  };
}
