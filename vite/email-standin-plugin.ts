// Mounts the local EmailJS stand-in (email-standin.ts) on `vite` (npm start, npm run dev)
// and on `vite preview`, so the form can be sent without an EmailJS account. The browser
// posts to it when the EmailJS origin is `self` (the default under `vite`, and
// VITE_EMAILJS_ORIGIN=self for a build). A deployed static site has no stand-in.
import type { Plugin } from 'vite';
import { emailStandIn, type StandInOptions } from './email-standin.ts';

export function emailStandInPlugin(options: StandInOptions = {}): Plugin {
  return {
    name: 'email-stand-in',
    configureServer(server) {
      server.middlewares.use(emailStandIn({ log: (line) => server.config.logger.info(line, { timestamp: true }), ...options }));
    },
    configurePreviewServer(server) {
      server.middlewares.use(emailStandIn({ log: (line) => server.config.logger.info(line, { timestamp: true }), ...options }));
    },
  };
}
