// Scans a built site for secrets: nothing secret-looking may ship, only EmailJS's public
// key (public by EmailJS's design). Always builds its own copy into a temporary folder, with
// canary values in the environment, so it also proves that the public key does ship and the
// private canaries do not.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cspMeta, DEFAULT_EMAILJS_ORIGIN } from '../../src/host/csp.ts';
import { testSite } from '../support/test-site.ts';

const emailOrigin =
  (parse(readFileSync(testSite.file, 'utf8')) as { emailjs?: { origin?: string } }).emailjs?.origin ??
  DEFAULT_EMAILJS_ORIGIN;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const PUBLIC_CANARY = 'pk_CanaryPublic9x7';
const PRIVATE_CANARIES = {
  EMAILJS_PRIVATE_KEY: 'priv_CanaryPrivate4q2',
  SECRET_TOKEN: 'tok_CanarySecret8w1',
  VITE_NOT_EMAILJS: 'vite_CanaryOther5m3',
};

const SECRET_PATTERNS: Array<[string, RegExp]> = [
  ['private key block', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['GitHub token', /\b(ghp|gho|ghs|ghu)_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,}/],
  ['Slack token', /\bxox[abpr]-[A-Za-z0-9-]{10,}/],
  ['Stripe secret key', /\b[sr]k_live_[A-Za-z0-9]{16,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['EmailJS private key (accessToken)', /accessToken["']?\s*[:=]\s*["'][A-Za-z0-9_-]{8,}/],
  [
    'assigned password or secret',
    /\b(password|passwd|secret|private_?key|client_?secret)["']?\s*[:=]\s*["'][^"'\s]{8,}["']/i,
  ],
];

let dir = '';
let text = new Map<string, string>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-dist-'));
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    encoding: 'utf8',
    timeout: 240_000,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_OUT_DIR: dir,
      VITE_EMAILJS_PUBLIC_KEY: PUBLIC_CANARY,
      VITE_EMAILJS_SERVICE_ID: 'service_canary',
      VITE_EMAILJS_TEMPLATE_ID: 'template_canary',
      ...PRIVATE_CANARIES,
    },
  });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stderr}`);
  text = new Map(
    files(dir)
      .filter((f) => /\.(html|js|css|json|txt|xml|svg|webmanifest)$|_headers$/.test(f))
      .map((f) => [relative(dir, f), readFileSync(f, 'utf8')]),
  );
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the built site', () => {
  it('ships no secret-looking value', () => {
    const found: string[] = [];
    for (const [file, body] of text)
      for (const [what, re] of SECRET_PATTERNS)
        if (re.test(body)) found.push(`${file}: ${what} (${re.exec(body)?.[0].slice(0, 40)})`);
    expect(found).toEqual([]);
    expect(text.size).toBeGreaterThan(10);
  });

  it('ships no .env file, source map or server build', () => {
    const shipped = files(dir).map((f) => relative(dir, f));
    expect(shipped.filter((f) => /(^|\/)\.env|\.map$|^\.ssr\//.test(f))).toEqual([]);
  });

  it('ships the EmailJS public key but no other environment value', () => {
    const all = [...text.values()].join('\n');
    expect(all).toContain(PUBLIC_CANARY);
    for (const [name, value] of Object.entries(PRIVATE_CANARIES)) expect(all, name).not.toContain(value);
  });

  it('ships no Markdown parser: Markdown arrives parsed', () => {
    const js = [...text]
      .filter(([f]) => f.endsWith('.js'))
      .map(([, b]) => b)
      .join('\n');
    expect(js).not.toMatch(/marked|Lexer|lexInline/);
  });

  it('carries the Content-Security-Policy in every page and in _headers', () => {
    const policy = cspMeta(emailOrigin).replace(/'/g, '&#39;');
    const pages = [...text].filter(([f]) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(5);
    for (const [file, html] of pages)
      expect(html, file).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy}">`);
    const headers = text.get('_headers') ?? '';
    expect(headers).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'self';.*connect-src 'self' (\S+);.*frame-ancestors 'none'/m,
    );
    expect(/connect-src 'self' (\S+);/.exec(headers)?.[1]).toBe(emailOrigin);
  });
});
