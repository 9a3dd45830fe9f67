// Vite plugin (build only): puts the Content-Security-Policy of src/host/csp.ts into
// index.html as a <meta> tag (so every prerendered page has it) and writes dist/_headers
// and dist/nginx.conf with the same policy and headers (src/host/host-headers.ts).
// The EmailJS origin and the office (emailjs.origin, office.url) come from site.yaml, which the
// site plugin validates.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { Plugin } from 'vite';
import { cspMeta, SPECULATION_RULES } from '../src/host/csp.ts';
import { headersFile, nginxConf } from '../src/host/host-headers.ts';
import { siteLocation } from '../src/validate/site-location.ts';

interface HostSettings {
  emailjs?: { origin?: unknown };
  office?: { url?: unknown };
  business?: { siteUrl?: unknown };
}

/** The two settings this plugin needs, read straight from the file (not trusting the validator). */
function readSettings(file: string): HostSettings {
  try {
    return (parse(readFileSync(file, 'utf8')) as HostSettings | null) ?? {};
  } catch {
    return {}; // the site plugin reports the mistake
  }
}

const emailOrigin = (data: HostSettings) =>
  typeof data.emailjs?.origin === 'string' ? data.emailjs.origin : undefined;
const officeOrigin = (data: HostSettings) => (typeof data.office?.url === 'string' ? data.office.url : undefined);

/** Where nginx finds the site: SITE_NGINX_ROOT, or /var/www/<host of business.siteUrl>. */
function nginxSite(data: HostSettings): { root: string; serverName: string } {
  let host = 'localhost';
  try {
    if (typeof data.business?.siteUrl === 'string') host = new URL(data.business.siteUrl).host;
  } catch {
    // the site plugin reports the mistake
  }
  return { root: process.env.SITE_NGINX_ROOT ?? `/var/www/${host}`, serverName: host };
}

export function cspPlugin(options: { file?: string } = {}): Plugin {
  const file = resolve(options.file ?? siteLocation().file);
  let ssr = false;
  // Read once per build: a large site.yaml takes a while to parse.
  let settings: HostSettings | undefined;
  const data = () => (settings ??= readSettings(file));
  return {
    name: 'site-csp',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: cspMeta(emailOrigin(data()), officeOrigin(data())),
          },
          injectTo: 'head-prepend',
        },
        { tag: 'script', attrs: { type: 'speculationrules' }, children: SPECULATION_RULES, injectTo: 'head' },
      ];
    },
    generateBundle() {
      if (ssr) return;
      const origin = emailOrigin(data());
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(origin, officeOrigin(data())) });
      this.emitFile({
        type: 'asset',
        fileName: 'nginx.conf',
        source: nginxConf({ ...nginxSite(data()), emailOrigin: origin, officeOrigin: officeOrigin(data()) }),
      });
    },
  };
}
