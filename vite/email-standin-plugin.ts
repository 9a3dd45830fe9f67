// Mounts the local EmailJS stand-in (email-standin.ts) on `vite` (npm start, npm run dev)
// and on `vite preview`, so the form can be sent without an EmailJS account. The browser
// posts to it when the EmailJS origin is `self` (the default under `vite`, and
// VITE_EMAILJS_ORIGIN=self for a build). A deployed static site has no stand-in.
// The outbox is .outbox/enquiries.jsonl in the site's folder (SITE_DIR, else the repository),
// so a second site's test enquiries never mix with the first's. The outbox folder is kept off
// HTTP (outbox-guard.ts); EMAIL_STANDIN_OUTBOX moves the outbox file (the integration tests
// use their own).
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_OUTBOX, emailStandIn, type StandInOptions } from './email-standin.ts';
import { outboxGuard } from './outbox-guard.ts';
import { siteLocation } from '../src/validate/site-location.ts';

/** The outbox file: EMAIL_STANDIN_OUTBOX, else .outbox/enquiries.jsonl in the site's folder. */
export const outboxOf = (env: Record<string, string | undefined> = process.env) =>
  resolve(env.EMAIL_STANDIN_OUTBOX ?? join(siteLocation(env).dir, DEFAULT_OUTBOX));

export function emailStandInPlugin(options: StandInOptions = {}): Plugin {
  const outbox = resolve(options.outbox ?? outboxOf());
  return {
    name: 'email-stand-in',
    configureServer(server) {
      server.middlewares.use(outboxGuard(outbox));
      server.middlewares.use(
        emailStandIn({ log: (line) => server.config.logger.info(line, { timestamp: true }), ...options, outbox }),
      );
    },
    configurePreviewServer(server) {
      server.middlewares.use(outboxGuard(outbox));
      server.middlewares.use(
        emailStandIn({ log: (line) => server.config.logger.info(line, { timestamp: true }), ...options, outbox }),
      );
    },
  };
}
