// Values that reach the Content-Security-Policy, dist/_headers and robots.txt are parsed
// as origins (scheme, host, optional port), in the validator and again in the writers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOrigin } from '../../src/site/origin.ts';
import { cspMeta } from '../../src/host/csp.ts';
import { headersFile } from '../../src/host/host-headers.ts';
import { cspPlugin } from '../../vite/csp-plugin.ts';

const ATTACK =
  "https://api.emailjs.com 'unsafe-inline'; script-src-elem 'self' 'unsafe-inline'\nAccess-Control-Allow-Origin: *";

describe('checkOrigin', () => {
  it.each([
    'https://api.emailjs.com',
    'https://api.emailjs.com:8443',
    'http://localhost:5173',
    'http://127.0.0.1:4173',
    'http://[::1]:3000',
    'https://xn--bcher-kva.example',
  ])('accepts %s', (value) => expect(checkOrigin(value)).toEqual({ ok: true }));

  it.each([
    [ATTACK, /holds spaces, quotes, commas, semicolons or line breaks/, /^Write only https:\/\//],
    ['https://api.emailjs.com\nX-Evil: 1', /line breaks/, /^Write only/],
    ['https://api.emailjs.com;', /semicolons/, /^Write only/],
    ['HTTPS://api.emailjs.com', /capital letters/, /^Write it in lower case: https:\/\/api\.emailjs\.com\.$/],
    ['https://API.emailjs.com', /capital letters/, /lower case/],
    [
      'https://api.emailjs.com/',
      /more than the scheme, host and port/,
      /^Leave out everything after the host name and port: https:\/\/api\.emailjs\.com\.$/,
    ],
    ['https://api.emailjs.com/api/v1.0', /a path/, /Leave out/],
    ['https://api.emailjs.com?x=1', /\?/, /Leave out/],
    ['https://api.emailjs.com#x', /#/, /Leave out/],
    ['https://user@api.emailjs.com', /user name or password/, /Write only/],
    ['https://api.emailjs.com:443', /default port/, /^Write it as https:\/\/api\.emailjs\.com\.$/],
    ['http://api.emailjs.com', /http:\/\//, /^Use https:\/\/: https:\/\/api\.emailjs\.com\.$/],
    ['ftp://api.emailjs.com', /starts with ftp:/, /Write only/],
    ['javascript:alert(1)', /starts with javascript:/, /Write only/],
    ['https://api.emailjs.com:99999', /not a web address/, /Write only/],
    ['https://exa_mple.com', /scheme:\/\/host\[:port\]/, /.+/],
    ['api.emailjs.com', /not a web address/, /Write only/],
  ])('refuses %j', (value, problem, fix) => {
    const verdict = checkOrigin(value);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.problem).toMatch(problem);
    expect(verdict.fix).toMatch(fix);
    expect(verdict.problem).not.toContain('\n');
  });
});

describe('the policy writers refuse anything but a plain origin (second wall)', () => {
  it('writes the default and a valid origin unchanged', () => {
    expect(cspMeta()).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(headersFile('https://mail.example:8443')).toContain("connect-src 'self' https://mail.example:8443;");
    // One line per header: an origin adds no line of its own.
    expect(headersFile('https://mail.example:8443').split('\n')).toHaveLength(headersFile().split('\n').length);
  });

  it.each([
    ATTACK,
    'https://api.emailjs.com\n  Access-Control-Allow-Origin: *',
    "https://x.example 'unsafe-eval'",
    'https://x.example/',
  ])('throws on %j', (value) => {
    expect(() => cspMeta(value)).toThrow(/^Refusing to write the Content-Security-Policy: emailjs\.origin /);
    expect(() => headersFile(value)).toThrow(/^Refusing to write the Content-Security-Policy/);
  });

  describe('the build plugin, given a site file the validator never saw', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'csp-wall-'));
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));
    const file = join(tmp, 'site.yaml');
    writeFileSync(file, `emailjs:\n  origin: ${JSON.stringify(ATTACK)}\n`);
    const plugin = cspPlugin({ file }) as unknown as {
      transformIndexHtml: () => unknown;
      generateBundle: (this: { emitFile: (f: unknown) => void }) => void;
    };

    it('refuses to write the <meta> policy', () => {
      expect(() => plugin.transformIndexHtml()).toThrow(
        /Refusing to write the Content-Security-Policy: emailjs\.origin "https:\/\/api\.emailjs\.com 'unsafe-inline';/,
      );
    });

    it('emits no _headers file', () => {
      const emitted: unknown[] = [];
      expect(() => plugin.generateBundle.call({ emitFile: (f) => emitted.push(f) })).toThrow(/Refusing/);
      expect(emitted).toEqual([]);
    });
  });
});
