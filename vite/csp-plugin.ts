// Vite plugin (build only): puts the Content-Security-Policy of src/config/csp.ts into
// index.html as a <meta> tag (so every prerendered page has it) and writes dist/_headers.
// The EmailJS origin comes from site.yaml (emailjs.origin), which the site plugin validates.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { Plugin } from 'vite';
import { cspMeta, headersFile } from '../src/config/csp.ts';

function emailOrigin(file: string): string | undefined {
  try {
    const data = parse(readFileSync(file, 'utf8')) as { emailjs?: { origin?: unknown } } | null;
    return typeof data?.emailjs?.origin === 'string' ? data.emailjs.origin : undefined;
  } catch {
    return undefined; // the site plugin reports the mistake
  }
}

export function cspPlugin(options: { file?: string } = {}): Plugin {
  const file = resolve(options.file ?? process.env.SITE_FILE ?? 'site.yaml');
  let ssr = false;
  return {
    name: 'site-csp',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: cspMeta(emailOrigin(file)) }, injectTo: 'head-prepend' }];
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(emailOrigin(file)) });
    },
  };
}
