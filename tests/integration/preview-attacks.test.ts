// Hostile requests to a real `vite preview` server (npm run preview): traversal paths sent
// exactly as written must answer 400 or 404, never a file outside the build or the home
// page; the host's files (_headers, nginx.conf) and hidden files are never served; every
// answer carries the security headers of the build's _headers, as the deployed site does;
// pages still answer as a static host would; the stand-in takes enquiries from the
// preview's own origin (127.0.0.1:<port>) only.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formBody, send, startVite, type RunningServer } from './server.ts';
import { headersFile, IMMUTABLE, securityHeaders } from '../../src/host/host-headers.ts';

const dir = resolve(`.e2e/host-${process.pid}`);
// A sibling folder whose name starts with the build folder's: "dist-secret" starts with "dist".
const outDir = join(dir, 'dist');
const page = (marker: string) => `<!doctype html><title>${marker}</title><p>${marker}</p>`;
// Not the default origin: the headers must come from the build's _headers, not from a default.
const EMAIL_ORIGIN = 'https://mail.example.com';
let server: RunningServer;
// A real server on a shared machine: generous limits, so only a wrong answer fails a test.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

beforeAll(async () => {
  mkdirSync(join(outDir, 'about'), { recursive: true });
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  mkdirSync(join(outDir, '.ssr'), { recursive: true });
  writeFileSync(join(outDir, '_headers'), headersFile(EMAIL_ORIGIN));
  writeFileSync(join(outDir, 'nginx.conf'), 'server { HOST-FILE }');
  writeFileSync(join(outDir, '_redirects'), '/old /new 301 HOST-FILE');
  writeFileSync(join(outDir, '.ssr', 'prerender.js'), '// HOST-FILE');
  writeFileSync(join(outDir, '.env'), 'HOST-FILE=1');
  writeFileSync(join(outDir, 'about', '.notes'), 'HOST-FILE');
  writeFileSync(join(outDir, 'assets', 'app-1234.js'), 'console.log(1)');
  mkdirSync(join(dir, 'dist-secret'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), page('HOME-PAGE'));
  writeFileSync(join(outDir, 'about', 'index.html'), page('ABOUT-PAGE'));
  writeFileSync(join(outDir, '404.html'), page('NOT-FOUND-PAGE'));
  writeFileSync(join(dir, 'dist-secret', 'secret.txt'), 'SECRET-FILE');
  writeFileSync(join(dir, 'secret.txt'), 'SECRET-FILE');
  server = await startVite('preview', { EMAIL_STANDIN_OUTBOX: join(dir, '.outbox', 'enquiries.jsonl') }, [
    '--outDir',
    outDir,
  ]);
}, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('traversal paths (point 7)', () => {
  it.each([
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2fsecret.txt',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e%2fsecret.txt',
    '/../dist-secret/secret.txt',
    '/%2e%2e/dist-secret/secret.txt',
    '/about/../../dist-secret/secret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/%252e%252e/secret.txt',
    '/about/%2e%2e/%2e%2e/secret.txt',
    '/%00',
    '/about%00',
    '/about/..',
    '/%zz',
  ])('GET %s answers 400 or 404, with neither a file outside the build nor the home page', async (path) => {
    const r = await send(server.port, { method: 'GET', path });
    expect([400, 404]).toContain(r.status);
    expect(r.text).not.toMatch(/SECRET-FILE|HOME-PAGE|root:x:0/);
  });
});

describe('files of the host, and hidden files', () => {
  it.each(['/_headers', '/nginx.conf', '/_redirects', '/.ssr/prerender.js', '/.env', '/about/.notes', '/%5fheaders'])(
    'GET %s answers 404 with the not-found page, not the file',
    async (path) => {
      const r = await send(server.port, { method: 'GET', path });
      expect(r.status).toBe(404);
      expect(r.text).toContain('NOT-FOUND-PAGE');
      expect(r.text).not.toMatch(/HOST-FILE|Content-Security-Policy:/);
    },
  );
});

describe('the security headers of the deployed site', () => {
  it.each(['/', '/about/', '/no-such-page', '/assets/app-1234.js', '/nginx.conf', '/%2e%2e/secret.txt'])(
    'GET %s carries every header of _headers',
    async (path) => {
      const r = await send(server.port, { method: 'GET', path });
      for (const [name, value] of securityHeaders(EMAIL_ORIGIN))
        expect(r.headers[name.toLowerCase()], name).toBe(value);
    },
  );

  it('lets browsers keep hashed files for a year, and only those', async () => {
    expect((await send(server.port, { method: 'GET', path: '/assets/app-1234.js' })).headers['cache-control']).toBe(
      IMMUTABLE,
    );
    expect((await send(server.port, { method: 'GET', path: '/about' })).headers['cache-control']).not.toBe(IMMUTABLE);
  });
});

describe('pages still answer like a static host', () => {
  it.each([
    ['/', 200, 'HOME-PAGE'],
    ['/about', 200, 'ABOUT-PAGE'],
    ['/about/', 200, 'ABOUT-PAGE'],
    ['/about?x=1', 200, 'ABOUT-PAGE'],
    ['/no-such-page', 404, 'NOT-FOUND-PAGE'],
    ['/dots..in..name', 404, 'NOT-FOUND-PAGE'],
  ])('GET %s -> %i', async (path, status, marker) => {
    const r = await send(server.port, { method: 'GET', path });
    expect(r.status).toBe(status);
    expect(r.text).toContain(marker);
  });
});

describe('the stand-in under preview (point 9)', () => {
  const { body, type } = formBody({ user_id: 'u', service_id: 's', template_id: 't', name: 'Preview' });
  const post = (origin?: string) =>
    send(server.port, {
      path: '/api/v1.0/email/send-form',
      headers: { 'Content-Type': type, ...(origin ? { Origin: origin } : {}) },
      body,
    });

  it('takes an enquiry from the page at 127.0.0.1:<port>', async () => {
    expect((await post(server.origin)).status).toBe(200);
  });

  it('refuses one from another site or another port with 403', async () => {
    expect((await post('https://evil.example')).status).toBe(403);
    expect((await post(`http://127.0.0.1:${server.port + 1}`)).status).toBe(403);
  });
});
