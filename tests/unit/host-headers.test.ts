import { describe, expect, it } from 'vitest';
import { cspMeta } from '../../src/host/csp.ts';
import {
  cspHeader,
  headersFile,
  headersFor,
  IMMUTABLE,
  nginxConf,
  parseHeadersFile,
  securityHeaders,
} from '../../src/host/host-headers.ts';

const origin = 'https://api.emailjs.com';
const conf = nginxConf({ root: '/var/www/site', serverName: 'www.pelicanexterior.example', emailOrigin: origin });

describe('host headers', () => {
  it('send the meta tag policy plus frame-ancestors', () => {
    expect(cspHeader(origin)).toBe(`${cspMeta(origin)}; frame-ancestors 'none'`);
  });

  it('are the same in _headers and in nginx.conf, for pages and for hashed files', () => {
    const file = headersFile(origin);
    for (const [name, value] of securityHeaders(origin)) {
      expect(file).toContain(`  ${name}: ${value}\n`);
      // once for every response, once again in the /assets/ location (add_header does not inherit)
      expect(conf.split(`add_header ${name} "${value}" always;`).length - 1, name).toBe(2);
    }
    expect(file).toMatch(
      new RegExp(`^/assets/\\*\\n  Cache-Control: ${IMMUTABLE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'),
    );
    expect(conf).toContain(`location /assets/ {`);
    expect(conf).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(conf).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('put the site root and host name into the nginx server block', () => {
    expect(conf).toMatch(/^\s+root \/var\/www\/site;$/m);
    expect(conf).toMatch(/^\s+server_name www\.pelicanexterior\.example;$/m);
    expect(conf).toMatch(/try_files \$uri \$uri\/index\.html =404;/);
    expect(conf).toMatch(/error_page 404 \/404\.html;/);
  });

  it('read back from _headers as a host reads it (npm run preview does)', () => {
    const rules = parseHeadersFile(headersFile('https://mail.example.com'));
    expect(headersFor(rules, '/contact')).toEqual(securityHeaders('https://mail.example.com'));
    expect(headersFor(rules, '/assets/app-1a2b.js')).toEqual([
      ...securityHeaders('https://mail.example.com'),
      ['Cache-Control', IMMUTABLE],
    ]);
  });
});
